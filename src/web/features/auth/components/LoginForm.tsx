import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZLoginInput, type LoginInput } from '../../../../shared/auth';
import { PRODUCT_NAME } from '../../../../shared/product';
import { homePath } from '../../../../shared/roles';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useLogin } from '../api';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(ZLoginInput),
    defaultValues: { username: '', password: '' },
  });

  // mutateAsync, not mutate callbacks: signing in unmounts this form before they would run.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      toastSuccess({ title: 'Login successful!', message: `Welcome back ${user.firstName}` });
      void navigate(homePath(user.role), { replace: true });
    } catch (error) {
      toastError({
        title: 'Login failed',
        message: errorMessage(error, 'Please check your credentials and try again.'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Welcome back
          </Title>
          <Text c="dimmed">Sign in to {PRODUCT_NAME} to start your shift.</Text>
        </Stack>
        <TextInput
          label="Username"
          size="md"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          size="md"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
