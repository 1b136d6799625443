import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ZManagerApprovalInput,
  type ManagerApproval,
  type ManagerApprovalInput,
} from '../../../../shared/manager-approval';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { apiPost, errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { setApprovalAsker } from '../../../lib/manager-approval';
import { toastSuccess } from '../../../lib/toast';

type Pending = { reason: string; resolve: (token: string | null) => void };

/**
 * The manager's approval at this device (issue 37): opened by any write the server held for a
 * manager, it shows why, takes the manager's username and PIN, and hands the approval back to
 * the write, which goes again. Closing it leaves the refusal as it was.
 */
export default function ManagerApprovalDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  useEffect(
    () =>
      setApprovalAsker(
        (reason) =>
          new Promise((resolve) => {
            // A second question while one is open answers the first as cancelled.
            pendingRef.current?.resolve(null);
            const next = { reason, resolve };
            pendingRef.current = next;
            setPending(next);
          }),
      ),
    [],
  );
  const finish = (token: string | null) => {
    pendingRef.current?.resolve(token);
    pendingRef.current = null;
    setPending(null);
  };
  if (!pending) return null;
  return <ApprovalForm key={pending.reason} reason={pending.reason} onDone={finish} />;
}

function ApprovalForm({
  reason,
  onDone,
}: {
  reason: string;
  onDone: (token: string | null) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ManagerApprovalInput>({
    resolver: zodResolver(ZManagerApprovalInput),
    defaultValues: { username: '', pin: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const approval = await apiPost<ManagerApproval>('/api/manager-approvals', input);
      toastSuccess({ title: 'Approved', message: `Approved by ${approval.managerName}` });
      onDone(approval.token);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'username' || name === 'pin') form.setError(name, { message });
      }
      if (Object.keys(fields).length === 0) setRefusal(errorMessage(error, 'Please try again.'));
      form.setValue('pin', '');
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <ResponsiveModal title="Manager approval" onClose={() => onDone(null)}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Manager approval">
        <Stack gap="md">
          <Alert color="orange" title="This needs a manager">
            {reason}
          </Alert>
          <Text fz="sm">
            A manager of this store types their username and approval PIN here. The change is then
            saved with their name on it.
          </Text>
          <TextInput
            label="Manager's username"
            size="md"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            data-autofocus
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            label="Approval PIN"
            size="md"
            inputMode="numeric"
            autoComplete="off"
            error={errors.pin?.message}
            {...form.register('pin')}
          />
          {refusal && (
            <Text c="red.8" fz="sm" role="alert">
              {refusal}
            </Text>
          )}
          <Group grow>
            <Button variant="default" size="lg" onClick={() => onDone(null)}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? 'Checking...' : 'Approve'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
