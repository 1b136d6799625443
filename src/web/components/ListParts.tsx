import { Alert, Button, Paper, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { CenteredLoader } from './CenteredLoader';

/** A list searches once typing pauses, not at every key. */
const TYPING_PAUSE_MS = 300;

/** A list's search box text, and the trimmed text the list is searched with once typing pauses. */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  return { search, setSearch, debounced };
}

type SearchProps = Omit<TextInputProps, 'onChange'> & {
  /** The box's name for a screen reader: it has no visible label. */
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
};

/** A list's search box. */
export function SearchInput({ onChange, ...props }: SearchProps) {
  return (
    <TextInput
      size="md"
      type="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      onChange={(e) => onChange(e.currentTarget.value)}
      {...props}
    />
  );
}

type ListQuery = { isPending: boolean; isError: boolean; error: unknown };

type BodyProps = {
  query: ListQuery;
  /** How many records the list has loaded. */
  count: number;
  /** The loader's name ("Loading sales") and the failure's title ("Could not load sales"). */
  loading: string;
  failed: string;
  /** What an empty list says, in its frame. */
  empty: ReactNode;
  /** The list itself, once it has records. */
  children: ReactNode;
};

/** A list while it loads, when it failed, when it is empty, and once it has records. */
export function ListBody({ query, count, loading, failed, empty, children }: BodyProps) {
  if (query.isPending) return <CenteredLoader label={loading} />;
  if (query.isError)
    return (
      <Alert color="red" title={failed}>
        {errorMessage(query.error, 'Please try again.')}
      </Alert>
    );
  if (count === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        {empty}
      </Paper>
    );
  return children;
}

type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Loads a paged list's next page; shown only while there is one. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="light"
      size="md"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
    >
      Load more
    </Button>
  );
}
