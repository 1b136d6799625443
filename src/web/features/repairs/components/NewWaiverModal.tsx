import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/auth';
import { newId } from '../../../../shared/ids';
import {
  REPAIR_TOASTS,
  SIGNATURE_MISSING_MESSAGE,
  ZRepairWaiverInput,
  type RepairWaiverDetail,
  type RepairWaiverParsed,
} from '../../../../shared/repairs';
import { FormSheet } from '../../../components/FormSheet';
import { MarketingConsentFields } from '../../../components/MarketingConsent';
import { useReportUnsaved } from '../../../components/GuardedModal';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { focusFirstError } from '../../../lib/focus-first-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCurrentUser } from '../../auth/api';
import { useMyStores } from '../../org/api';
import { useCurrentTerms } from '../../terms/api';
import { useCreateRepair } from '../api';
import { ConsentSection } from './ConsentSection';
import { CustomerSection } from './CustomerSection';
import { DeviceSection } from './DeviceSection';
import { RepairSection } from './RepairSection';
import { choosesStore, STORE_REQUIRED, StoreField } from './StoreField';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { emptyWaiver, type WaiverFormValues } from './waiver-form';
import type { Saved } from '../../../lib/offline/writes';
import { useCloseAfterSuccess } from '../../../lib/use-close-after-success';

/** Offline, the waiver waits on this device; the ticket number comes when the server has it. */
const OFFLINE_SAVED =
  'No connection: the waiver is saved on this device and sent when the connection is back. Its ticket number comes then.';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Fields already known, e.g. from the appointment the customer booked. */
  prefill?: WaiverPrefill;
  /** Told of the check-in once it is made (or saved offline), e.g. to mark the appointment arrived. */
  onCreated?: (saved: Saved<RepairWaiverDetail>) => void;
};

export type WaiverPrefill = Partial<WaiverFormValues>;

/**
 * The form holds every field of the schema's input, always present (text fields start as ''),
 * which the schema accepts; the cast only narrows its optional fields to required ones.
 */
const waiverResolver = zodResolver(ZRepairWaiverInput) as unknown as Resolver<
  WaiverFormValues,
  unknown,
  RepairWaiverParsed
>;

/**
 * The check-in form (docs/product.md, Screens: New Repair Waiver); lazy, opened from the dashboard
 * and Customers.
 */
export default function NewWaiverModal({ opened, onClose, prefill, onCreated }: Props) {
  const { data: user } = useCurrentUser();
  return (
    <FormSheet what="this check-in" opened={opened} onClose={onClose} title="New Repair Waiver">
      {user && <WaiverForm user={user} onClose={onClose} prefill={prefill} onCreated={onCreated} />}
    </FormSheet>
  );
}

type FormProps = Omit<Props, 'opened'> & { user: SessionUser };

