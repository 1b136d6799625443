import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobileDollar } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyList } from '../../../components/EmptyList';
import {
  ListBody,
  LoadMoreButton,
  SearchInput,
  useListSearch,
} from '../../../components/ListParts';
import touch from '../../../components/touch.module.css';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useBuybackList } from '../api';
import BuybackDetail from './BuybackDetail';
import { BuybackList } from './BuybackList';
import layout from './BuybackTab.module.css';

// The form carries the camera, signature and upload code: loaded when first opened. The record
// view stays in this chunk: as a chunk of its own it made the bundler split react-dom out of the
// entry, one more file and 1.4 KB gzip for the sign-in screen.
const BuybackModal = lazy(() => import('./BuybackModal'));

type Props = {
  /** A panel beside the list (the IMEI Checker), composed by the app from its own feature. */
  aside?: ReactNode;
};

/** The Buyback tab: buy a device, and every buyback of the store, newest first. */
export default function BuybackTab({ aside }: Props) {
  const phone = usePhoneLayout();
  const { search, setSearch, debounced } = useListSearch();
  const list = useBuybackList(debounced);
  const purchases = list.data?.pages.flatMap((page) => page.items) ?? [];
  const buyback = useLazyDialog();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Stack gap="md" className={touch.touch}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Device Buyback
          </Title>
          <Text c="dimmed">
            Buy a used device with photos, a receipt and the seller's signature.
          </Text>
        </Stack>
        <Button
          size="lg"
          color="orange"
          leftSection={<IconDeviceMobileDollar size={22} aria-hidden />}
          onClick={buyback.open}
          fullWidth={phone}
        >
          DEVICE BUYBACK
        </Button>
      </Group>

      <div className={layout.layout}>
        <div className={layout.main}>
          <Stack gap="sm" component="section" aria-labelledby="buyback-list-heading">
            <Title order={2} size="h4" id="buyback-list-heading">
              Transactions
            </Title>
            <SearchInput
              aria-label="Search buybacks"
              placeholder="Search seller, phone, device or IMEI"
              value={search}
              onChange={setSearch}
            />
            <ListBody
              query={list}
              count={purchases.length}
              loading="Loading buybacks"
              failed="Could not load buybacks"
              empty={
                <EmptyList path="/api/device-purchases">
                  {debounced ? 'No buyback matches this search.' : 'No buyback transactions yet.'}
                </EmptyList>
              }
            >
              <BuybackList purchases={purchases} phone={phone} onOpen={setOpenId} />
            </ListBody>
            <LoadMoreButton query={list} />
          </Stack>
        </div>
        {aside && <div className={layout.aside}>{aside}</div>}
      </div>

      <Suspense fallback={null}>
        {buyback.mounted && <BuybackModal opened={buyback.opened} onClose={buyback.close} />}
        {openId !== null && <BuybackDetail purchaseId={openId} onClose={() => setOpenId(null)} />}
      </Suspense>
    </Stack>
  );
}
