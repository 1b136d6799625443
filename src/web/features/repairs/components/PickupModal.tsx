import { Alert, Image, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MODAL_CLOSE_AFTER_SUCCESS_MS } from '../../../../shared/constants';
import { formatEstimate } from '../../../../shared/format';
import {
  REPAIR_TOASTS,
  SIGNATURE_MISSING_MESSAGE,
  type RepairWaiver,
} from '../../../../shared/repairs';
import type { SignatureMethod } from '../../../../shared/signatures';
import { PhotoPicker } from '../../../components/PhotoPicker';
import { SignaturePad } from '../../../components/SignaturePad';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useChangeStatus, usePickupQueue } from '../api';
import { filterPickups, PickupQueueList } from './PickupQueueList';
import { SubmitButton, useSubmitState } from '../../../components/SubmitButton';
import { AppModal } from '../../../components/AppModal';
import { useSheetProps } from '../../../components/ResponsiveModal';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { newId } from '../../../../shared/ids';
import { REPAIR_MONEY_MESSAGES } from '../../../../shared/repair-money';
import { useRecordPayment, useRepairMoney } from '../money/api';
import { PickupPayment } from '../money/components/PickupPayment';
import {
  checkParts,
  newPart,
  partInput,
  partsTotal,
  type PartDraft,
  type PartErrors,
} from '../../../lib/payment-parts';
import { deviceName } from '../../../../shared/device-name';

type Props = {
  /** The repair to offer first; the first in the queue (a completed one) otherwise. */
  initialId?: string;
  onClose: () => void;
};

/**
 * Handing a device back (docs/product.md, Pickup): the customer signs for it, optionally with an
 * after photo. Opened only once the queue is known not to be empty (useStartPickup).
 */
