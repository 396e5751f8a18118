import type { UseQueryResult } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { frSettings as t } from './i18n';
import styles from '../ui/staff-page.module.css';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Shows a form only once its data has arrived, and creates the form from that data. A form shown
 * before (with blanks or defaults) took typing that the late answer then overwrote; a form reset
 * whenever the query refetched (window focus, another tab's save) did the same later on. Here a
 * later answer never touches what is being typed: the form is re-created from the data only when
 * `reload` is called, after the form's own save has been read back.
 */
export function LoadedForm<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T, reload: () => void) => ReactNode }) {
  const [version, setVersion] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  // Where the focus was when the form was re-created ("Enregistrer", pressed a moment ago): the new
  // form's control at the same place takes it back, so the keyboard is not sent back to the page's top.
  const focusedAt = useRef(-1);
  useLayoutEffect(() => {
    const at = focusedAt.current;
    focusedAt.current = -1;
    if (at >= 0) box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus({ preventScroll: true });
  }, [version]);
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
  const reload = () => {
    const focused = document.activeElement;
    focusedAt.current = focused && box.current?.contains(focused) ? [...box.current.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1;
    setVersion((v) => v + 1);
  };
  return (
    // Adds no box of its own: the form lays out as the section's child.
    <div ref={box} key={version} style={{ display: 'contents' }}>
      {children(query.data, reload)}
    </div>
  );
}
