import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../../shared/activity';
import { apiGetPage } from '../../lib/api';

const PAGE_SIZE = 50;

/** What the admin view filters by; from/to are local calendar dates (YYYY-MM-DD). */
export type ActivityFilter = {
  userId?: string | null;
  storeId?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
};

/** A local calendar day as the instant range the API wants: [start of from, end of to]. */
function dayBounds(from?: string | null, to?: string | null) {
  const start = from ? new Date(`${from}T00:00:00`) : null;
  const end = to ? new Date(`${to}T23:59:59.999`) : null;
  return { from: start?.toISOString(), to: end?.toISOString() };
}

function activityPath(filter: ActivityFilter, cursor: string | null): string {
  const base = filter.userId
    ? `/api/admin/users/${encodeURIComponent(filter.userId)}/activity`
    : '/api/admin/activity';
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  const { from, to } = dayBounds(filter.from, filter.to);
  if (filter.storeId) params.set('storeId', filter.storeId);
  if (filter.action) params.set('action', filter.action);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (cursor) params.set('cursor', cursor);
  return `${base}?${params.toString()}`;
}

/** The activity log newest first, page by page; a userId gives that person's trail only. */
export function useActivity(filter: ActivityFilter, { enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: ['/api/admin/activity', filter],
    queryFn: ({ pageParam }) =>
      apiGetPage(activityPath(filter, pageParam), (body: ActivityPage) => body.entries),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
