import { useCallback, useState } from 'react';

/** A list's filters (search, status…) and its page: a changed filter goes back to the first page. */
export function usePagedFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = useCallback((key: keyof F, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  }, []);
  return { filters, setFilter, page, setPage };
}
