import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { deviceName } from '../../../../shared/device-name';
import { ZPoliceRecordInput } from '../../../../shared/police';
import type { StockItem } from '../../../../shared/stock';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { usePoliceRecord } from '../api';

type Props = { item: StockItem; step: 'police-hold' | 'seize'; onClose: () => void };

const EMPTY = { officer: '', agency: '', caseNumber: '', note: '' };
type Field = keyof typeof EMPTY;

const TEXT = {
  'police-hold': {
    title: 'Put a device on police hold',
    intro:
      'The police asked the store to keep it: it cannot be sold or returned until the office lifts the hold.',
    confirm: 'Place police hold',
    done: 'Police hold placed',
  },
  seize: {
    title: 'Record a police seizure',
    intro: 'The police took the device: it leaves stock, and the record stays with it.',
    confirm: 'Record seizure',
    done: 'Seizure recorded',
  },
} as const;

/** A manager records what the police asked of a device in stock: keep it (a hold), or take it. */
export default function PoliceRecordModal({ item, step, onClose }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = usePoliceRecord(step);
  const text = TEXT[step];

  const confirm = async () => {
    const parsed = ZPoliceRecordInput.safeParse({ ...values, note: values.note || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await save.mutateAsync({ id: item.id, record: parsed.data });
      toastSuccess({
        title: text.done,
        message: `${deviceName(item.deviceBrand, item.deviceModel)}: case ${parsed.data.caseNumber}.`,
      });
      onClose();
    } catch (err) {
      toastError({ title: 'Error', message: errorMessage(err, 'Nothing was recorded.') });
    }
  };
  const field = (name: Field) => ({
    size: 'md' as const,
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  return (
    <ResponsiveModal onClose={onClose} title={text.title}>
      <Stack gap="md">
        <Text>
          {deviceName(item.deviceBrand, item.deviceModel)} (IMEI {item.imei}). {text.intro}
        </Text>
        <TextInput label="Officer's name" required {...field('officer')} />
        <TextInput label="Agency" required {...field('agency')} />
        <TextInput label="Case number" required {...field('caseNumber')} />
        <Textarea label="Note" autosize minRows={2} {...field('note')} />
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button size="md" color="red" loading={save.isPending} onClick={() => void confirm()}>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
