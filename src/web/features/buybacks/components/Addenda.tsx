import { Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ADDENDUM_PARTS,
  ADDENDUM_PART_LABELS,
  ZAddendumInput,
  type AddendumPart,
} from '../../../../shared/buyback-addenda';
import type { DevicePurchaseDetail } from '../../../../shared/buybacks';
import { formatDateTime } from '../../../../shared/format';
import { can } from '../../../../shared/policy';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/api';
import { useAddAddendum } from '../api';

const PART_OPTIONS = ADDENDUM_PARTS.map((value) => ({ value, label: ADDENDUM_PART_LABELS[value] }));

/**
 * The record's corrections, oldest first, and for a manager the form to add one: the record
 * above is evidence and stays as it was written.
 */
export function Addenda({ p }: { p: DevicePurchaseDetail }) {
  const { data: user } = useCurrentUser();
  const [adding, setAdding] = useState(false);
  const mayCorrect = !!user && can(user.role, 'buybacks.correct');
  if (p.addenda.length === 0 && !mayCorrect) return null;
  return (
    <section aria-labelledby="addenda-title">
      <Title id="addenda-title" order={3} size="h5" mb="xs">
        Corrections
      </Title>
      <Stack gap="sm">
        {p.addenda.length === 0 && (
          <Text size="sm" c="dimmed">
            None. The record cannot be edited; a correction is added beside it.
          </Text>
        )}
        {p.addenda.map((a) => (
          <div key={a.id}>
            <Text fw={600}>
              {ADDENDUM_PART_LABELS[a.part]}: {a.correction}
            </Text>
            <Text size="sm" c="dimmed">
              {a.createdByName}, {formatDateTime(a.createdAt)}. Why: {a.reason}
            </Text>
          </div>
        ))}
        {mayCorrect &&
          (adding ? (
            <AddendumForm purchaseId={p.id} onDone={() => setAdding(false)} />
          ) : (
            <Button
              variant="light"
              size="md"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setAdding(true)}
            >
              Add a correction
            </Button>
          ))}
      </Stack>
    </section>
  );
}

type Errors = Partial<Record<'part' | 'correction' | 'reason', string>>;

function AddendumForm({ purchaseId, onDone }: { purchaseId: string; onDone: () => void }) {
  const add = useAddAddendum(purchaseId);
  const [part, setPart] = useState<AddendumPart | null>(null);
  const [correction, setCorrection] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const save = async () => {
    const parsed = ZAddendumInput.safeParse({ part: part ?? undefined, correction, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      toastSuccess({ title: 'Correction added', message: 'It is kept beside the record.' });
      onDone();
    } catch (err) {
      toastError({ title: 'Error', message: errorMessage(err, 'The correction was not added.') });
    }
  };

  return (
    <Stack gap="sm">
      <Select
        label="What is corrected"
        required
        size="md"
        data={PART_OPTIONS}
        value={part}
        onChange={(v) => {
          setPart(v as AddendumPart | null);
          setErrors((e) => ({ ...e, part: undefined }));
        }}
        error={errors.part}
      />
      <Textarea
        label="What the record should read"
        required
        size="md"
        autosize
        minRows={2}
        value={correction}
        onChange={(e) => {
          setCorrection(e.currentTarget.value);
          setErrors((x) => ({ ...x, correction: undefined }));
        }}
        error={errors.correction}
      />
      <Textarea
        label="Why"
        required
        size="md"
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setErrors((x) => ({ ...x, reason: undefined }));
        }}
        error={errors.reason}
      />
      <Group gap="sm">
        <Button size="md" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button size="md" loading={add.isPending} onClick={() => void save()}>
          Add correction
        </Button>
      </Group>
    </Stack>
  );
}
