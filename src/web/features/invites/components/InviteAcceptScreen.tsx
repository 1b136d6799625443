import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLinkOff, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  INVITE_MESSAGES,
  ZAcceptInvite,
  type AcceptInviteInput,
  type InviteVerify,
} from '../../../../shared/invites';
import { ROLE_LABELS } from '../../../../shared/roles';
import { AccountFields } from '../../../components/AccountFields';
import { ApiError, errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAcceptInvite, useVerifyInvite } from '../api';
import touch from '../../../components/touch.module.css';
import { ProductBrand } from '../../../components/ProductBrand';
import classes from './InviteAcceptScreen.module.css';

/** After 'Account Created!' the page goes to sign-in after 2 s (docs/product.md, Invitations). */
const REDIRECT_MS = 2_000;

/** The show-password eye, named for screen readers; its size comes from the CSS module. */
type AcceptValues = z.output<typeof ZAcceptInvite>;

/** /invite/accept: checks the link's token, then lets the invited person create their account. */
export default function InviteAcceptScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const verify = useVerifyInvite(token);

  const problem: 'noToken' | 'invalid' | 'failed' | null = !token
    ? 'noToken'
    : verify.isError
      ? verify.error instanceof ApiError && verify.error.status === 404
        ? 'invalid'
        : 'failed'
      : null;

  // One toast per problem, even when React runs the effect twice.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!problem || toasted.current === problem) return;
    toasted.current = problem;
    if (problem === 'noToken') {
      toastError({ title: INVITE_MESSAGES.invalidLinkTitle, message: INVITE_MESSAGES.noToken });
    } else if (problem === 'invalid') {
      toastError({ title: INVITE_MESSAGES.invalidTitle, message: INVITE_MESSAGES.invalid });
    } else {
      toastError({ title: 'Error', message: INVITE_MESSAGES.verifyFailed });
    }
  }, [problem]);

  let body: ReactNode;
  if (problem) {
    body = <InvalidCard noToken={problem === 'noToken'} />;
  } else if (verify.data && token) {
    body = <SignupForm token={token} invite={verify.data} />;
  } else {
    body = (
      <Center py="xl">
        <Loader aria-label="Checking invitation" />
      </Center>
    );
  }

  return (
    <main className={classes.screen}>
      <ProductBrand />
      <div className={`${classes.box} ${touch.touch}`}>{body}</div>
    </main>
  );
}

function InvalidCard({ noToken }: { noToken: boolean }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p="xl" shadow="sm" data-testid="invalid-invitation">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconLinkOff size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {noToken ? INVITE_MESSAGES.invalidLinkTitle : INVITE_MESSAGES.invalidTitle}
        </Title>
        <Text c="dimmed">{noToken ? INVITE_MESSAGES.noToken : INVITE_MESSAGES.invalid}</Text>
        <Text c="dimmed" fz="sm">
          Ask the person who invited you for a new link.
        </Text>
        <Button size="lg" fullWidth onClick={() => void navigate('/auth', { replace: true })}>
          Go to Login
        </Button>
      </Stack>
    </Paper>
  );
}

function SignupForm({ token, invite }: { token: string; invite: InviteVerify }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<AcceptInviteInput, unknown, AcceptValues>({
    resolver: zodResolver(ZAcceptInvite),
    defaultValues: {
      username: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      token,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accept.mutateAsync(values);
      toastSuccess({ title: INVITE_MESSAGES.createdTitle, message: INVITE_MESSAGES.created });
      timer.current = setTimeout(() => void navigate('/auth', { replace: true }), REDIRECT_MS);
    } catch (error) {
      toastError({
        title: 'Error',
        message: errorMessage(error, INVITE_MESSAGES.createFailed),
      });
    }
  });

  const roleLabel = invite.roleLabel || ROLE_LABELS[invite.role];
  const done = accept.isSuccess;
  const pending = accept.isPending;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="sm">
      <form onSubmit={onSubmit} noValidate aria-label="Create your account">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="indigo" aria-hidden>
              <IconMailOpened size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={1} size="h2">
                You're invited
              </Title>
              <Text c="dimmed">Choose a username and password to create your account.</Text>
            </Stack>
          </Group>
          <Paper radius="md" p="md" bg="indigo.0" data-testid="invite-summary">
            <Stack gap={6}>
              <Group gap="xs">
                <Text fz="sm" c="dimmed">
                  Role
                </Text>
                <Badge size="lg" variant="filled" color="indigo">
                  {roleLabel}
                </Badge>
              </Group>
              {invite.regionNames.length > 0 && (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" fz="sm">
                    {invite.regionNames.length === 1 ? 'Region: ' : 'Regions: '}
                  </Text>
                  {invite.regionNames.join(', ')}
                </Text>
              )}
              {invite.storeNames.length > 0 && (
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" fz="sm">
                    {invite.storeNames.length === 1 ? 'Store: ' : 'Stores: '}
                  </Text>
                  {invite.storeNames.join(', ')}
                </Text>
              )}
            </Stack>
          </Paper>
          <AccountFields form={form} />
          <Button type="submit" size="lg" fullWidth disabled={pending || done} mt="xs">
            {pending ? 'Creating Account...' : done ? 'Account Created!' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
