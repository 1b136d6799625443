import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  APPROVAL_MESSAGES,
  ZApprovalPinInput,
  type ApprovalPinInput,
} from '../../../../shared/manager-approval';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { apiRequest } from '../../../lib/api';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';

/**
 * A manager sets the PIN they approve a counter's changes with (issue 37), proving it is them
 * with their password. A new PIN replaces the old one and clears any lock on it.
 */
export default function ApprovalPinModal({ onClose }: { onClose: () => void }) {
  const form = useForm<ApprovalPinInput>({
    resolver: zodResolver(ZApprovalPinInput),
    defaultValues: { pin: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await apiRequest('PUT', '/api/me/approval-pin', input);
      toastSuccess({
        title: APPROVAL_MESSAGES.pinSaved,
        message: 'Use it to approve at a counter.',
      });
      onClose();
    } catch (error) {
      reportSaveError(form, error, 'PIN not saved');
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <ResponsiveModal title="Approval PIN" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Approval PIN">
        <Stack gap="md">
          <Text fz="sm">
            When the counter needs a manager (a large amount, a flagged phone), you approve on their
            device with your username and this PIN. It never signs anyone in.
          </Text>
          <PasswordInput
            label="New PIN"
            description="4 to 8 digits"
            size="md"
            inputMode="numeric"
            autoComplete="new-password"
            data-autofocus
            error={errors.pin?.message}
            {...form.register('pin')}
          />
          <PasswordInput
            label="Your password"
            size="md"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save PIN'}
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
