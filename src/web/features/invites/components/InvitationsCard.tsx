import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../../shared/format';
import { ZCreateInvite, type InviteCreated } from '../../../../shared/invites';
import { ROLES, canAssignRole, isStoreRole, type Role } from '../../../../shared/roles';
import { NO_REACH, type RoleReach, type RoleReachErrors } from '../../../components/role-reach';
import { RoleReachFields } from '../../../components/RoleReachFields';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/api';
import { useAllRegions, useAllStores } from '../../org/api';
import { useCreateInvite } from '../api';
import { InviteLinkField } from './InviteLinkField';
import { OpenInvites } from './OpenInvites';

type Errors = Partial<Record<'role' | 'storeIds' | 'regionIds' | 'email', string>>;

/** Admin tab: invite someone by link to a role and its stores or regions, and see open links. */
export default function InvitationsCard() {
  const { data: user } = useCurrentUser();
  const [created, setCreated] = useState<InviteCreated | null>(null);
  if (!user) return null;
  const roles = ROLES.filter((role) => canAssignRole(user.role, role));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={touch.touch}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            Invitations
          </Title>
          <Text c="dimmed" fz="sm">
            Send a link that lets someone create their own account for a role and its stores.
          </Text>
        </Stack>
        <CreateInviteForm roles={roles} onCreated={setCreated} />
        {created && <CreatedLink invite={created} />}
        <OpenInvites />
      </Stack>
    </Paper>
  );
}

function CreateInviteForm({
  roles,
  onCreated,
}: {
  roles: Role[];
  onCreated: (invite: InviteCreated) => void;
}) {
  const [reach, setReach] = useState<RoleReach>(NO_REACH);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const stores = useAllStores();
  const regions = useAllRegions();
  const create = useCreateInvite();

  const changeReach = (next: RoleReach) => {
    if (next.role !== reach.role) setErrors({});
    setReach(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { role } = reach;
    // An invitation names a store user's one store in storeIds, like an area manager's stores.
    const parsed = ZCreateInvite.safeParse({
      role: role ?? undefined,
      storeIds: role && isStoreRole(role) ? (reach.storeId ? [reach.storeId] : []) : reach.storeIds,
      regionIds: role === 'regionalmanager' ? reach.regionIds : undefined,
      email: email.trim() || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const invite = await create.mutateAsync(parsed.data);
      onCreated(invite);
      toastSuccess({
        title: 'Invitation created',
        message: parsed.data.email
          ? 'Copy the link below; it was also sent by e-mail.'
          : 'Copy the link below and send it to the person you invite.',
      });
      setReach(NO_REACH);
      setEmail('');
    } catch (error) {
      toastError({
        title: 'Invitation not created',
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const storeRole = reach.role !== null && isStoreRole(reach.role);
  const reachErrors: RoleReachErrors = {
    role: errors.role,
    storeId: storeRole ? errors.storeIds : undefined,
    storeIds: storeRole ? undefined : errors.storeIds,
    regionIds: errors.regionIds,
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Create invitation">
      <Stack gap="md">
        <RoleReachFields
          roles={roles}
          value={reach}
          onChange={changeReach}
          errors={reachErrors}
          stores={stores}
          regions={regions}
        />
        <TextInput
          label="Email (optional)"
          type="email"
          size="md"
          autoComplete="off"
          description="The link is also e-mailed when given"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            disabled={create.isPending}
            w={{ base: '100%', sm: 'auto' }}
          >
            {create.isPending ? 'Creating...' : 'Create Invitation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedLink({ invite }: { invite: InviteCreated }) {
  return (
    <Alert color="teal" title="Invitation link" data-testid="invite-link">
      <Stack gap="xs">
        <InviteLinkField token={invite.token} label="the new invitation" />
        <Text fz="sm">
          Works once. Expires on <strong>{formatDate(invite.expiresAt)}</strong>. It stays under
          Open invitations until it is used.
        </Text>
      </Stack>
    </Alert>
  );
}
