import { Anchor, Badge, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatEstimate } from '../../../../shared/format';
import type { RepairWaiverDetail } from '../../../../shared/repairs';
import { TYPED_SIGNATURE_NOTE, type SignatureMethod } from '../../../../shared/signatures';
import { Fact } from '../../../components/Fact';
import { deviceName } from '../../../../shared/device-name';

function Picture({
  label,
  src,
  method,
}: {
  label: string;
  src: string | null;
  method?: SignatureMethod | null;
}) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {label}
      </Text>
      {src ? (
        <Anchor href={src} target="_blank" rel="noreferrer" aria-label={`Open ${label}`}>
          <Image src={src} alt={label} h={140} fit="contain" bg="white" radius="sm" />
        </Anchor>
      ) : (
        <Text fz="sm" c="dimmed" h={140} ta="center" pt={56}>
          Not yet
        </Text>
      )}
      {src && method === 'typed' && (
        <Text fz="xs" mt={4}>
          {TYPED_SIGNATURE_NOTE}
        </Text>
      )}
    </Paper>
  );
}

/** What was agreed at drop-off: customer, device, problem and price, with photos and signatures. */
export function RepairDetails({ waiver }: { waiver: RepairWaiverDetail }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label="Customer">{waiver.customerName}</Fact>
        <Fact label="Phone">
          <Anchor href={`tel:${waiver.customerPhone}`}>{waiver.customerPhone}</Anchor>
        </Fact>
        <Fact label="E-mail">{waiver.customerEmail}</Fact>
        <Fact label="Device">
          {deviceName(waiver.deviceBrand, waiver.deviceModel)}
          {waiver.deviceColor ? ` · ${waiver.deviceColor}` : ''}
        </Fact>
        <Fact label="IMEI / serial">{waiver.imeiSerial}</Fact>
        <Fact label="Passcode">{waiver.devicePassword}</Fact>
        <Fact label="Repair type">{waiver.repairType}</Fact>
        <Fact label="Estimate">{formatEstimate(waiver.estimatedCost, waiver.estimateTax)}</Fact>
        <Fact label="Company">{waiver.companyName}</Fact>
      </SimpleGrid>
      <Fact label="Problem">{waiver.problemDescription}</Fact>
      {waiver.issueDescription && <Fact label="Issue found">{waiver.issueDescription}</Fact>}
      {waiver.additionalNotes && <Fact label="Notes">{waiver.additionalNotes}</Fact>}
      <Text fz="sm" c="dimmed">
        Checked in {formatDateTime(waiver.createdAt)} at {waiver.storeName}
        {waiver.createdByName ? ` by ${waiver.createdByName}` : ''}.{' '}
        {waiver.notifyOptOut && (
          <Badge variant="light" color="gray" size="sm">
            No update messages
          </Badge>
        )}
      </Text>
      <div>
        <Title order={3} size="h5" mb="xs">
          Photos and signatures
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Picture label="Before photo" src={waiver.beforePhoto} />
          <Picture label="After photo" src={waiver.afterPhoto} />
          <Picture
            label="Drop-off signature"
            src={waiver.dropoffSignature}
            method={waiver.dropoffSignatureMethod}
          />
          <Picture
            label="Pickup signature"
            src={waiver.pickupSignature}
            method={waiver.pickupSignatureMethod}
          />
        </SimpleGrid>
      </div>
    </Stack>
  );
}
