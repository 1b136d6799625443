import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZFirstName, ZLastName, ZNewPassword, ZUsername } from '../../../../shared/auth';
import { ZUpdateUser, type AdminUser } from '../../../../shared/users';
import { AccountFields } from '../../../components/AccountFields';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateUser } from '../api';

const ZEditUserForm = z
  .object({
    username: ZUsername,
    firstName: ZFirstName,
    lastName: ZLastName,
    email: ZUpdateUser.shape.email,
    // Empty keeps the current password.
    password: z.union([z.literal(''), ZNewPassword]),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type EditUserInput = z.input<typeof ZEditUserForm>;
type EditUserValues = z.output<typeof ZEditUserForm>;

const valuesOf = (user: AdminUser) => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
});

/**
 * Edit User: names, username, e-mail, a new password, and whether the account may sign in.
 * A new password or a disable signs the person out everywhere (the server does that).
 */
export function EditUserModal({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}) {
  const update = useUpdateUser();
  const [active, setActive] = useState(!user.disabled);
  // The account as the form shows it: a save refused as stale shows the newer one (issue 37).
  const [version, setVersion] = useState(user.updatedAt);
  const form = useForm<EditUserInput, unknown, EditUserValues>({
    resolver: zodResolver(ZEditUserForm),
    defaultValues: { ...valuesOf(user), password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, password, ...values }) => {
    try {
      await update.mutateAsync({
        id: user.id,
        ...values,
        email: values.email ?? '',
        ...(password ? { password } : {}),
        ...(isSelf ? {} : { disabled: !active }),
        version,
      });
      toastSuccess({ title: 'User updated', message: `${values.firstName} ${values.lastName}` });
      onClose();
    } catch (error) {
      reportSaveError(form, error, 'User not updated', (current: AdminUser) => {
        form.reset({ ...valuesOf(current), password: '', confirmPassword: '' });
        setActive(!current.disabled);
        setVersion(current.updatedAt);
      });
    }
  });

  return (
    <ResponsiveModal title="Edit User" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit user">
        <Stack gap="md">
          <AccountFields form={form} email password="change" owner="other" />
          {!isSelf && (
            <Switch
              size="md"
              label="Account active"
              description="A disabled account cannot sign in; its records stay."
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
          )}
          <Button type="submit" size="lg" fullWidth disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
