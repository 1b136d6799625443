import { Badge, Tooltip } from '@mantine/core';

type MaybeLocal = { isOffline?: boolean; syncStatus?: string; syncError?: string | null };

/** Marks a record made on this device that the server does not have yet (or refused). */
export function SyncBadge({ record }: { record: object }) {
  const local = record as MaybeLocal;
  if (!local.isOffline) return null;
  if (local.syncStatus === 'failed') {
    return (
      <Tooltip label={local.syncError ?? 'The server refused it'} multiline w={240}>
        <Badge color="red" variant="light">
          Sync refused
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge color="orange" variant="light">
      Pending sync
    </Badge>
  );
}
