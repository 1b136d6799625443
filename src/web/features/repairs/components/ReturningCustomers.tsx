import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { phoneDigits, type Customer } from '../../../../shared/customers';
import { formatDate } from '../../../../shared/format';
import { useCustomerSearch } from '../../customers/api';

/** Enough digits to narrow a store's customers to a handful, not the whole book. */
const MIN_PHONE_DIGITS = 4;
const MIN_EMAIL_CHARS = 3;
/** A surname's worth: "Reyes" finds the Reyes family, not everyone with an "e". */
const MIN_NAME_CHARS = 3;
const TYPING_PAUSE_MS = 300;
const SHOWN = 3;

type Props = {
  phone: string;
  email: string;
  name: string;
  /** The customer already picked: not offered again while their details are in the form. */
  pickedId: string | null;
  onPick: (customer: Customer) => void;
};

function searchTerm(phone: string, email: string, name: string): string {
  const digits = phoneDigits(phone);
  if (digits.length >= MIN_PHONE_DIGITS) return digits;
  const mail = email.trim();
  if (mail.length >= MIN_EMAIL_CHARS) return mail;
  // Issue 38: a returning customer was found only by phone; typing "Reyes" found nothing.
  const person = name.trim();
  return person.length >= MIN_NAME_CHARS ? person : '';
}

/** Offers the store's returning customers as the clerk types a phone number, e-mail or name. */
export function ReturningCustomers({ phone, email, name, pickedId, onPick }: Props) {
  const [term] = useDebouncedValue(searchTerm(phone, email, name), TYPING_PAUSE_MS);
  const { data } = useCustomerSearch(term);
  const matches = (data ?? []).filter((c) => c.id !== pickedId).slice(0, SHOWN);
  if (!term || matches.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="sm" bg="indigo.0" aria-label="Returning customers">
      <Stack gap="xs">
        <Group gap={6}>
          <IconUserCheck size={18} aria-hidden />
          <Text fw={600} fz="sm">
            Returning customer?
          </Text>
        </Group>
        {matches.map((customer) => (
          <Group key={customer.id} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {customer.name}
              </Text>
              <Text fz="sm" c="dimmed" truncate>
                {[customer.phone, customer.email].filter(Boolean).join(' · ')}
              </Text>
              <Text fz="xs" c="dimmed">
                {customer.repairCount} {customer.repairCount === 1 ? 'repair' : 'repairs'}
                {customer.lastVisitAt ? ` · last ${formatDate(customer.lastVisitAt)}` : ''}
              </Text>
            </div>
            <Button
              size="md"
              variant="white"
              onClick={() => onPick(customer)}
              aria-label={`Use ${customer.name}`}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
