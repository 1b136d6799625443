import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconGitMerge, IconPencil } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CustomerRecord } from '../../../../shared/customer-record';
import { CenteredLoader } from '../../../components/CenteredLoader';
import { Fact } from '../../../components/Fact';
import { SectionCard } from '../../../components/SectionCard';
import touch from '../../../components/touch.module.css';
import { errorMessage } from '../../../lib/api';
import { StoreCreditSection } from '../../balances/screens';
import { PickupModal, RepairStatusView } from '../../repairs/screens';
import { useCustomer } from '../api';
import { CustomerHistoryList } from './CustomerHistoryList';
import { EditCustomerModal } from './EditCustomerModal';
import { MergeCustomerModal } from './MergeCustomerModal';
import { StatusMessagesSwitch } from './StatusMessagesSwitch';

function Details({ customer }: { customer: CustomerRecord }) {
  const phones = [
    customer.phone,
    ...customer.contacts.filter((c) => c.kind === 'phone').map((c) => c.value),
  ];
  const emails = [
    ...(customer.email ? [customer.email] : []),
    ...customer.contacts.filter((c) => c.kind === 'email').map((c) => c.value),
  ];
  return (
    <SectionCard aria-label="Details">
      <Stack gap="xs">
        <Fact label={phones.length > 1 ? 'Phones' : 'Phone'}>{phones.join(' · ')}</Fact>
        <Fact label="E-mail">{emails.length > 0 ? emails.join(' · ') : 'None given'}</Fact>
        <Fact label="Address">{customer.address ?? 'None given'}</Fact>
        <Fact label="Store">{customer.storeName}</Fact>
        {customer.notes && <Fact label="Notes (staff only)">{customer.notes}</Fact>}
      </Stack>
      <StatusMessagesSwitch customer={customer} />
    </SectionCard>
  );
}

/**
 * /customers/:id: one person's record, their details and everything of theirs the store holds,
 * editable, and merged with a duplicate by a manager (or with one's PIN).
 */
export default function CustomerRecordScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useCustomer(id);
  const [dialog, setDialog] = useState<'edit' | 'merge' | null>(null);
  const [repairId, setRepairId] = useState<string | null>(null);
  const [pickupId, setPickupId] = useState<string | null>(null);

  const back = (
    <Button
      variant="default"
      size="md"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      onClick={() => void navigate('/dashboard?tab=customers')}
    >
      Customers
    </Button>
  );
  if (query.isPending) return <CenteredLoader label="Loading customer" />;
  if (query.isError) {
    return (
      <Container size="md" py="lg" className={touch.touch}>
        <Stack gap="md">
          {back}
          <Alert color="red" title="Could not load the customer">
            {errorMessage(query.error, 'Please try again.')}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const customer = query.data;
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py="lg" className={touch.touch}>
      <Stack gap="lg">
        <Group justify="space-between">{back}</Group>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {customer.name}
          </Title>
          <Text c="dimmed" size="sm">
            Customer since {new Date(customer.createdAt).getFullYear()} ·{' '}
            {customer.repairs.length + customer.deviceSales.length + customer.counterSales.length}{' '}
            visits
          </Text>
        </Stack>
        {customer.mergedIntoId ? (
          <Alert color="blue" title="This record was merged">
            Its history is now on{' '}
            <Anchor component={Link} to={`/customers/${customer.mergedIntoId}`}>
              the record it was merged into
            </Anchor>
            .
          </Alert>
        ) : (
          <Group gap="sm">
            <Button
              size="md"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setDialog('edit')}
            >
              Edit
            </Button>
            <Button
              size="md"
              variant="light"
              leftSection={<IconGitMerge size={18} aria-hidden />}
              onClick={() => setDialog('merge')}
            >
              Merge a duplicate
            </Button>
          </Group>
        )}
        <Details customer={customer} />
        {!customer.mergedIntoId && (
          <StoreCreditSection customerId={customer.id} credit={customer.storeCredit} />
        )}
        <CustomerHistoryList customer={customer} onOpenRepair={setRepairId} />
      </Stack>
      {dialog === 'edit' && (
        <EditCustomerModal customer={customer} onClose={() => setDialog(null)} />
      )}
      {dialog === 'merge' && (
        <MergeCustomerModal customer={customer} onClose={() => setDialog(null)} />
      )}
      <Suspense fallback={null}>
        {repairId !== null && (
          <RepairStatusView
            repairId={repairId}
            onClose={() => setRepairId(null)}
            onPickup={setPickupId}
          />
        )}
        {pickupId !== null && (
          <PickupModal initialId={pickupId} onClose={() => setPickupId(null)} />
        )}
      </Suspense>
    </Container>
  );
}
