import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/auth';
import { newId } from '../../../../shared/ids';
import { isStoreRole } from '../../../../shared/roles';
import { SALE_TOASTS, type DeviceSale } from '../../../../shared/sales';
import type { StockItem } from '../../../../shared/stock';
import { FormSection } from '../../../components/FormSection';
import { TermsPreview } from '../../../components/TermsText';
import { FormSheet } from '../../../components/FormSheet';
import { useReportUnsaved } from '../../../components/GuardedModal';
import { MultiFilePicker } from '../../../components/MultiFilePicker';
import { SignaturePad } from '../../../components/SignaturePad';
import { StoreSelect, STORE_CHOICE_REQUIRED } from '../../../components/StoreSelect';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/api';
import { fieldErrors } from '../../../lib/field-errors';
import { focusFirstError } from '../../../lib/focus-first-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCloseAfterSuccess } from '../../../lib/use-close-after-success';
import { useCurrentUser } from '../../auth/api';
import { useCurrentTerms } from '../../terms/api';
import { useMyStores } from '../../org/api';
import { useCreateSale } from '../api';
import {
  emptySale,
  emptySaleFiles,
  saleFormData,
  saleResolver,
  type SaleFiles,
  type SaleFormValues,
  type SaleParsed,
} from './sale-form';
import { businessNameOf, MarketingConsentFields } from '../../../components/MarketingConsent';
import { SaleCustomerSection } from './SaleCustomerSection';
import { SaleDeviceSection } from './SaleDeviceSection';
import { SalePaymentSection } from './SalePaymentSection';

type Props = {
  /** A device chosen in the stock list, preselected. */
  stockItem?: StockItem;
  onClose: () => void;
};

/**
 * The device sale form (docs/product.md, Screens); lazy, opened from the Sales tab and the
 * Dashboard.
 */
export default function SaleModal({ stockItem, onClose }: Props) {
  const { data: user } = useCurrentUser();
  return (
    <FormSheet what="this sale" opened onClose={onClose} title="Device Sale">
      {user && <SaleForm user={user} initialItem={stockItem ?? null} onClose={onClose} />}
    </FormSheet>
  );
}

type FormProps = { user: SessionUser; initialItem: StockItem | null; onClose: () => void };

