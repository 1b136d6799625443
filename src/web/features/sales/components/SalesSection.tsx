import { Alert, Button, Center, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyList } from '../../../components/EmptyList';
import { errorMessage } from '../../../lib/api';
import { useSaleList } from '../api';
import { SaleList } from './SaleList';

const TYPING_PAUSE_MS = 300;

/** Recent device sales, searchable; a sale opens its printable receipt. */
export function SalesSection({ phone }: { phone: boolean }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const list = useSaleList(debounced);
  const sales = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="sales-heading">
      <Title order={2} size="h4" id="sales-heading">
        Device sales
      </Title>
      <TextInput
        aria-label="Search sales"
        placeholder="Search customer, receipt, device or IMEI"
        size="md"
        type="search"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading sales" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title="Could not load sales">
          {errorMessage(list.error, 'Please try again.')}
        </Alert>
      ) : sales.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyList path="/api/device-sales">
            {debounced ? 'No sale matches this search.' : 'No device sales yet.'}
          </EmptyList>
        </Paper>
      ) : (
        <SaleList
          sales={sales}
          phone={phone}
          onOpen={(id) => void navigate(`/sales/${id}/receipt`)}
        />
      )}
      {list.hasNextPage && (
        <Button
          variant="light"
          size="md"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
