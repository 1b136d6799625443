import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../shared/users';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateUser } from '../../users/api';
import {
  OVERSIGHT,
  candidatesFor,
  fullName,
  managersOf,
  reachAfter,
  reachProblem,
  type Overseen,
} from './managers';
import { ResponsiveModal } from '../../../components/ResponsiveModal';

type Props = {
  kind: Overseen;
  /** The store or region whose managers are chosen. */
  target: { id: string; name: string };
  users: AdminUser[];
  onClose: () => void;
};

/** Chooses who oversees a store (area managers) or a region (regional managers). */
export function ManagersModal({ kind, target, users, onClose }: Props) {
  const { title, reach, missing } = OVERSIGHT[kind];
  const update = useUpdateUser();
  const submit = useSubmitState();
  const candidates = candidatesFor(users, kind);
  // Read on every render: a manager saved before a failure counts as already assigned.
  const assigned = managersOf(users, kind, target.id).map((user) => user.id);
  const [chosen, setChosen] = useState(assigned);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: string[]) => {
    for (const user of candidates) {
      if (!assigned.includes(user.id) || next.includes(user.id)) continue;
      const problem = reachProblem(user, kind, reachAfter(user, kind, target.id, false));
      if (problem) {
        setError(
          `${fullName(user)} cannot be taken off ${target.name}: it is the only one they oversee. ${problem}.`,
        );
        return;
      }
    }
    setError(null);
    setChosen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.state === 'submitting') return;
    const changed = candidates.filter(
      (user) => assigned.includes(user.id) !== chosen.includes(user.id),
    );
    if (changed.length === 0) return onClose();
    submit.start();
    for (const user of changed) {
      const next = reachAfter(user, kind, target.id, chosen.includes(user.id));
      try {
        await update.mutateAsync({ id: user.id, [reach]: next });
      } catch (failure) {
        submit.fail();
        const message = fieldErrors(failure)[reach] ?? errorMessage(failure, 'Please try again.');
        setError(`${fullName(user)}: ${message}`);
        toastError({ title: 'Managers not updated', message });
        return;
      }
    }
    toastSuccess({ title: 'Managers updated', message: `${title} of ${target.name} are saved.` });
    onClose();
  };

  return (
    <ResponsiveModal title={`${title} of ${target.name}`} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
        <Stack gap="lg">
          {candidates.length === 0 ? (
            <Text c="dimmed">{missing}</Text>
          ) : (
            <Checkbox.Group
              size="md"
              label={title}
              description={`Tick everyone who oversees ${target.name}.`}
              value={chosen}
              onChange={choose}
              error={error}
              // The refusal shows above the list, where the tap that caused it is still in view.
              inputWrapperOrder={['label', 'description', 'error', 'input']}
            >
              <Stack gap="xs" mt="xs">
                {candidates.map((user) => (
                  <Checkbox.Card key={user.id} value={user.id} radius="md" p="sm">
                    <Group wrap="nowrap" gap="sm" mih={28}>
                      <Checkbox.Indicator size="md" />
                      <div>
                        <Text fw={600}>{fullName(user)}</Text>
                        <Text fz="sm" c="dimmed">
                          {reachNote(user, kind, target.id)}
                        </Text>
                      </div>
                    </Group>
                  </Checkbox.Card>
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <SubmitButton
            state={submit.state}
            idleLabel="Save Managers"
            successLabel="Saved"
            disabled={candidates.length === 0 || submit.state === 'submitting'}
            fullWidth
          />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}

/** How much else a manager oversees, so nobody is surprised by a refusal. */
function reachNote(user: AdminUser, kind: Overseen, id: string): string {
  const others = reachAfter(user, kind, id, false).length;
  const noun = kind === 'store' ? 'store' : 'region';
  const status = user.disabled ? ' · disabled' : '';
  if (others === 0) return `Oversees no other ${noun}${status}`;
  return `Oversees ${others} other ${noun}${others === 1 ? '' : 's'}${status}`;
}
