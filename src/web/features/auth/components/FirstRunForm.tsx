import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZRegisterInput } from '../../../../shared/auth';
import { homePath } from '../../../../shared/roles';
import { AccountFields } from '../../../components/AccountFields';
import { BLANK_ACCOUNT } from '../../../components/blank-account';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useRegister } from '../api';

const ZFirstRunForm = ZRegisterInput.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
);
type FirstRunInput = z.input<typeof ZFirstRunForm>;
type FirstRunValues = z.output<typeof ZFirstRunForm>;

/** Shown instead of sign-in while the shop has no account yet; the first account is the admin. */
export default function FirstRunForm() {
  const navigate = useNavigate();
  const registerAdmin = useRegister();
  const form = useForm<FirstRunInput, unknown, FirstRunValues>({
    resolver: zodResolver(ZFirstRunForm),
    defaultValues: BLANK_ACCOUNT,
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      const { message, ...user } = await registerAdmin.mutateAsync(input);
      toastSuccess({ title: 'Account created!', message });
      void navigate(homePath(user.role), { replace: true });
    } catch (error) {
      toastError({
        title: 'Registration failed',
        message: errorMessage(error, 'Please try again.'),
      });
    }
  });

  const pending = registerAdmin.isPending;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Create the administrator account
          </Title>
          <Text c="dimmed">
            Nobody has signed in yet. The first account runs the shop: it adds the stores and
            invites the team.
          </Text>
        </Stack>
        <AccountFields form={form} email />
        <Button type="submit" size="lg" fullWidth disabled={pending} mt="xs">
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
