import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { CustomerRecord } from '../../../../shared/customer-record';
import { SearchInput } from '../../../components/ListParts';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCustomerSearch, useMergeCustomer } from '../api';

/**
 * Folds a duplicate record of the same person into this one: found by any name, phone or e-mail,
 * chosen, and merged after the clerk reads what moves. A counter clerk is asked for a manager's PIN.
 */
export function MergeCustomerModal({
  customer,
  onClose,
}: {
  customer: CustomerRecord;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const found = useCustomerSearch(term);
  const [picked, setPicked] = useState<string | null>(null);
  const merge = useMergeCustomer(customer.id);
  const candidates = (found.data ?? []).filter(
    (c) => c.id !== customer.id && c.storeId === customer.storeId,
  );
  const duplicate = candidates.find((c) => c.id === picked);

  const onMerge = () => {
    if (!duplicate || merge.isPending) return;
    merge.mutate(duplicate.id, {
      onSuccess: () => {
        toastSuccess({
          title: 'Merged',
          message: `${duplicate.name}'s record is now part of ${customer.name}'s.`,
        });
        onClose();
      },
      onError: (err) =>
        toastError({ title: 'Could not merge', message: errorMessage(err, 'Please try again.') }),
    });
  };

  return (
    <ResponsiveModal title="Merge a duplicate" onClose={onClose}>
      <Stack gap="md">
        <Text size="sm">
          Find the other record of {customer.name}. Its repairs, purchases, sales and buybacks move
          here; its phone and e-mail are kept on this record.
        </Text>
        <SearchInput
          aria-label="Find the duplicate"
          placeholder="Name, phone or e-mail"
          value={search}
          onChange={setSearch}
        />
        {term.length >= 2 && !found.isPending && candidates.length === 0 && (
          <Text c="dimmed" size="sm">
            No other record matches.
          </Text>
        )}
        {candidates.length > 0 && (
          <Radio.Group
            label="Duplicate record"
            value={picked}
            onChange={setPicked}
            name="duplicate"
          >
            <Stack gap="xs" mt="xs">
              {candidates.map((c) => (
                <Radio
                  key={c.id}
                  value={c.id}
                  size="md"
                  label={`${c.name} · ${c.phone}${c.email ? ` · ${c.email}` : ''}`}
                  description={`${c.repairCount} ${c.repairCount === 1 ? 'repair' : 'repairs'}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {duplicate && (
          <Alert color="orange" title="This cannot be undone">
            {duplicate.name} ({duplicate.phone}) becomes part of {customer.name}&apos;s record.
          </Alert>
        )}
        <Group grow gap="sm">
          <Button size="md" variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="md"
            color="orange"
            disabled={!duplicate}
            loading={merge.isPending}
            onClick={onMerge}
          >
            Merge
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
