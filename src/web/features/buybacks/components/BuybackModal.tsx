import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../../shared/auth';
import { BUYBACK_REQUIRED, BUYBACK_TOASTS, IMEI_BLOCKED_CODE } from '../../../../shared/buybacks';
import { newId } from '../../../../shared/ids';
import { normalizeImei } from '../../../../shared/imei';
import { ownValue } from '../../../../shared/lookup';
import { can } from '../../../../shared/policy';
import { isStoreRole } from '../../../../shared/roles';
import { FormSheet } from '../../../components/FormSheet';
import { useReportUnsaved } from '../../../components/GuardedModal';
import { StoreSelect, STORE_CHOICE_REQUIRED } from '../../../components/StoreSelect';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { focusFirstError } from '../../../lib/focus-first-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCloseAfterSuccess } from '../../../lib/use-close-after-success';
import { useCurrentUser } from '../../auth/api';
import { useCurrentTerms } from '../../terms/api';
import { useMyStores } from '../../org/api';
import { useCreateBuyback } from '../api';
import { BlockedNotice, OVERRIDE_REASON_MIN, OVERRIDE_REASON_REQUIRED } from './BlockedNotice';
import {
  buybackFormData,
  buybackResolver,
  emptyBuyback,
  emptyFiles,
  errorsAfterChange,
  missingFiles,
  requiredErrors,
  type BuybackFiles,
  type BuybackFormValues,
  type BuybackParsed,
  type FileErrors,
  type MissingFile,
} from './buyback-form';
import { DeclarationSection } from './DeclarationSection';
import { DeviceSection } from './DeviceSection';
import { buyingStoreRules, sellerProblem } from './seller-rules';
import { EvidenceSection } from './EvidenceSection';
import { PaymentSection } from './PaymentSection';
import { businessNameOf, MarketingConsentFields } from '../../../components/MarketingConsent';
import { SellerSection } from './SellerSection';

/** The server names the required files by their multipart field. */
const FILE_FIELDS: Record<string, MissingFile> = {
  customerSignature: 'signature',
  deviceImages: 'photos',
  paymentReceipts: 'receipt',
};

type Props = { opened: boolean; onClose: () => void };

/**
 * The Fast Buyback form (docs/product.md, Screens); lazy, opened from the Buyback tab and
 * Dashboard.
 */
export default function BuybackModal({ opened, onClose }: Props) {
  const { data: user } = useCurrentUser();
  return (
    <FormSheet what="this buyback" opened={opened} onClose={onClose} title="Device Buyback">
      {user && <BuybackForm user={user} onClose={onClose} />}
    </FormSheet>
  );
}

