import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { lastDays, PERIOD_PRESETS, type PeriodChoice, type PeriodValue } from './period';

type Props = { value: PeriodValue; onChange: (value: PeriodValue) => void };

/** Last 7, 30 or 90 days, or a date range of the user's choice. */
export function PeriodPicker({ value, onChange }: Props) {
  const choose = (choice: PeriodChoice) =>
    onChange(choice === 'range' ? { ...value, choice } : { choice, ...lastDays(Number(choice)) });
  const backwards = !!value.from && !!value.to && value.from > value.to;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        size="md"
        aria-label="Period"
        value={value.choice}
        onChange={(c) => choose(c as PeriodChoice)}
        data={[
          ...PERIOD_PRESETS.map((d) => ({ value: d, label: `${d} days` })),
          { value: 'range', label: 'Range' },
        ]}
      />
      {value.choice === 'range' && (
        <Group gap="sm" wrap="nowrap">
          <TextInput
            type="date"
            label="From"
            size="md"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            size="md"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
            error={backwards ? 'On or after From' : undefined}
          />
        </Group>
      )}
    </Group>
  );
}
