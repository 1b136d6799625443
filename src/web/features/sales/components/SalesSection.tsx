import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { EmptyList } from '../../../components/EmptyList';
import {
  ListBody,
  LoadMoreButton,
  SearchInput,
  useListSearch,
} from '../../../components/ListParts';
import { useSaleList } from '../api';
import { SaleList } from './SaleList';

/** Recent device sales, searchable; a sale opens its printable receipt. */
export function SalesSection({ phone }: { phone: boolean }) {
  const navigate = useNavigate();
  const { search, setSearch, debounced } = useListSearch();
  const list = useSaleList(debounced);
  const sales = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="sales-heading">
      <Title order={2} size="h4" id="sales-heading">
        Device sales
      </Title>
      <SearchInput
        aria-label="Search sales"
        placeholder="Search customer, receipt, device or IMEI"
        value={search}
        onChange={setSearch}
      />
      <ListBody
        query={list}
        count={sales.length}
        loading="Loading sales"
        failed="Could not load sales"
        empty={
          <EmptyList path="/api/device-sales">
            {debounced ? 'No sale matches this search.' : 'No device sales yet.'}
          </EmptyList>
        }
      >
        <SaleList
          sales={sales}
          phone={phone}
          onOpen={(id) => void navigate(`/sales/${id}/receipt`)}
        />
      </ListBody>
      <LoadMoreButton query={list} />
    </Stack>
  );
}
