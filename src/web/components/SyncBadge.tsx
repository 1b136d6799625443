import { Badge, Tooltip } from '@mantine/core';

type MaybeWaiting = { syncStatus?: string; syncError?: string | null };

/**
 * Marks a record this device changed or made that the server does not have yet: a record made
 * here, or a repair whose status change or pickup waits to be sent; also when the server
 * refused it, or found the repair changed elsewhere meanwhile.
 */
export function SyncBadge({ record }: { record: object }) {
  const { syncStatus, syncError } = record as MaybeWaiting;
  if (syncStatus === 'failed' || syncStatus === 'conflict') {
    return (
      <Tooltip label={syncError ?? 'The server refused it'} multiline w={240}>
        <Badge color="red" variant="light">
          {syncStatus === 'failed' ? 'Sync refused' : 'Needs attention'}
        </Badge>
      </Tooltip>
    );
  }
  if (syncStatus !== 'pending') return null;
  return (
    <Badge color="orange" variant="light">
      Pending sync
    </Badge>
  );
}
