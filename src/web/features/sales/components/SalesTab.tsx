import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconBarcode, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '../../../../shared/policy';
import type { StockItem } from '../../../../shared/stock';
import touch from '../../../components/touch.module.css';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useCurrentUser } from '../../auth/api';
import { DailyReportPanel, ManagerReconciliation } from '../../daily-reports/screens';
import { GiftCardsSection } from '../../balances/screens';
import { CounterSalesSection, QuickSaleModal } from '../../inventory/screens';
import { SalesSection } from './SalesSection';
import { StockSection } from './StockSection';
import { CenteredLoader } from '../../../components/CenteredLoader';

// The form carries the signature and upload code: loaded when first opened.
const SaleModal = lazy(() => import('./SaleModal'));

/** The Sales tab: sell a device, the store's sales, and the stock they come from. */
export default function SalesTab() {
  const phone = usePhoneLayout();
  const { data: user } = useCurrentUser();
  // The open sale form, with the stock row it was started from.
  const [sale, setSale] = useState<{ item?: StockItem } | null>(null);
  const [quickSale, setQuickSale] = useState(false);

  return (
    <Stack gap="xl" className={touch.touch}>
      <Title order={1} size="h2">
        Sales &amp; Reports
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper
          withBorder
          radius="lg"
          p="lg"
          component="section"
          aria-labelledby="device-sale-heading"
        >
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light" color="blue">
              <IconShoppingCart size={26} aria-hidden />
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1 }}>
              <Title order={2} size="h4" id="device-sale-heading">
                Device Sale
              </Title>
              <Text c="dimmed" fz="sm">
                Sell a new or refurbished device: the tax and the total show as you type the price.
              </Text>
            </Stack>
          </Group>
          <Button size="md" mt="md" fullWidth={phone} onClick={() => setSale({})}>
            New Device Sale
          </Button>
        </Paper>
        <Paper
          withBorder
          radius="lg"
          p="lg"
          component="section"
          aria-labelledby="quick-sale-heading"
        >
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light" color="grape">
              <IconBarcode size={26} aria-hidden />
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1 }}>
              <Title order={2} size="h4" id="quick-sale-heading">
                Quick Sale
              </Title>
              <Text c="dimmed" fz="sm">
                Cases, chargers and screen protectors: scan the barcode or find them by name.
              </Text>
            </Stack>
          </Group>
          <Button size="md" mt="md" fullWidth={phone} onClick={() => setQuickSale(true)}>
            New Quick Sale
          </Button>
        </Paper>
      </SimpleGrid>
      <Suspense fallback={<CenteredLoader label="Loading the daily report" py="lg" />}>
        <DailyReportPanel />
      </Suspense>
      <ManagerReconciliation />
      <SalesSection phone={phone} />
      <Suspense fallback={<CenteredLoader label="Loading quick sales" py="lg" />}>
        <CounterSalesSection phone={phone} />
      </Suspense>
      <GiftCardsSection />
      <StockSection
        phone={phone}
        canReturn={!!user && can(user.role, 'stock.write')}
        canRelease={!!user && can(user.role, 'stock.release_hold')}
        canPolice={!!user && can(user.role, 'stock.police_hold')}
        canLiftPolice={!!user && can(user.role, 'stock.police_release')}
        onSell={(item) => setSale({ item })}
      />
      <Suspense fallback={null}>
        {sale && <SaleModal stockItem={sale.item} onClose={() => setSale(null)} />}
        {quickSale && <QuickSaleModal onClose={() => setQuickSale(false)} />}
      </Suspense>
    </Stack>
  );
}
