import { Modal, type ModalProps } from '@mantine/core';
import { useDialogFocus } from '../lib/use-dialog-focus';

/**
 * Mantine's Modal as every dialog of the app uses it: the page behind is inert while it is open,
 * and focus goes back to what opened it when it closes, however it closes (use-dialog-focus).
 */
export function AppModal(props: ModalProps) {
  useDialogFocus(props.opened);
  return <Modal {...props} returnFocus={false} />;
}
