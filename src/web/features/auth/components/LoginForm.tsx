import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LoginInput, SessionUser } from '../../../../shared/auth';
import { missingLoginFields } from '../../../../shared/login-messages';
import { PRODUCT_NAME } from '../../../../shared/product';
import { homePath } from '../../../../shared/roles';
import { ApiError, errorMessage } from '../../../lib/api';
import { blocksUser, saveLoginBlock, type LoginBlock } from '../../../lib/login-block';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useLogin } from '../api';

type Props = {
  /**
   * A store's counter sign-in closed by a daily report (docs/product.md, Daily report and the
   * sign-in block); others may sign in.
   */
  block?: LoginBlock | null;
  onBlocked?: (block: LoginBlock) => void;
  onSignedIn?: (user: SessionUser) => void;
};

type Errors = Partial<Record<keyof LoginInput, string>>;

/**
 * The server's "closed until" instant and store of a sign-in refused after a daily report (a 403
 * with blockedUntil; its code is LOGIN_BLOCKED, not imported to keep the report module out of /auth).
 */
function refusalOf(error: unknown): {
  blockedUntil?: unknown;
  storeId?: unknown;
  timeZone?: unknown;
} {
  if (!(error instanceof ApiError) || error.status !== 403) return {};
  const body = error.body;
  return typeof body === 'object' && body !== null ? body : {};
}

export function LoginForm({ block = null, onBlocked, onSignedIn }: Props) {
  const navigate = useNavigate();
  const login = useLogin();
  const [errors, setErrors] = useState<Errors>({});
  const [username, setUsername] = useState('');
  const blocked = blocksUser(block, username);

  // mutateAsync, not mutate callbacks: signing in unmounts this form before they would run.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The two required fields are checked here without the schema library, which would be a
    // third of the sign-in screen's JavaScript; the server validates the whole input again.
    const input = {
      username: String(form.get('username') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const missing = missingLoginFields(input);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setErrors({});
    try {
      const user = await login.mutateAsync(input);
      onSignedIn?.(user);
      toastSuccess({ title: 'Login successful!', message: `Welcome back ${user.firstName}` });
      void navigate(homePath(user.role), { replace: true });
    } catch (error) {
      const refusal = refusalOf(error);
      const saved = saveLoginBlock(refusal.blockedUntil, {
        storeId: refusal.storeId,
        timeZone: refusal.timeZone,
        username: input.username,
      });
      if (saved !== null) onBlocked?.(saved);
      toastError({
        title: 'Login failed',
        message: errorMessage(error, 'Please check your credentials and try again.'),
      });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Welcome back
          </Title>
          <Text c="dimmed">Sign in to {PRODUCT_NAME} to start your shift.</Text>
        </Stack>
        <TextInput
          name="username"
          label="Username"
          size="md"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.username}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          name="password"
          label="Password"
          size="md"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" size="lg" fullWidth disabled={blocked || login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
