import { Anchor, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../../shared/format';
import { useCustomer } from '../../customers/api';
import { StatusMessagesSwitch } from '../../customers/screens';
import { StatusBadge } from './StatusBadge';
import { deviceName } from '../../../../shared/device-name';

type Props = {
  customerId: string;
  /** The repair on screen, which the list leaves out. */
  currentRepairId: string;
  onOpen: (repairId: string) => void;
};

/** Everything else this customer brought in, so staff spot a returning device or problem. */
export function CustomerHistory({ customerId, currentRepairId, onOpen }: Props) {
  const customer = useCustomer(customerId);
  if (customer.isPending) return <Loader size="sm" aria-label="Loading customer history" />;
  if (customer.isError) return null;
  const others = customer.data.repairs.filter((r) => r.id !== currentRepairId);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          Customer history
        </Title>
        <Anchor component={Link} to={`/customers/${customerId}`} fw={600}>
          Open {customer.data.name}&apos;s record
        </Anchor>
      </Group>
      <StatusMessagesSwitch customer={customer.data} />
      {others.length === 0 ? (
        <Text c="dimmed" size="sm">
          First visit: no other repairs for {customer.data.name}.
        </Text>
      ) : (
        others.map((r) => (
          <UnstyledButton
            key={r.id}
            onClick={() => onOpen(r.id)}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
              minHeight: 44,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {r.ticketNumber} · {deviceName(r.deviceBrand, r.deviceModel)}
                </Text>
                <Text c="dimmed" size="xs" truncate>
                  {formatDate(r.createdAt)} · {formatMoney(r.estimatedCost)} ·{' '}
                  {r.problemDescription}
                </Text>
              </div>
              <StatusBadge status={r.status} />
            </Group>
          </UnstyledButton>
        ))
      )}
    </Stack>
  );
}