function BuybackForm({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const create = useCreateBuyback();
  const navigate = useNavigate();
  const submit = useSubmitState();
  // One id per purchase: a retried submit (timeout, double tap, override) is the same buyback.
  const clientId = useRef(newId());
  const [files, setFiles] = useState<BuybackFiles>(emptyFiles);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  // The server's reason for refusing the IMEI, and the IMEI it refused.
  const [blocked, setBlocked] = useState<{ reason: string; imei: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Bumped to start over: remounts the sections, clearing their own state.
  const [generation, setGeneration] = useState(0);
  const closeSoon = useCloseAfterSuccess();
  const formRef = useRef<HTMLFormElement>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const form = useForm<BuybackFormValues, unknown, BuybackParsed>({
    resolver: buybackResolver,
    defaultValues: emptyBuyback(),
    shouldFocusError: false,
  });

  const filesTaken =
    !!files.signature || !!files.idPhoto || files.photos.length > 0 || files.receipts.length > 0;
  useReportUnsaved((form.formState.isDirty || filesTaken) && !done);

  const isManager = can(user.role, 'imei.override');
  const choosesStore = !isStoreRole(user.role);
  // Every role reads its stores: the buying store's rules decide the seller's checks.
  const stores = useMyStores({ enabled: true });
  const storeId = form.watch('storeId');
  const rules = buyingStoreRules(stores.data, storeId ?? user.storeId);
  const terms = useCurrentTerms('buyback', storeId ?? user.storeId);
  const onlyStore = stores.data?.length === 1 ? stores.data[0] : undefined;
  useEffect(() => {
    if (onlyStore && !form.getValues('storeId')) form.setValue('storeId', onlyStore.id);
  }, [onlyStore, form]);

  // A different IMEI is a different question: the old refusal no longer applies.
  const typedImei = normalizeImei(form.watch('imei').trim()).toUpperCase();
  const block = blocked && blocked.imei === typedImei ? blocked : null;

  const updateFiles = (patch: Partial<BuybackFiles>) => {
    setFiles((current) => ({ ...current, ...patch }));
    setFileErrors((current) => errorsAfterChange(current, patch, { ...files, ...patch }));
  };

  const startOver = () => {
    form.reset(emptyBuyback());
    setFiles(emptyFiles());
    setFileErrors({});
    setBlocked(null);
    setDone(false);
    clientId.current = newId();
    setGeneration((n) => n + 1);
  };

  /** The client's own refusals, before anything is sent; false when one applies. */
  const readyToSend = (values: BuybackFormValues): boolean => {
    const absent = missingFiles(files);
    setFileErrors(requiredErrors(absent));
    const first = absent[0];
    if (first) toastError(BUYBACK_REQUIRED[first]);
    let ok = absent.length === 0;
    if (choosesStore && !values.storeId) {
      form.setError('storeId', { type: 'required', message: STORE_CHOICE_REQUIRED });
      ok = false;
    }
    const refusal = sellerProblem(values, rules);
    if (refusal) {
      form.setError(refusal.field, { type: 'rules', message: refusal.message });
      ok = false;
    }
    if (block && values.overrideReason.trim().length < OVERRIDE_REASON_MIN) {
      form.setError('overrideReason', { type: 'required', message: OVERRIDE_REASON_REQUIRED });
      ok = false;
    }
    if (!ok) focusFirstError(formRef.current);
    return ok;
  };

  const showFailure = (error: unknown, imei: string) => {
    if (error instanceof ApiError && error.code === IMEI_BLOCKED_CODE) {
      setBlocked({ reason: error.message, imei });
      requestAnimationFrame(() =>
        blockRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      );
    }
    const values = form.getValues();
    const unplaced: string[] = [];
    const refusedFiles: FileErrors = {};
    for (const [name, message] of Object.entries(fieldErrors(error))) {
      const file = ownValue(FILE_FIELDS, name);
      // The server's own reason: a file sent but refused is not a file missing.
      if (file) refusedFiles[file] = message;
      else if (Object.hasOwn(values, name))
        form.setError(name as keyof BuybackFormValues, { message });
      else unplaced.push(message);
    }
    if (Object.keys(refusedFiles).length > 0) setFileErrors(refusedFiles);
    setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
    focusFirstError(formRef.current);
    toastError({
      title: BUYBACK_TOASTS.failedTitle,
      message: errorMessage(error, BUYBACK_TOASTS.failedFallback),
    });
  };

  const onValid = async (parsed: BuybackParsed) => {
    if (submit.state === 'submitting' || done || !readyToSend(form.getValues())) return;
    setFormError(null);
    submit.start();
    try {
      // An override is sent only against the refusal it answers.
      const body = {
        ...parsed,
        overrideReason: block ? parsed.overrideReason : undefined,
        termsVersionId: terms.data?.id,
      };
      const { queued, record } = await create.mutateAsync(
        buybackFormData(clientId.current, body, files),
      );
      submit.succeed();
      setDone(true);
      // The bill of sale prints from the server's record; one kept offline prints once it is sent.
      toastSuccess({
        title: 'Success',
        message: queued ? (
          BUYBACK_TOASTS.created
        ) : (
          <Stack gap={6}>
            <Text fz="sm">{BUYBACK_TOASTS.created}</Text>
            <Button
              size="compact-sm"
              variant="light"
              style={{ alignSelf: 'flex-end' }}
              onClick={() => void navigate(`/buybacks/${record.id}/print`)}
            >
              Print bill of sale
            </Button>
          </Stack>
        ),
      });
      closeSoon(() => {
        onClose();
        startOver();
      });
    } catch (error) {
      submit.fail();
      showFailure(error, parsed.imei);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={form.handleSubmit(onValid, () => {
        // The schema's messages as well as the client's own refusals: focus goes to the first.
        readyToSend(form.getValues());
        focusFirstError(formRef.current);
      })}
      noValidate
    >
      <Stack gap="xl" pb="md">
        <Stack gap="xl" key={generation}>
          {choosesStore && (
            <StoreSelect
              stores={stores.data}
              loading={stores.isPending}
              failed={stores.isError}
              value={storeId}
              onChange={(id) => {
                form.setValue('storeId', id);
                form.clearErrors('storeId');
              }}
              description="The store that buys the device and holds it in stock"
              error={form.formState.errors.storeId?.message}
            />
          )}
          <SellerSection
            form={form}
            idPhoto={files.idPhoto}
            onIdPhoto={(idPhoto) => updateFiles({ idPhoto })}
            secondIdRequired={rules.buybackSecondId}
          />
          <MarketingConsentFields
            form={form}
            businessName={businessNameOf(user, stores.data, storeId)}
          />
          <DeviceSection form={form} boughtId={done ? clientId.current : undefined} />
          <PaymentSection form={form} />
          <DeclarationSection form={form} minAge={rules.buybackMinAge} />
          <EvidenceSection
            files={files}
            onChange={updateFiles}
            fileErrors={fileErrors}
            terms={terms.data}
            termsLoading={terms.isLoading}
          />
        </Stack>
        {block && (
          <div ref={blockRef}>
            <BlockedNotice reason={block.reason} isManager={isManager} form={form} />
          </div>
        )}
        {formError && (
          <Alert color="red" title={BUYBACK_TOASTS.failedTitle}>
            {formError}
          </Alert>
        )}
        <SubmitButton
          state={submit.state}
          idleLabel={block ? 'Override and record buyback' : 'Record Buyback'}
          successLabel="Buyback Recorded"
          disabled={submit.state === 'submitting'}
          fullWidth
        />
      </Stack>
    </form>
  );
}
