import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format';
import { SectionCard } from '../../../components/SectionCard';
import { useCustomerSearch } from '../api';

const SHOWN = 5;

/**
 * The customer records matching the Customers tab's search (name in any word order, phone,
 * e-mail, IMEI, ticket or receipt number), each opening the person's whole record.
 */
export function CustomerResults({ search }: { search: string }) {
  const term = search.trim();
  const found = useCustomerSearch(term);
  const customers = (found.data ?? []).slice(0, SHOWN);
  if (term.length < 2 || customers.length === 0) return null;
  return (
    <SectionCard aria-labelledby="customer-records" compact>
      <Title order={2} size="h5" id="customer-records">
        Customer records
      </Title>
      <Stack gap="xs">
        {customers.map((c) => (
          <Anchor
            key={c.id}
            component={Link}
            to={`/customers/${c.id}`}
            underline="never"
            c="inherit"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            aria-label={`Open ${c.name}'s record`}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {c.name}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {[c.phone, c.email].filter(Boolean).join(' · ')}
                  {c.lastVisitAt ? ` · last repair ${formatDate(c.lastVisitAt)}` : ''}
                </Text>
              </div>
              <IconChevronRight size={20} aria-hidden />
            </Group>
          </Anchor>
        ))}
      </Stack>
    </SectionCard>
  );
}
