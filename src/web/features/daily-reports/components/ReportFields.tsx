import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  REPORT_AMOUNT_FIELDS,
  reportTotalsCents,
  type DailyReport,
  type DailyReportInput,
} from '../../../../shared/daily-reports';
import {
  RECORDED_FIELDS,
  type RecordedDay,
  type RecordedField,
} from '../../../../shared/cash-drawer';
import { MoneyInput } from '../../../components/MoneyInput';
import { AMOUNT_LABELS } from './amount-labels';
import { RecordedHint } from './RecordedHint';
import { ReportTotalsList } from './ReportTotalsList';

/** What the report's fields hold while typed: the form's values before the schema checks them. */
export type ReportFieldValues = Omit<DailyReportInput, 'storeId' | 'reportDate' | 'reportTime'>;

/** An empty report, or the one filed before (a reopened day starts from what was filed). */
export function reportDefaults(previous: DailyReport | null): ReportFieldValues {
  return {
    ...Object.fromEntries(REPORT_AMOUNT_FIELDS.map((f) => [f, previous ? previous[f] : 0])),
    staffOnShift: previous?.staffOnShift ?? '',
    googleReviews: String(previous?.googleReviews ?? 0),
    socialFollowers: String(previous?.socialFollowers ?? 0),
    notes: previous?.notes ?? '',
  };
}

/** Payment total, gross and net, worked out as the amounts are typed (cents). */
function LiveTotals({ control }: { control: Control<ReportFieldValues> }) {
  const values = useWatch({ control });
  return <ReportTotalsList totals={reportTotalsCents(values)} label="Live totals" />;
}

type Props = {
  // The form's own output type differs per form (a correction adds its reason); these fields
  // only read and write the report's part, which every such form has.
  control: Control<ReportFieldValues>;
  register: UseFormRegister<ReportFieldValues>;
  errors: FieldErrors<ReportFieldValues>;
  /** What the ledger recorded for the day, shown under each field the clerk counts. */
  recorded?: RecordedDay['recorded'] | null;
};

const isRecorded = (field: string): field is RecordedField =>
  (RECORDED_FIELDS as readonly string[]).includes(field);

/** The daily report's fields: the amounts with live totals, who worked, reviews, notes. */
export function ReportFields({ control, register, errors, recorded }: Props) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
        {REPORT_AMOUNT_FIELDS.map((field) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <MoneyInput
                label={AMOUNT_LABELS[field]}
                size="md"
                name={name}
                ref={ref}
                value={value ?? ''}
                onChange={onChange}
                onBlur={onBlur}
                error={errors[field]?.message}
                description={
                  recorded && isRecorded(field) ? (
                    <RecordedHint recorded={recorded[field]} typed={value} />
                  ) : undefined
                }
              />
            )}
          />
        ))}
      </SimpleGrid>
      <LiveTotals control={control} />
      <TextInput
        label="Staff on shift"
        size="md"
        placeholder="Who worked today"
        error={errors.staffOnShift?.message}
        {...register('staffOnShift')}
      />
      <SimpleGrid cols={2} spacing="sm">
        {(['googleReviews', 'socialFollowers'] as const).map((field) => (
          <TextInput
            key={field}
            label={field === 'googleReviews' ? 'Google reviews' : 'Social followers'}
            size="md"
            inputMode="numeric"
            autoComplete="off"
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label="Notes"
        size="md"
        autosize
        minRows={2}
        maxRows={6}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </Stack>
  );
}
