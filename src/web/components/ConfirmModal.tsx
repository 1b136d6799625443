import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import touch from './touch.module.css';
import { AppModal } from './AppModal';

type Props = {
  opened: boolean;
  title: string;
  /** What happens if the person goes ahead, in their words. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Red for what cannot be undone (a deletion, a revoked link). */
  danger?: boolean;
  loading?: boolean;
  /** Until something in `children` is done (a box ticked), the action waits. */
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before an action that cannot be taken back, with big buttons side by side: the way out
 * first, the action second.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  danger = false,
  loading = false,
  confirmDisabled = false,
  onCancel,
  onConfirm,
}: Props) {
  return (
    <AppModal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      classNames={{ content: touch.touch }}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
    >
      <Stack gap="md">
        {children}
        <Group grow gap="sm">
          {/* Side by side on a 390 px phone: little padding, so "Submit Report" is not cut. */}
          <Button size="md" px="xs" variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            size="md"
            px="xs"
            color={danger ? 'red' : undefined}
            loading={loading}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
