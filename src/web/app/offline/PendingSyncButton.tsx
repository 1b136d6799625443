import { Button, Indicator } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { SyncDrawer } from './SyncDrawer';
import { useQueuedWrites } from './use-queued-writes';

/** The pending-sync badge of the navbar: how many writes wait; refused ones turn it red. */
export default function PendingSyncButton() {
  const entries = useQueuedWrites();
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !open) return null;
  const refused = entries.some((entry) => entry.state === 'failed');
  return (
    <>
      <Indicator
        label={entries.length}
        size={20}
        color={refused ? 'red' : 'orange'}
        offset={4}
        data-testid="pending-sync-count"
      >
        <Button
          variant="light"
          color={refused ? 'red' : 'orange'}
          size="md"
          px="sm"
          aria-label={`${entries.length} change${entries.length === 1 ? '' : 's'} waiting to sync`}
          onClick={() => setOpen(true)}
        >
          <IconCloudUpload size={22} aria-hidden />
        </Button>
      </Indicator>
      <SyncDrawer entries={entries} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
