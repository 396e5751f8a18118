import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { frSettings as t } from './i18n';
import styles from '../ui/staff-page.module.css';

/**
 * Shows a form only once its data has arrived, and creates the form from that data. A form shown
 * before (with blanks or defaults) took typing that the late answer then overwrote; a form reset
 * whenever the query refetched (window focus, another tab's save) did the same later on. Here a
 * later answer never touches what is being typed: the form is re-created from the data only when
 * `reload` is called, after the form's own save has been read back.
 */
export function LoadedForm<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T, reload: () => void) => ReactNode }) {
  const [version, setVersion] = useState(0);
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <p className={styles.fieldError} role="alert">
          {t.loadError}
        </p>
      );
    }
    return <Spinner label={t.loading} />;
  }
  return <Fragment key={version}>{children(query.data, () => setVersion((v) => v + 1))}</Fragment>;
}
