import { Alert, Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TYPED_SIGNATURE_NOTE } from '../../../../shared/signatures';
import {
  BUYBACK_TOASTS,
  ID_TYPE_LABELS,
  type DevicePurchaseDetail,
} from '../../../../shared/buybacks';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/device-labels';
import { CARRIER_LABELS, CONDITION_LABELS, type CARRIERS } from '../../../../shared/devices';
import { formatDateTime, formatDay, formatMoney } from '../../../../shared/format';
import { OWNED_FOR_LABELS, SECOND_ID_LABELS } from '../../../../shared/buyback-seller';
import { Addenda } from './Addenda';
import { FileThumb } from '../../../components/FileThumb';
import { TermsPreview } from '../../../components/TermsText';
import { errorMessage } from '../../../lib/api';
import { useBuyback } from '../api';
import { AppModal } from '../../../components/AppModal';
import { useSheetProps } from '../../../components/ResponsiveModal';
import { Fact } from '../../../components/Fact';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { deviceName } from '../../../../shared/device-name';

type Props = { purchaseId: string; onClose: () => void };

/** The full buyback record: seller and ID, device, payment, photos, receipts and signature. */
export default function BuybackDetail({ purchaseId, onClose }: Props) {
  const sheet = useSheetProps('xl');
  const record = useBuyback(purchaseId);
  const p = record.data;
  return (
    <AppModal
      opened
      onClose={onClose}
      {...sheet}
      title={
        <Title order={2} size="h3">
          {p ? `Buyback from ${p.customerName}` : 'Buyback'}
        </Title>
      }
    >
      {record.isPending ? (
        <CenteredLoader label="Loading buyback" />
      ) : !p ? (
        <Alert color="red" title="Could not load this buyback">
          {errorMessage(record.error, BUYBACK_TOASTS.failedFallback)}
        </Alert>
      ) : (
        <Record p={p} />
      )}
    </AppModal>
  );
}

function Record({ p }: { p: DevicePurchaseDetail }) {
  const navigate = useNavigate();
  const carrier = p.carrier ? CARRIER_LABELS[p.carrier as (typeof CARRIERS)[number]] : null;
  // Once recorded, a seller's ID reaches counters as its last four only (issue 37).
  const masked = p.idNumber.startsWith('•••');
  return (
    <Stack gap="lg" pb="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label="Amount paid">
          <Text span fw={700} fz="lg">
            {formatMoney(p.finalAmount)}
          </Text>
        </Fact>
        <Fact label="Paid by">{PAYMENT_METHOD_LABELS[p.paymentMethod]}</Fact>
        <Fact label="Seller">{p.customerName}</Fact>
        <Fact label="Phone">
          <Anchor href={`tel:${p.customerPhone}`}>{p.customerPhone}</Anchor>
        </Fact>
        <Fact label="E-mail">{p.customerEmail}</Fact>
        {masked ? (
          <Fact label="Date of birth and address">Shown to managers only</Fact>
        ) : (
          <>
            <Fact label="Date of birth">{p.sellerBirthDate && formatDay(p.sellerBirthDate)}</Fact>
            <Fact label="Address">{p.sellerAddress}</Fact>
          </>
        )}
        <Fact label={ID_TYPE_LABELS[p.idType]}>
          {[p.idNumber, p.idIssuer, p.idExpiry && `expires ${formatDay(p.idExpiry)}`]
            .filter(Boolean)
            .join(' · ')}
        </Fact>
        {p.secondIdType && (
          <Fact label={`Second ID: ${SECOND_ID_LABELS[p.secondIdType]}`}>
            {[
              p.secondIdNumber,
              p.secondIdIssuer,
              p.secondIdExpiry && `expires ${formatDay(p.secondIdExpiry)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
        )}
        <Fact label="Device">{deviceName(p.deviceBrand, p.deviceModel)}</Fact>
        <Fact label="IMEI / serial">{p.imei}</Fact>
        <Fact label="Condition">{CONDITION_LABELS[p.condition]}</Fact>
        <Fact label="Storage · color">{[p.storage, p.color].filter(Boolean).join(' · ')}</Fact>
        <Fact label="Carrier">{carrier ?? p.carrier}</Fact>
      </SimpleGrid>
      {p.deviceMarks && <Fact label="Description and marks">{p.deviceMarks}</Fact>}
      {p.notes && <Fact label="Notes">{p.notes}</Fact>}
      {p.declaration && (
        <Fact
          label={`Seller's declaration${p.ownedFor ? ` · owned ${OWNED_FOR_LABELS[p.ownedFor].toLowerCase()}` : ''}`}
        >
          {p.declaration}
        </Fact>
      )}
      {p.overrideReason && (
        <Alert color="orange" title="Bought with a manager's override">
          {p.overrideReason}
        </Alert>
      )}
      <Text fz="sm" c="dimmed">
        Bought {formatDateTime(p.createdAt)} at {p.storeName}
        {p.createdByName ? ` by ${p.createdByName}` : ''}.
        {p.retainUntil ? ` Kept until at least ${formatDay(p.retainUntil)}.` : ''}
      </Text>
      <Addenda p={p} />
      <Button
        variant="light"
        size="md"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={() => void navigate(`/buybacks/${p.id}/print`)}
        style={{ alignSelf: 'flex-start' }}
      >
        Print bill of sale
      </Button>
      <Files title="Device photos">
        {p.deviceImages.map((url, i) => (
          <FileThumb key={url} url={url} label={`Device photo ${i + 1}`} />
        ))}
      </Files>
      <Files title="Payment receipts, ID and signature">
        {p.paymentReceipts.map((url, i) => (
          <FileThumb key={url} url={url} label={`Payment receipt ${i + 1}`} />
        ))}
        {p.idPhoto && <FileThumb url={p.idPhoto} label="ID photo" />}
        <FileThumb
          url={p.customerSignature}
          label="Customer signature"
          note={p.customerSignatureMethod === 'typed' ? TYPED_SIGNATURE_NOTE : undefined}
        />
      </Files>
      {/* The version the seller signed, whatever the store's terms are today. */}
      {p.terms && <TermsPreview terms={p.terms} loading={false} />}
    </Stack>
  );
}

function Files({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {children}
      </SimpleGrid>
    </section>
  );
}
