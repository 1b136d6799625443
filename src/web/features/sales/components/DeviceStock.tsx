import { lazy, Suspense, useState } from 'react';
import { can } from '../../../../shared/policy';
import type { StockItem } from '../../../../shared/stock';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useCurrentUser } from '../../auth/api';
import { StockSection } from './StockSection';

const SaleModal = lazy(() => import('./SaleModal'));

/**
 * Bought-back devices in stock, on the stock screen beside parts, of the store the screen shows:
 * sold or returned from here.
 */
export default function DeviceStock({ storeId }: { storeId: string }) {
  const phone = usePhoneLayout();
  const { data: user } = useCurrentUser();
  const [selling, setSelling] = useState<StockItem | null>(null);
  return (
    <>
      <StockSection
        phone={phone}
        canReturn={!!user && can(user.role, 'stock.write')}
        canRelease={!!user && can(user.role, 'stock.release_hold')}
        canPolice={!!user && can(user.role, 'stock.police_hold')}
        canLiftPolice={!!user && can(user.role, 'stock.police_release')}
        onSell={setSelling}
        storeId={storeId}
      />
      <Suspense fallback={null}>
        {selling && <SaleModal stockItem={selling} onClose={() => setSelling(null)} />}
      </Suspense>
    </>
  );
}
