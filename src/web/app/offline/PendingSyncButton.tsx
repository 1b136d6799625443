import { Button, Indicator } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { countWrites, syncButtonLabel } from '../../lib/offline/summary';
import { SyncDrawer } from './SyncDrawer';
import { useQueuedWrites } from './use-queued-writes';

/**
 * The pending-sync badge of the navbar: how many writes wait (orange), and apart from them how
 * many the server refused or found in conflict, which wait for a person (red).
 */
export default function PendingSyncButton() {
  const entries = useQueuedWrites();
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !open) return null;
  const counts = countWrites(entries);
  const attention = counts.needsAttention > 0;
  return (
    <>
      <Indicator
        label={counts.needsAttention}
        size={20}
        color="red"
        position="bottom-end"
        offset={4}
        disabled={!attention}
        data-testid="sync-attention-count"
      >
        <Indicator
          label={counts.waiting}
          size={20}
          color="orange"
          offset={4}
          disabled={counts.waiting === 0}
          data-testid="pending-sync-count"
        >
          <Button
            variant="light"
            color={attention ? 'red' : 'orange'}
            size="md"
            px="sm"
            aria-label={syncButtonLabel(counts)}
            onClick={() => setOpen(true)}
          >
            <IconCloudUpload size={22} aria-hidden />
          </Button>
        </Indicator>
      </Indicator>
      <SyncDrawer entries={entries} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