export default function PickupModal({ initialId, onClose }: Props) {
  const sheet = useSheetProps('lg');
  const queueQuery = usePickupQueue();
  const loaded = queueQuery.data;
  const queue = loaded ?? [];
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(initialId ?? null);
  // docs/product.md, Pickup: the first waiting repair is offered, once; after that only a tap
  // chooses.
  const offered = useRef(initialId !== undefined);
  useEffect(() => {
    if (offered.current || !loaded?.length) return;
    offered.current = true;
    setSelectedId(loaded[0]!.id);
  }, [loaded]);
  const [signature, setSignature] = useState('');
  const [signatureMethod, setSignatureMethod] = useState<SignatureMethod>('drawn');
  const [afterPhoto, setAfterPhoto] = useState('');
  const [notes, setNotes] = useState('');
  const [signatureMissing, setSignatureMissing] = useState(false);
  const change = useChangeStatus();
  const pay = useRecordPayment();
  const submit = useSubmitState();
  const [parts, setParts] = useState<PartDraft[]>([]);
  const [partErrors, setPartErrors] = useState<PartErrors[]>([]);
  // One id per repair chosen: a second tap, a retry after a failed hand-back or an offline replay
  // sends the same payment, which the server records once.
  const paymentId = useRef(newId());
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (id: string | null) => {
    setSelectedId(id);
    setSignature('');
    setAfterPhoto('');
    setParts([]);
    setPartErrors([]);
    paymentId.current = newId();
  };
  const shown = filterPickups(queue, search);
  // A search that hides the chosen repair unchooses it: the device handed back is always one
  // the person can see in the list (and it stays unchosen when the search is cleared).
  const onSearch = (value: string) => {
    setSearch(value);
    if (selectedId && !filterPickups(queue, value).some((w) => w.id === selectedId)) choose(null);
  };

  // Once handed back the repair leaves the queue; the dialog keeps showing it until it closes.
  const [handedBack, setHandedBack] = useState<RepairWaiver | null>(null);
  const selected = handedBack ?? shown.find((w) => w.id === selectedId);
  const money = useRepairMoney(selected?.id ?? null);
  // Until the amount due is known nothing can be handed back: a device must not leave the counter
  // because its payments were still loading (or failed to).
  const moneyKnown = money.data !== undefined;
  const balanceCents =
    money.data && !money.data.noCharge ? Math.round(money.data.balance * 100) : 0;
  // The amount due is offered in cash, the way most counters are paid; the clerk changes it.
  useEffect(() => {
    if (balanceCents > 0 && parts.length === 0 && !handedBack)
      setParts([newPart('cash', balanceCents)]);
  }, [balanceCents, parts.length, handedBack]);

  /** Takes the balance before the device goes back; false when the parts are not right yet. */
  const takePayment = async (repairId: string): Promise<boolean> => {
    if (balanceCents <= 0) return true;
    const errors = checkParts(parts);
    setPartErrors(errors);
    if (errors.some((e) => Object.keys(e).length > 0)) return false;
    if (partsTotal(parts) !== balanceCents) {
      toastError({
        title: 'Error',
        message: REPAIR_MONEY_MESSAGES.balanceOpen(balanceCents - partsTotal(parts)),
      });
      return false;
    }
    await pay.mutateAsync({
      repairId,
      id: paymentId.current,
      kind: 'payment',
      parts: parts.map(partInput),
    });
    return true;
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !moneyKnown || submit.state === 'submitting' || submit.state === 'success')
      return;
    if (!signature) {
      setSignatureMissing(true);
      toastError({ title: 'Error', message: SIGNATURE_MISSING_MESSAGE });
      return;
    }
    submit.start();
    try {
      if (!(await takePayment(selected.id))) {
        submit.fail();
        return;
      }
      await change.mutateAsync({
        id: selected.id,
        from: selected.status,
        status: 'picked_up',
        notes: notes.trim() || undefined,
        pickupSignature: signature,
        pickupSignatureMethod: signatureMethod,
        afterPhoto: afterPhoto || undefined,
      });
      setHandedBack(selected);
      submit.succeed();
      toastSuccess({
        title: REPAIR_TOASTS.statusUpdated,
        message: `${selected.ticketNumber} handed back to ${selected.customerName}.`,
      });
      closeTimer.current = setTimeout(onClose, MODAL_CLOSE_AFTER_SUCCESS_MS);
    } catch (error) {
      submit.fail();
      toastError({
        title: REPAIR_TOASTS.statusFailed,
        message: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <AppModal opened onClose={onClose} title="Process Pickup" {...sheet}>
      <form onSubmit={(e) => void confirm(e)} noValidate>
        <Stack gap="lg" pb="md">
          {queueQuery.isPending && <CenteredLoader label="Loading pickups" py="md" />}
          <PickupQueueList
            shown={shown}
            search={search}
            onSearch={onSearch}
            selectedId={selected?.id ?? null}
            onSelect={choose}
          />
          {!selected && queue.length > 0 && (
            <Text c="dimmed" ta="center" role="status">
              Choose the repair to hand back from the list.
            </Text>
          )}
          {selected && (
            <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Selected repair">
              <Stack gap={4}>
                <Title order={3} size="h4">
                  {selected.ticketNumber} · {selected.customerName}
                </Title>
                <Text fw={600}>{deviceName(selected.deviceBrand, selected.deviceModel)}</Text>
                <Text fz="sm">{selected.problemDescription}</Text>
                <Text fz="sm" c="dimmed">
                  {selected.customerPhone} · Estimate{' '}
                  {formatEstimate(selected.estimatedCost, selected.estimateTax)}
                </Text>
                <Image
                  src={selected.beforePhoto}
                  alt="Before photo"
                  h={120}
                  w="auto"
                  fit="contain"
                  radius="sm"
                  mt="xs"
                  style={{ alignSelf: 'flex-start' }}
                />
              </Stack>
            </Paper>
          )}
          {selected && selected.status !== 'completed' && (
            <Alert color="yellow" title="Not marked Completed">
              Hand it back only if the customer is collecting it unfinished.
            </Alert>
          )}
          {selected && (
            <PickupPayment
              customerId={selected.customerId}
              money={money.data}
              loading={money.isPending}
              failed={money.isError}
              parts={parts}
              onParts={setParts}
              errors={partErrors}
            />
          )}
          <PhotoPicker
            label="After photo"
            description="Optional: the device as it is handed back"
            value={afterPhoto}
            onChange={setAfterPhoto}
          />
          <Textarea
            label="Notes"
            description="Optional: anything said at the counter"
            size="md"
            autosize
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <SignaturePad
            label="Customer signature (pickup)"
            description="The customer confirms they have their device back."
            required
            value={signature}
            onChange={(value, method) => {
              setSignature(value);
              setSignatureMethod(method);
              if (value) setSignatureMissing(false);
            }}
            error={signatureMissing ? SIGNATURE_MISSING_MESSAGE : undefined}
          />
          <SubmitButton
            state={submit.state}
            idleLabel={
              selected
                ? `Hand back ${selected.ticketNumber} to ${selected.customerName}`
                : 'Choose a repair to hand back'
            }
            successLabel="Handed Back"
            color="teal"
            fullWidth
            disabled={!selected || !moneyKnown || submit.state === 'submitting'}
            styles={{ root: { height: 'auto', minHeight: 50 }, label: { whiteSpace: 'normal' } }}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
