import { lazy, Suspense, useState } from 'react';
import DashboardTab from '../../features/dashboard/components/DashboardTab';
import { usePickupQueue } from '../../features/repairs/api';
import { useStartPickup } from '../../features/repairs/components/use-start-pickup';
import { useLazyDialog } from '../../lib/use-lazy-dialog';
import { ScreenLinks } from './ScreenLinks';

// The dialogs carry the form, signature and camera code: each loaded on first use.
const NewWaiverModal = lazy(() => import('../../features/repairs/components/NewWaiverModal'));
const PickupModal = lazy(() => import('../../features/repairs/components/PickupModal'));
const BuybackModal = lazy(() => import('../../features/buybacks/components/BuybackModal'));
const SaleModal = lazy(() => import('../../features/sales/components/SaleModal'));
const ValuationModal = lazy(() => import('../../features/valuation/components/ValuationModal'));
// Only the counter sees it, once a day: its own chunk.
const OpeningFloatPrompt = lazy(
  () => import('../../features/daily-reports/components/OpeningFloatPrompt'),
);
// Only the office sees it, and only until the chain is set up: its own chunk.
const SetupChecklist = lazy(() => import('../../features/setup/components/SetupChecklist'));

/**
 * The Dashboard tab wired to the repair, buyback, sale and valuation dialogs. Composed here because a
 * feature reaches another only through its api.ts, and these are other features' screens on
 * the dashboard's cards.
 */
export default function DashboardPanel() {
  const waiver = useLazyDialog();
  const buyback = useLazyDialog();
  const valuation = useLazyDialog();
  const [pickupOpen, setPickupOpen] = useState(false);
  const [saleOpen, setSaleOpen] = useState(false);
  const pickup = useStartPickup(() => setPickupOpen(true));
  // Kept fresh while the dashboard is shown (docs/product.md, Constants: every 15 s), so the card's
  // count is current.
  const queue = usePickupQueue({ live: true });
  const ready = queue.data?.filter((w) => w.status === 'completed').length ?? 0;

  return (
    <>
      <DashboardTab
        setup={
          <Suspense fallback={null}>
            <SetupChecklist />
          </Suspense>
        }
        actions={{
          waiver: waiver.open,
          pickup: pickup.start,
          buyback: buyback.open,
          sale: () => setSaleOpen(true),
          valuation: valuation.open,
        }}
        notes={{ pickup: ready > 0 ? `${ready} ready` : undefined }}
        busy={{ pickup: pickup.checking }}
      />
      <ScreenLinks />
      <Suspense fallback={null}>
        <OpeningFloatPrompt />
        {waiver.mounted && <NewWaiverModal opened={waiver.opened} onClose={waiver.close} />}
        {pickupOpen && <PickupModal onClose={() => setPickupOpen(false)} />}
        {buyback.mounted && <BuybackModal opened={buyback.opened} onClose={buyback.close} />}
        {saleOpen && <SaleModal onClose={() => setSaleOpen(false)} />}
        {valuation.mounted && (
          <ValuationModal opened={valuation.opened} onClose={valuation.close} />
        )}
      </Suspense>
    </>
  );
}
