import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessageState, OutboxAudience } from '../../../shared/outbox';
import type { OutboxPage } from '../../../shared/outbox-api';
import { apiGetPage } from '../../lib/api';

/** A phone screen's worth; "Load more" fetches the next page. */
const PAGE_SIZE = 20;
/** New messages arrive whenever a repair changes, so coming back to the tab shows them. */
const OUTBOX_STALE_TIME = 30_000;

/** Which messages to show: null is all of them. */
export type OutboxFilter = { state: MessageState | null; audience: OutboxAudience | null };

export const notificationsKeys = {
  outbox: (filter: OutboxFilter) => ['/api/admin/outbox', filter] as const,
};

function outboxPath({ state, audience }: OutboxFilter, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (state) params.set('state', state);
  if (audience) params.set('audience', audience);
  if (cursor) params.set('cursor', cursor);
  return `/api/admin/outbox?${params.toString()}`;
}

/** The message outbox, newest first, optionally only one state's or one audience's messages. */
export function useOutbox(filter: OutboxFilter) {
  return useInfiniteQuery({
    queryKey: notificationsKeys.outbox(filter),
    queryFn: ({ pageParam }) =>
      apiGetPage(outboxPath(filter, pageParam), (body: OutboxPage) => body.messages),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: OUTBOX_STALE_TIME,
  });
}
