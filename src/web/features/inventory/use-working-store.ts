import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isStoreRole } from '../../../shared/roles';
import { useCurrentUser } from '../auth/api';
import { useMyStores } from '../org/api';

/**
 * The store a stock screen works on: a store account's own; for managers and the office, the one
 * they chose (or a link named), or the first they reach until they choose.
 */
export function useWorkingStore() {
  const { data: user } = useCurrentUser();
  // A link may name the store (the store dashboard's "Order parts").
  const [params] = useSearchParams();
  const initial = params.get('storeId') ?? undefined;
  const own = user && isStoreRole(user.role) ? user.storeId : null;
  const stores = useMyStores({ enabled: !own });
  const [chosen, setChosen] = useState<string | undefined>(initial);
  const storeId = own ?? chosen ?? stores.data?.[0]?.id;
  const storeName = own
    ? (user?.storeName ?? '')
    : ((stores.data ?? []).find((s) => s.id === storeId)?.name ?? '');
  return {
    storeId,
    storeName,
    setStoreId: setChosen,
    /** Offered only to whoever reaches more than one store. */
    choices: own ? [] : (stores.data ?? []),
  };
}
