import { useState } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { DEFAULT_BUSINESS_DAY_END_HOUR } from '../../../../shared/business-day';
import { DEFAULT_BUYBACK_RULES } from '../../../../shared/buyback-rules';
import { DEFAULT_STORE_MONEY, ppmToPercent } from '../../../../shared/store-money';
import type { z } from 'zod';
import {
  ZCreateStore,
  type CreateStoreInput,
  type Region,
  type Store,
  type US_TIME_ZONES,
} from '../../../../shared/org';
import {
  DEFAULT_LABEL_PRINTER,
  DEFAULT_RECEIPT_PRINTER,
  LABEL_PRINTER_OPTIONS,
  RECEIPT_PRINTER_OPTIONS,
  type LabelPrinter,
  type ReceiptPrinter,
} from '../../../../shared/printing';
import { FormSection } from '../../../components/FormSection';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { bindField } from '../../../lib/bind-field';
import { toastSuccess } from '../../../lib/toast';
import { useCompanies, useCreateStore, useUpdateStore } from '../api';
import { StoreContactFields } from './StoreContactFields';
import { StoreMoneyFields } from './StoreMoneyFields';
import { StoreRuleFields } from './StoreRuleFields';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { reportSaveError } from '../../../lib/server-errors';
import { END_HOUR_OPTIONS, TIME_ZONE_OPTIONS } from './time-zones';

/** The form's values: the pickers start empty, which the shared schema refuses with its message. */
export type StoreFormValues = Omit<z.input<typeof ZCreateStore>, 'timezone'> & {
  timezone: (typeof US_TIME_ZONES)[number] | undefined;
};

const resolver = zodResolver(ZCreateStore) as unknown as Resolver<
  StoreFormValues,
  unknown,
  CreateStoreInput
>;

type Props = {
  /** The store to edit; without it the form adds a store. */
  store?: Store;
  /** The region a new store goes in, when added from that region. */
  regionId?: string;
  regions: Region[];
  onClose: () => void;
};

function initialValues(store: Store | undefined, regionId: string | undefined): StoreFormValues {
  return {
    name: store?.name ?? '',
    storeName: store?.storeName ?? '',
    brand: store?.brand ?? '',
    companyName: store?.companyName ?? '',
    regionId: store?.regionId ?? regionId ?? '',
    // An older store's zone outside the US list is left for the admin to choose again.
    timezone: TIME_ZONE_OPTIONS.find((zone) => zone.value === store?.timezone)?.value,
    businessDayEndHour: store?.businessDayEndHour ?? DEFAULT_BUSINESS_DAY_END_HOUR,
    receiptPrinter: store?.receiptPrinter ?? DEFAULT_RECEIPT_PRINTER,
    labelPrinter: store?.labelPrinter ?? DEFAULT_LABEL_PRINTER,
    // A store made before addresses existed gets them the first time it is edited.
    streetAddress: store?.streetAddress ?? '',
    city: store?.city ?? '',
    state: store?.state ?? '',
    zip: store?.zip ?? '',
    phone: store?.phone ?? '',
    email: store?.email ?? '',
    website: store?.website ?? '',
    openingHours: store?.openingHours ?? '',
    licenseNumber: store?.licenseNumber ?? '',
    // A new store starts at the chain's defaults, shown so the office sees what it gets.
    taxRate: store?.taxRate ?? ppmToPercent(DEFAULT_STORE_MONEY.taxRatePpm),
    approvalLimitPercent: store?.approvalLimitPercent ?? DEFAULT_STORE_MONEY.approvalLimitPercent,
    approvalLimitAmount: store?.approvalLimitAmount ?? DEFAULT_STORE_MONEY.approvalLimitCents / 100,
    refundLimit: store?.refundLimit ?? DEFAULT_STORE_MONEY.refundLimitCents / 100,
    counterLimit: store?.counterLimit ?? DEFAULT_STORE_MONEY.counterLimitCents / 100,
    drawerAlert: store?.drawerAlert ?? DEFAULT_STORE_MONEY.drawerAlertCents / 100,
    warrantyDays: store?.warrantyDays ?? DEFAULT_STORE_MONEY.warrantyDays,
    buybackOfferPercent: store?.buybackOfferPercent ?? DEFAULT_STORE_MONEY.buybackOfferPercent,
    buybackMarginPercent: store?.buybackMarginPercent ?? DEFAULT_STORE_MONEY.buybackMarginPercent,
    buybackHoldDays: store?.buybackHoldDays ?? DEFAULT_BUYBACK_RULES.buybackHoldDays,
    buybackMinAge: store?.buybackMinAge ?? DEFAULT_BUYBACK_RULES.buybackMinAge,
    buybackSecondId: store?.buybackSecondId ?? DEFAULT_BUYBACK_RULES.buybackSecondId,
    policeReportHours: store?.policeReportHours ?? DEFAULT_BUYBACK_RULES.policeReportHours,
    policeReportEmail: store?.policeReportEmail ?? '',
    recordRetentionYears: store?.recordRetentionYears ?? DEFAULT_BUYBACK_RULES.recordRetentionYears,
  };
}

