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

/** One page of a searched list: how many match, the rows (or the empty line), the pager. */
export function PagedList<T>({
  items,
  loaded,
  total,
  pageSize,
  page,
  onPage,
  text,
  children,
}: {
  /** The page's items once they have arrived (undefined before). */
  items: T[] | undefined;
  /** The list has answered (the empty line shows only then). */
  loaded: boolean;
  total: number | undefined;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  text: PagedListText;
  children: (item: T) => ReactNode;
}) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {text.total(total ?? 0)}
      </p>
      <ul className={styles.list}>
        {loaded && items?.length === 0 && <li className={styles.muted}>{text.none}</li>}
        {(items ?? []).map(children)}
      </ul>
      {pages > 1 && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {text.previous}
          </Button>
          <span className={styles.muted}>{text.page(page, pages)}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {text.next}
          </Button>
        </div>
      )}
    </>
  );
}
