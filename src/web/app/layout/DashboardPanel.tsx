import { lazy, Suspense, useState } from 'react';
import DashboardTab from '../../features/dashboard/components/DashboardTab';
import { usePickupQueue } from '../../features/repairs/api';
import { useStartPickup } from '../../features/repairs/components/use-start-pickup';
import { useLazyDialog } from '../../lib/use-lazy-dialog';

// The check-in and pickup dialogs carry the form, signature and camera code: loaded on first use.
const NewWaiverModal = lazy(() => import('../../features/repairs/components/NewWaiverModal'));
const PickupModal = lazy(() => import('../../features/repairs/components/PickupModal'));

/**
 * The Dashboard tab wired to the repair dialogs. Composed here because a feature reaches
 * another only through its api.ts, and these are repairs' screens on the dashboard's cards.
 */
export default function DashboardPanel() {
  const waiver = useLazyDialog();
  const [pickupOpen, setPickupOpen] = useState(false);
  const pickup = useStartPickup(() => setPickupOpen(true));
  // Kept fresh while the dashboard is shown (spec: every 15 s), so the card's count is current.
  const queue = usePickupQueue({ live: true });
  const ready = queue.data?.filter((w) => w.status === 'completed').length ?? 0;

  return (
    <>
      <DashboardTab
        actions={{ waiver: waiver.open, pickup: pickup.start }}
        notes={{ pickup: ready > 0 ? `${ready} ready` : undefined }}
        busy={{ pickup: pickup.checking }}
      />
      <Suspense fallback={null}>
        {waiver.mounted && <NewWaiverModal opened={waiver.opened} onClose={waiver.close} />}
        {pickupOpen && <PickupModal onClose={() => setPickupOpen(false)} />}
      </Suspense>
    </>
  );
}