function WaiverForm({ user, onClose, prefill, onCreated }: FormProps) {
  const navigate = useNavigate();
  const create = useCreateRepair();
  const submit = useSubmitState();
  // One id per check-in: a retried submit (timeout, double tap) is the same repair.
  const clientId = useRef(newId());
  const [created, setCreated] = useState<Saved<RepairWaiverDetail> | null>(null);
  // Bumped to start over: remounts the sections, clearing their own state (picked customer...).
  const [generation, setGeneration] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const closeSoon = useCloseAfterSuccess();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<WaiverFormValues, unknown, RepairWaiverParsed>({
    resolver: waiverResolver,
    defaultValues: { ...emptyWaiver(user), ...prefill },
    // Pickers and pads are not registered inputs; focusFirstError finds them all in page order.
    shouldFocusError: false,
  });

  useReportUnsaved(form.formState.isDirty && !created);
  // The terms of the store the repair is filed under, shown above the signature and kept with it.
  const terms = useCurrentTerms('repair', form.watch('storeId') ?? user.storeId);
  // The store's tax rate says what the estimate comes to with tax, before the customer signs.
  const stores = useMyStores({ enabled: true });
  const taxRate =
    stores.data?.find((s) => s.id === (form.watch('storeId') ?? user.storeId))?.taxRate ?? null;

  const printTicket = (id: string) => void navigate(`/repairs/${id}/print`);

  const startOver = () => {
    form.reset({ ...emptyWaiver(user), ...prefill });
    clientId.current = newId();
    setCreated(null);
    setGeneration((n) => n + 1);
  };

  const showServerErrors = (error: unknown) => {
    const fields = fieldErrors(error);
    const values = form.getValues();
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(fields)) {
      if (Object.hasOwn(values, name))
        form.setError(name as keyof WaiverFormValues, { type: 'server', message });
      else unplaced.push(message);
    }
    setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
    focusFirstError(formRef.current);
  };

  /** Checked here, not by the shared schema: only some roles choose a store. */
  const storeChosen = () => {
    if (!choosesStore(user) || form.getValues('storeId')) return true;
    form.setError('storeId', { type: 'required', message: STORE_REQUIRED });
    return false;
  };

  const onValid = async (parsed: RepairWaiverParsed) => {
    if (submit.state === 'submitting' || created) return;
    if (!storeChosen()) {
      focusFirstError(formRef.current);
      return;
    }
    setFormError(null);
    submit.start();
    const { dirtyFields } = form.formState;
    try {
      const saved = await create.mutateAsync({
        ...parsed,
        id: clientId.current,
        termsVersionId: terms.data?.id,
        // Unticked and untouched says nothing, so a returning customer's earlier choice stands.
        notifyOptOut:
          parsed.notifyOptOut || dirtyFields.notifyOptOut ? parsed.notifyOptOut : undefined,
      });
      submit.succeed();
      const waiver = saved.record;
      setCreated(saved);
      onCreated?.(saved);
      toastSuccess({
        title: REPAIR_TOASTS.created,
        message: saved.queued ? (
          <Text fz="sm">{OFFLINE_SAVED}</Text>
        ) : (
          <Group gap="xs" justify="space-between">
            <Text fz="sm">
              Ticket {waiver.ticketNumber} for {waiver.customerName}.
            </Text>
            {/* Never narrowed by a long name: it moves under the text instead of being cut. */}
            <Button
              size="compact-sm"
              variant="light"
              style={{ flexShrink: 0 }}
              onClick={() => printTicket(waiver.id)}
            >
              Print ticket
            </Button>
          </Group>
        ),
      });
      closeSoon(() => {
        onClose();
        startOver();
      });
    } catch (error) {
      submit.fail();
      showServerErrors(error);
      toastError({
        title: REPAIR_TOASTS.createFailed,
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const onInvalid = (errors: FieldErrors<WaiverFormValues>) => {
    if (errors.dropoffSignature) toastError({ title: 'Error', message: SIGNATURE_MISSING_MESSAGE });
    storeChosen();
    focusFirstError(formRef.current);
  };

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <Stack gap="xl" pb="md">
        <Stack gap="xl" key={generation}>
          <StoreField user={user} form={form} />
          <CustomerSection form={form} />
          <MarketingConsentFields
            form={form}
            businessName={form.watch('companyName') || user.storeCompanyName || 'this shop'}
          />
          <DeviceSection form={form} />
          <RepairSection form={form} taxRate={taxRate} />
          <ConsentSection form={form} terms={terms.data} termsLoading={terms.isLoading} />
        </Stack>
        {formError && (
          <Alert color="red" title={REPAIR_TOASTS.createFailed}>
            {formError}
          </Alert>
        )}
        {created?.queued ? (
          <Alert color="orange" title="Saved on this device">
            <Text fz="sm">{OFFLINE_SAVED}</Text>
          </Alert>
        ) : created ? (
          <Alert color="teal" title={`Ticket ${created.record.ticketNumber} created`}>
            <Group justify="space-between" gap="sm">
              <Text fz="sm">Give the customer their ticket.</Text>
              <Button
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => printTicket(created.record.id)}
              >
                Print ticket
              </Button>
            </Group>
          </Alert>
        ) : null}
        <SubmitButton
          state={submit.state}
          idleLabel="Create Waiver"
          successLabel="Waiver Created"
          fullWidth
        />
      </Stack>
    </form>
  );
}
