import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formatDate } from '../../../../shared/format';
import { ZCreateInvite, type InviteCreated } from '../../../../shared/invites';
import { isStoreRole, rolesToGive, type Role } from '../../../../shared/roles';
import { RoleReachFields } from '../../../components/RoleReachFields';
import touch from '../../../components/touch.module.css';
import { useReachBinding } from '../../../components/use-reach-binding';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/api';
import { useAllRegions, useAllStores } from '../../org/api';
import { useCreateInvite } from '../api';
import { InviteLinkField } from './InviteLinkField';
import { OpenInvites } from './OpenInvites';

/** The role fields as the user forms hold them: a store role's one store in storeId. */
type InviteValues = {
  role?: Role;
  storeId: string | null;
  storeIds: string[];
  regionIds: string[];
  email: string;
};
type Invite = z.output<typeof ZCreateInvite>;

const EMPTY: InviteValues = {
  role: undefined,
  storeId: null,
  storeIds: [],
  regionIds: [],
  email: '',
};

/** An invitation names a store user's one store in storeIds, like an area manager's stores. */
function inviteInput({ role, storeId, storeIds, regionIds, email }: InviteValues): unknown {
  return {
    role,
    storeIds: role && isStoreRole(role) ? (storeId ? [storeId] : []) : storeIds,
    regionIds: role === 'regionalmanager' ? regionIds : undefined,
    email: email.trim() || undefined,
  };
}

const schemaResolver = zodResolver(z.preprocess(inviteInput, ZCreateInvite)) as unknown as Resolver<
  InviteValues,
  unknown,
  Invite
>;

/** The shared schema; a store role's store message goes beside its one-store field. */
const inviteResolver: Resolver<InviteValues, unknown, Invite> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const { storeIds, ...errors } = result.errors;
  if (!storeIds?.message || !values.role || !isStoreRole(values.role)) return result;
  return {
    values: {},
    errors: { ...errors, storeId: { type: 'validate', message: storeIds.message } },
  };
};

/** Admin tab: invite someone by link to a role and its stores or regions, and see open links. */
export default function InvitationsCard() {
  const { data: user } = useCurrentUser();
  const [created, setCreated] = useState<InviteCreated | null>(null);
  if (!user) return null;
  const roles = rolesToGive(user.role);

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
  const form = useForm<InviteValues, unknown, Invite>({
    resolver: inviteResolver,
    defaultValues: EMPTY,
  });
  const reach = useReachBinding(form);
  const stores = useAllStores();
  const regions = useAllRegions();
  const create = useCreateInvite();

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const invite = await create.mutateAsync(input);
      onCreated(invite);
      toastSuccess({
        title: 'Invitation created',
        message: input.email
          ? 'Copy the link below; it was also sent by e-mail.'
          : 'Copy the link below and send it to the person you invite.',
      });
      form.reset(EMPTY);
    } catch (error) {
      reportSaveError(form, error, 'Invitation not created');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Create invitation">
      <Stack gap="md">
        <RoleReachFields
          roles={roles}
          value={reach.value}
          onChange={reach.onChange}
          errors={reach.errors}
          stores={stores}
          regions={regions}
        />
        <TextInput
          label="Email (optional)"
          type="email"
          size="md"
          autoComplete="off"
          description="The link is also e-mailed when given"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
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
