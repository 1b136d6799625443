import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessageState } from '../../../shared/outbox';
import type { OutboxPage } from '../../../shared/outbox-api';
import { apiGet } from '../../lib/api';

/** A phone screen's worth; "Load more" fetches the next page. */
const PAGE_SIZE = 20;
/** New messages arrive whenever a repair changes, so coming back to the tab shows them. */
const OUTBOX_STALE_TIME = 30_000;

export const notificationsKeys = {
  outbox: (state: MessageState | null) => ['/api/admin/outbox', { state }] as const,
};

function outboxPath(state: MessageState | null, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (state) params.set('state', state);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/outbox?${params.toString()}`;
}

/** The message outbox, newest first, optionally only messages in one state. */
export function useOutbox(state: MessageState | null) {
  return useInfiniteQuery({
    queryKey: notificationsKeys.outbox(state),
    queryFn: ({ pageParam }) => apiGet<OutboxPage>(outboxPath(state, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: OUTBOX_STALE_TIME,
  });
}
