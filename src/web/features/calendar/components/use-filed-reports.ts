import { useMemo } from 'react';
import { can } from '../../../../shared/policy';
import { useCurrentUser } from '../../auth/api';
import { RECONCILIATION_LIMIT, useCheckToday, useReconciledReports } from '../../daily-reports/api';
import { filedFromList, filedToday, UNKNOWN, type FiledOn } from '../day-reports';

/**
 * What the calendar may say about daily reports, each from a source the viewer may read: those
 * who reconcile reports see every day of their stores from the reports list; counter staff only
 * whether their own store's report is in today; anyone else, or anything still loading or
 * refused, nothing at all.
 */
export function useFiledReports(from: string, to: string): FiledOn {
  const { data: user } = useCurrentUser();
  const reconciles = !!user && can(user.role, 'daily_reports.reconcile');
  const ownStore =
    user && !reconciles && can(user.role, 'daily_reports.read') ? user.storeId : null;
  const list = useReconciledReports(
    { storeId: null, from, to, onlyDifferences: false },
    { enabled: reconciles },
  );
  const today = useCheckToday(null, { enabled: !!ownStore });
  return useMemo(() => {
    // The previous week's list, kept on screen while the new one loads, says nothing of this week.
    if (reconciles && list.data && !list.isPlaceholderData)
      return filedFromList(list.data, list.data.length >= RECONCILIATION_LIMIT);
    if (ownStore && today.data)
      return filedToday(ownStore, today.data.businessDate, today.data.hasSubmittedToday);
    return UNKNOWN;
  }, [reconciles, list.data, list.isPlaceholderData, ownStore, today.data]);
}
