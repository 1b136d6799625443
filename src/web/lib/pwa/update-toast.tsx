import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import touch from '../../components/touch.module.css';
import { updateToasts } from './update-toasts';

const TOAST_ID = 'app-update';

function close(): void {
  notifications.hide(TOAST_ID, updateToasts);
}

/** 'Update now' stays on screen, busy, until the new version reloads the page. */
function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <Stack gap="sm" className={touch.touch}>
      <Text fz="sm" fw={600} c="dark">
        A new version of the product is available. Update now?
      </Text>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" size="md" onClick={close} disabled={updating}>
          Later
        </Button>
        <Button
          size="md"
          loading={updating}
          onClick={() => {
            setUpdating(true);
            onUpdate();
          }}
        >
          Update now
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks once (a second call while it shows does nothing) and stays until answered (docs/product.md,
 * Client behaviour). 'Later' only closes it: the waiting version is offered again at the next
 * start.
 */
export function showUpdateToast(onUpdate: () => void): void {
  notifications.show(
    {
      id: TOAST_ID,
      autoClose: false,
      withCloseButton: false,
      color: 'indigo',
      message: <UpdatePrompt onUpdate={onUpdate} />,
    },
    updateToasts,
  );
}