function SaleForm({ user, initialItem, onClose }: FormProps) {
  const navigate = useNavigate();
  const create = useCreateSale();
  const submit = useSubmitState();
  // One id per sale: a retried submit (timeout, double tap) is the same sale.
  const clientId = useRef(newId());
  const [item, setItem] = useState<StockItem | null>(initialItem);
  const [files, setFiles] = useState<SaleFiles>(emptySaleFiles);
  const [sold, setSold] = useState<DeviceSale | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const closeSoon = useCloseAfterSuccess();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SaleFormValues, unknown, SaleParsed>({
    resolver: saleResolver,
    defaultValues: emptySale(initialItem?.id),
    shouldFocusError: false,
  });

  // A new device is filed under a store; store accounts use their own, others choose.
  const choosesStore = !isStoreRole(user.role) && form.watch('source') === 'new';
  // Every seller reads its stores: the selling store's tax rate prices the total before payment.
  const stores = useMyStores({ enabled: true });
  const onlyStore = stores.data?.length === 1 ? stores.data[0] : undefined;
  useEffect(() => {
    if (onlyStore && !form.getValues('storeId')) form.setValue('storeId', onlyStore.id);
  }, [onlyStore, form]);

  // A device from stock is sold by the store holding it, so its customer signs that store's terms.
  const termsStore = item?.storeId ?? form.watch('storeId') ?? user.storeId;
  const terms = useCurrentTerms('sale', termsStore);

  const filesTaken = !!files.signature || files.receipts.length > 0;
  useReportUnsaved((form.formState.isDirty || filesTaken) && !sold);

  const printReceipt = (id: string) => void navigate(`/sales/${id}/receipt`);

  const storeChosen = () => {
    if (!choosesStore || form.getValues('storeId')) return true;
    form.setError('storeId', { type: 'required', message: STORE_CHOICE_REQUIRED });
    return false;
  };

  const onValid = async (parsed: SaleParsed) => {
    if (submit.state === 'submitting' || sold) return;
    if (!storeChosen()) return focusFirstError(formRef.current);
    setFormError(null);
    submit.start();
    try {
      const { record: sale } = await create.mutateAsync(
        saleFormData(clientId.current, { ...parsed, termsVersionId: terms.data?.id }, files),
      );
      submit.succeed();
      setSold(sale);
      toastSuccess({
        title: 'Success',
        message: (
          <Stack gap={6}>
            <Text fz="sm">{SALE_TOASTS.created}</Text>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              {/* No profit here: the customer is at the counter, and the receipt page opens
                  beneath this toast. Staff read it in the sales list. */}
              <Text fz="sm" c="dimmed">
                {sale.receiptNumber}
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => printReceipt(sale.id)}>
                Print receipt
              </Button>
            </Group>
          </Stack>
        ),
      });
      closeSoon(onClose);
    } catch (error) {
      submit.fail();
      const values = form.getValues();
      const unplaced: string[] = [];
      for (const [name, message] of Object.entries(fieldErrors(error))) {
        if (Object.hasOwn(values, name)) form.setError(name as keyof SaleFormValues, { message });
        else unplaced.push(message);
      }
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
      focusFirstError(formRef.current);
      toastError({
        title: SALE_TOASTS.failedTitle,
        message: errorMessage(error, SALE_TOASTS.failedFallback),
      });
    }
  };

  const onInvalid = () => {
    storeChosen();
    focusFirstError(formRef.current);
  };

  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <Stack gap="xl" pb="md">
        {choosesStore && (
          <StoreSelect
            stores={stores.data}
            loading={stores.isPending}
            failed={stores.isError}
            value={form.watch('storeId')}
            onChange={(id) => {
              form.setValue('storeId', id);
              form.clearErrors('storeId');
            }}
            description="The store that sells the device"
            error={form.formState.errors.storeId?.message}
          />
        )}
        <SaleDeviceSection form={form} stockItem={item} onStockItem={setItem} />
        <SaleCustomerSection form={form} />
        <MarketingConsentFields
          form={form}
          businessName={businessNameOf(user, stores.data, form.watch('storeId'))}
        />
        <SalePaymentSection
          form={form}
          taxRate={stores.data?.find((s) => s.id === termsStore)?.taxRate ?? null}
        />
        <FormSection title="Signature and receipt">
          <MultiFilePicker
            label="Payment receipt"
            description="Optional: a photo of the slip, or its PDF"
            allowPdf
            itemLabel="receipt"
            max={4}
            value={files.receipts}
            onChange={(receipts) => setFiles((f) => ({ ...f, receipts }))}
          />
          <TermsPreview terms={terms.data} loading={terms.isLoading} />
          <SignaturePad
            label="Customer signature"
            description="Optional: the customer confirms the purchase and the terms above."
            value={files.signature}
            onChange={(signature, signatureMethod) =>
              setFiles((f) => ({ ...f, signature, signatureMethod }))
            }
          />
        </FormSection>
        {formError && (
          <Alert color="red" title={SALE_TOASTS.failedTitle}>
            {formError}
          </Alert>
        )}
        {sold && (
          <Alert color="teal" title={`Receipt ${sold.receiptNumber} recorded`}>
            <Group justify="space-between" gap="sm">
              <Text fz="sm">Give the customer their receipt.</Text>
              <Button
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => printReceipt(sold.id)}
              >
                Print receipt
              </Button>
            </Group>
          </Alert>
        )}
        <SubmitButton
          state={submit.state}
          idleLabel="Record Sale"
          successLabel="Sale Recorded"
          fullWidth
        />
      </Stack>
    </form>
  );
}
