import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ActivityEntry } from '../../shared/activity';
import { describeActivity } from '../../shared/activity-text';
import { formatDateTime } from '../../shared/format';
import { errorMessage, type Page } from '../lib/api';
import { LoadMoreButton } from './ListParts';

type ActivityQuery = UseInfiniteQueryResult<InfiniteData<Page<ActivityEntry>>>;

/** Actions an owner should notice at a glance. */
const WARNING_ACTIONS = new Set([
  'auth.login_failed',
  'auth.lockout',
  'auth.lockout.address',
  'auth.lockout.device',
  'auth.lockout.slowed',
  'user.password_reset',
  'user.delete',
  'imei.override',
]);

function ActivityRow({ entry, showUser }: { entry: ActivityEntry; showUser: boolean }) {
  const { title, detail } = describeActivity(entry);
  const who = showUser ? (entry.userName ?? 'Someone not signed in') : null;
  const meta = [who, entry.storeName, formatDateTime(entry.createdAt)].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="activity-entry">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} fz="sm">
            {title}
            {detail && (
              <Text span fw={400} c="dimmed" fz="sm">
                {' '}
                {detail}
              </Text>
            )}
          </Text>
          <Text fz="xs" c="dimmed">
            {meta}
          </Text>
        </Stack>
        {WARNING_ACTIONS.has(entry.action) && (
          <Badge color="red" variant="light">
            Check
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** The activity log as a list, newest first, with "Load more" for older entries. */
export function ActivityFeed({
  query,
  showUser = true,
  empty = 'No activity recorded.',
}: {
  query: ActivityQuery;
  showUser?: boolean;
  empty?: string;
}) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Loading activity" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load the activity">
        {errorMessage(query.error, 'Please try again.')}
      </Alert>
    );
  }
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} showUser={showUser} />
        ))}
      </Stack>
      <LoadMoreButton query={query} />
    </Stack>
  );
}
