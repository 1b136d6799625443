import { useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type { Store } from '../../../shared/org';
import {
  DEFAULT_LABEL_PRINTER,
  DEFAULT_RECEIPT_PRINTER,
  type LabelPrinter,
  type ReceiptPrinter,
} from '../../../shared/printing';
import { apiGet } from '../../lib/api';

export type StorePrinters = { receipt: ReceiptPrinter; label: LabelPrinter };

/**
 * The store a document belongs to (its address and phone to print) and its printers, from the
 * stores the user works in (the same query as the store pickers). A store outside the user's
 * reach, or one not yet loaded, prints on the defaults without its contact; `ready` says when the
 * answer is final, so a page is not laid out twice.
 */
export function useDocumentStore(storeId: string | undefined): {
  store: Store | undefined;
  printers: StorePrinters;
  ready: boolean;
} {
  const stores = useQuery({
    queryKey: ['/api/me/stores'],
    queryFn: () => apiGet<Store[]>('/api/me/stores'),
    staleTime: STALE_TIMES.stores,
  });
  const store = stores.data?.find((s) => s.id === storeId);
  return {
    store,
    printers: {
      receipt: store?.receiptPrinter ?? DEFAULT_RECEIPT_PRINTER,
      label: store?.labelPrinter ?? DEFAULT_LABEL_PRINTER,
    },
    ready: !stores.isPending,
  };
}
