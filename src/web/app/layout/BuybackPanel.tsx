import { lazy, Suspense } from 'react';
import BuybackTab from '../../features/buybacks/components/BuybackTab';

// The checker is its own chunk: the list shows while it loads.
const ImeiChecker = lazy(() => import('../../features/imei/components/ImeiChecker'));

/**
 * The Buyback tab with the IMEI Checker beside its list (docs/product.md, Screens). Composed
 * here because a feature reaches another only through its api.ts.
 */
export default function BuybackPanel() {
  return (
    <BuybackTab
      aside={
        <Suspense fallback={null}>
          <ImeiChecker />
        </Suspense>
      }
    />
  );
}
