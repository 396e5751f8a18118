import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './staff-page.module.css';

export interface PagedListText {
  total: (n: number) => string;
  none: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

interface PageAnswer {
  total: number;
  pageSize: number;
}

/** One page of a searched list: how many match, the rows (or the empty line), the pager. */
export function PagedList<A extends PageAnswer, T>({
  query,
  items,
  paging: { page, setPage },
  pageSize: defaultPageSize,
  text,
  children,
}: {
  query: UseQueryResult<A>;
  /** The page's items in the answer. */
  items: (answer: A) => T[];
  paging: { page: number; setPage: (page: number) => void };
  /** The size of a page until the first answer says it. */
  pageSize: number;
  text: PagedListText;
  children: (item: T) => ReactNode;
}) {
  const total = query.data?.total;
  const list = query.data ? items(query.data) : [];
  const pages = Math.max(1, Math.ceil((total ?? 0) / (query.data?.pageSize ?? defaultPageSize)));
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {text.total(total ?? 0)}
      </p>
      <ul className={styles.list}>
        {query.isSuccess && list.length === 0 && <li className={styles.muted}>{text.none}</li>}
        {list.map(children)}
      </ul>
      {pages > 1 && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {text.previous}
          </Button>
          <span className={styles.muted}>{text.page(page, pages)}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {text.next}
          </Button>
        </div>
      )}
    </>
  );
}
