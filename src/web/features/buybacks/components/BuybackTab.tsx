import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceMobileDollar, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EmptyList } from '../../../components/EmptyList';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
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

const TYPING_PAUSE_MS = 300;

type Props = {
  /** A panel beside the list (the IMEI Checker), composed by the app from its own feature. */
  aside?: ReactNode;
};

/** The Buyback tab: buy a device, and every buyback of the store, newest first. */
export default function BuybackTab({ aside }: Props) {
  const phone = usePhoneLayout();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
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
            <TextInput
              aria-label="Search buybacks"
              placeholder="Search seller, phone, device or IMEI"
              size="md"
              type="search"
              leftSection={<IconSearch size={18} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            {list.isPending ? (
              <Center py="xl">
                <Loader aria-label="Loading buybacks" />
              </Center>
            ) : list.isError ? (
              <Alert color="red" title="Could not load buybacks">
                {errorMessage(list.error, 'Please try again.')}
              </Alert>
            ) : purchases.length === 0 ? (
              <Paper withBorder radius="lg" p="xl">
                <EmptyList path="/api/device-purchases">
                  {debounced ? 'No buyback matches this search.' : 'No buyback transactions yet.'}
                </EmptyList>
              </Paper>
            ) : (
              <BuybackList purchases={purchases} phone={phone} onOpen={setOpenId} />
            )}
            {list.hasNextPage && (
              <Button
                variant="light"
                size="md"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                Load more
              </Button>
            )}
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
