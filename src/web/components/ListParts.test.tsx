import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import { ListBody, LoadMoreButton } from './ListParts';

const body = (query: { isPending: boolean; isError: boolean; error: unknown }, count: number) => (
  <ListBody
    query={query}
    count={count}
    loading="Loading sales"
    failed="Could not load sales"
    empty="No sales yet."
  >
    <p>the list</p>
  </ListBody>
);

describe('a list screen', () => {
  it('shows a named loader while the list loads', async () => {
    await renderWithApp(body({ isPending: true, isError: false, error: null }, 0));
    expect(screen.getByLabelText('Loading sales')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });

  it('says it failed, under its title', async () => {
    await renderWithApp(body({ isPending: false, isError: true, error: new Error('Offline') }, 0));
    expect(screen.getByText('Could not load sales')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });

  it('says so when it is empty', async () => {
    await renderWithApp(body({ isPending: false, isError: false, error: null }, 0));
    expect(screen.getByText('No sales yet.')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });

  it('shows the list once it has records', async () => {
    await renderWithApp(body({ isPending: false, isError: false, error: null }, 2));
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it('offers no Load more on the last page', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    await renderWithApp(
      <LoadMoreButton query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { user } = await renderWithApp(
      <LoadMoreButton query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });
});
