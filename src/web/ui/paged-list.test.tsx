// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePagedFilters } from '../lib/use-paged-filters';
import { PagedList } from './paged-list';

afterEach(cleanup);

const text = {
  total: (n: number) => `${n} client${n > 1 ? 's' : ''}`,
  none: 'Aucun client trouvé.',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (n: number, of: number) => `Page ${n} sur ${of}`,
};
const NAMES = ['Ana', 'Bruno', 'Chloé', 'Denis', 'Élise'];

// Two names a page, filtered by a search, as the server answers.
function People() {
  const paging = usePagedFilters({ search: '' });
  const { search } = paging.filters;
  const list = useQuery({
    queryKey: ['people', search, paging.page],
    queryFn: () => {
      const found = NAMES.filter((n) => n.toLowerCase().includes(search.toLowerCase()));
      return Promise.resolve({ total: found.length, pageSize: 2, people: found.slice((paging.page - 1) * 2, paging.page * 2) });
    },
  });
  return (
    <>
      <input aria-label="Rechercher" value={search} onChange={(e) => paging.setFilter('search', e.target.value)} />
      <PagedList query={list} items={(data) => data.people} paging={paging} pageSize={30} text={text}>
        {(name) => <li key={name}>{name}</li>}
      </PagedList>
    </>
  );
}

function renderPeople() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <People />
    </QueryClientProvider>,
  );
}

describe('PagedList', () => {
  it('counts the matches, pages through them and goes back to the first page when the search changes', async () => {
    renderPeople();
    expect(await screen.findByText('5 clients')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page précédente' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Chloé')).toBeTruthy();
    expect(screen.queryByText('Ana')).toBeNull();
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'a' } });
    expect(await screen.findByText('Ana')).toBeTruthy();
    // Only Ana has an 'a'; the search took the list back to its first page.
    expect(screen.getByText('1 client')).toBeTruthy();
    expect(screen.queryByText(/Page \d sur/)).toBeNull();
  });

  it('says so when nothing matches', async () => {
    renderPeople();
    fireEvent.change(await screen.findByLabelText('Rechercher'), { target: { value: 'zz' } });
    expect(await screen.findByText('Aucun client trouvé.')).toBeTruthy();
    expect(screen.getByText('0 client')).toBeTruthy();
  });
});
