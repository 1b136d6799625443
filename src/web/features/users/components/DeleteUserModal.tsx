import { Text } from '@mantine/core';
import type { AdminUser } from '../../../../shared/users';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDeleteUser } from '../api';

/**
 * Confirms a deletion (wording of docs/product.md, Messages); the account goes, the records it made
 * stay.
 */
export function DeleteUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const remove = useDeleteUser();
  const name = `${user.firstName} ${user.lastName}`;

  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toastSuccess({
        title: 'User deleted successfully',
        message: `${name} can no longer sign in. Their repairs, sales and reports are kept.`,
      });
      onClose();
    } catch (error) {
      toastError({
        title: 'Failed to delete user',
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <ConfirmModal
      opened
      title="Delete User"
      cancelLabel="Cancel"
      confirmLabel="Delete User"
      danger
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <Text fw={600}>Are you sure you want to delete this user?</Text>
      <Text>
        {name} ({user.username}) is signed out everywhere and cannot sign in again. What they
        recorded stays in the history.
      </Text>
    </ConfirmModal>
  );
}
