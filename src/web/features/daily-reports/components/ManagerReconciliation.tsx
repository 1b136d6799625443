import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { can } from '../../../../shared/policy';
import { useCurrentUser } from '../../auth/api';

const ReconciliationPanel = lazy(() => import('./ReconciliationPanel'));

/** Reconciliation for those allowed it; store users never load its code. */
export function ManagerReconciliation() {
  const { data: user } = useCurrentUser();
  if (!user || !can(user.role, 'daily_reports.reconcile')) return null;
  return (
    <Suspense
      fallback={
        <Center py="lg">
          <Loader aria-label="Loading reconciliation" />
        </Center>
      }
    >
      <ReconciliationPanel />
    </Suspense>
  );
}