/** Only what changed is sent, so the activity log names the fields that really changed. */
function changes(store: Store, input: CreateStoreInput): Partial<CreateStoreInput> {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => store[key as keyof Store] !== value),
  );
}

export function StoreFormModal({ store, regionId, regions, onClose }: Props) {
  const create = useCreateStore();
  const update = useUpdateStore();
  const submit = useSubmitState();
  const form = useForm<StoreFormValues, unknown, CreateStoreInput>({
    resolver,
    defaultValues: initialValues(store, regionId),
  });
  // The store as the form shows it: a save refused as stale shows the newer one (issue 37).
  const [shown, setShown] = useState(store);
  const { errors } = form.formState;
  const companies = useCompanies();
  const company = bindField(form, 'companyName');
  // Active companies, and the store's own even once archived: it keeps it until changed.
  const companyNames = (companies.data ?? [])
    .filter((c) => !c.archived || c.name === store?.companyName)
    .map((c) => c.name);
  const region = bindField(form, 'regionId');
  const zone = bindField(form, 'timezone');
  const dayEnd = bindField(form, 'businessDayEndHour');
  const receiptPrinter = bindField(form, 'receiptPrinter');
  const labelPrinter = bindField(form, 'labelPrinter');

  const onValid = async (input: CreateStoreInput) => {
    if (submit.state === 'submitting') return;
    submit.start();
    try {
      if (store) {
        const base = shown ?? store;
        await update.mutateAsync({
          id: store.id,
          ...changes(base, input),
          version: base.updatedAt,
        });
        toastSuccess({ title: 'Store updated', message: `${input.name} is saved.` });
      } else {
        await create.mutateAsync(input);
        toastSuccess({ title: 'Store created', message: `${input.name} can now take work.` });
      }
      onClose();
    } catch (error) {
      submit.fail();
      reportSaveError(
        form,
        error,
        store ? 'Store not updated' : 'Store not created',
        (current: Store) => {
          form.reset(initialValues(current, regionId));
          setShown(current);
        },
      );
    }
  };

  return (
    <ResponsiveModal title={store ? `Edit ${store.name}` : 'Add Store'} onClose={onClose}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Store">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Store name"
              description="As customers see it, e.g. TekCell Riverside"
              required
              size="md"
              autoComplete="off"
              data-autofocus
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Short name"
              description="What staff call it; no two stores share one"
              required
              size="md"
              autoComplete="off"
              error={errors.storeName?.message}
              {...form.register('storeName')}
            />
            <TextInput
              label="Brand"
              description="The sign over the door"
              required
              size="md"
              autoComplete="off"
              error={errors.brand?.message}
              {...form.register('brand')}
            />
            <Select
              label="Company"
              description="Printed on its tickets; the office keeps the list under Companies"
              required
              size="md"
              allowDeselect={false}
              placeholder={companies.isPending ? 'Loading companies…' : 'Choose a company'}
              data={companyNames}
              value={company.value || null}
              onChange={(v) => company.onChange(v ?? '')}
              error={company.error}
            />
            <Select
              label="Region"
              required
              size="md"
              allowDeselect={false}
              placeholder="Choose a region"
              data={regions.map((r) => ({ value: r.id, label: r.name }))}
              value={region.value || null}
              onChange={(v) => region.onChange(v ?? '')}
              error={region.error}
            />
            <Select
              label="Time zone"
              description="Sets the store's business day for its daily report"
              required
              size="md"
              allowDeselect={false}
              placeholder="Choose a time zone"
              data={TIME_ZONE_OPTIONS}
              value={zone.value ?? null}
              onChange={(v) => zone.onChange((v ?? undefined) as StoreFormValues['timezone'])}
              error={zone.error}
            />
            <Select
              label="Business day ends at"
              description="A daily report filed before this hour closes the day before"
              size="md"
              allowDeselect={false}
              data={END_HOUR_OPTIONS}
              value={dayEnd.value === undefined ? null : String(dayEnd.value)}
              onChange={(v) => dayEnd.onChange(v === null ? undefined : Number(v))}
              error={dayEnd.error}
            />
          </SimpleGrid>
          <StoreContactFields form={form} />
          <FormSection title="Printers">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Receipt printer"
                description="Tickets, sales receipts and bills of sale print on it"
                size="md"
                allowDeselect={false}
                data={RECEIPT_PRINTER_OPTIONS}
                value={receiptPrinter.value ?? null}
                onChange={(v) => receiptPrinter.onChange((v ?? undefined) as ReceiptPrinter)}
                error={receiptPrinter.error}
              />
              <Select
                label="Label printer"
                description="The label stuck on each repaired device"
                size="md"
                allowDeselect={false}
                data={LABEL_PRINTER_OPTIONS}
                value={labelPrinter.value ?? null}
                onChange={(v) => labelPrinter.onChange((v ?? undefined) as LabelPrinter)}
                error={labelPrinter.error}
              />
            </SimpleGrid>
          </FormSection>
          <StoreMoneyFields form={form} store={store} />
          <StoreRuleFields form={form} />
          <SubmitButton
            state={submit.state}
            idleLabel={store ? 'Save Store' : 'Add Store'}
            successLabel="Saved"
            fullWidth
          />
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
