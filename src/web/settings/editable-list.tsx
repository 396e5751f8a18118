import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { frSettings } from './i18n';
import styles from '../ui/staff-page.module.css';

/** Which item is being edited: one of the list, a new one ('new') or none. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return { editing, setEditing, done: () => setEditing(null) };
}

export type Editing<T> = ReturnType<typeof useEditing<T>>;

interface EditableListProps<T> {
  list: UseQueryResult<T[]>;
  editing: Editing<T>;
  keyOf: (item: T) => string | number;
  /** The line shown once the list has arrived empty. */
  none: string;
  ordered?: boolean;
  rowTestId: string;
  /** How the row's buttons name the item to screen readers ('Modifier Terrasse'). */
  nameOf: (item: T) => string;
  removeConfirm: (item: T) => string;
  onRemove: (item: T) => void;
  /** The form that takes an item's row while it is edited; without it the section edits elsewhere (a dialog). */
  form?: (item: T | null, done: () => void) => ReactNode;
  /** Where a new item's form stands: above the list, or as its last row. */
  newForm?: 'above' | 'last';
  /** The row's own buttons, before 'Modifier' and 'Supprimer'. */
  actions?: (item: T, index: number) => ReactNode;
  /** What the row shows of the item. */
  children: (item: T, index: number) => ReactNode;
}

/**
 * A settings list whose rows are edited in place and removed after a confirmation: events,
 * questions, placement legends and icons, tables.
 */
export function EditableList<T>(props: EditableListProps<T>) {
  const { list, editing, keyOf, form } = props;
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const items = list.data ?? [];
  const current = editing.editing;
  const newForm = form && current === 'new' ? form(null, editing.done) : null;
  const formRowClass = props.newForm === 'last' ? styles.row : undefined;
  const rows = (
    <>
      {list.isSuccess && items.length === 0 && <li className={styles.muted}>{props.none}</li>}
      {items.map((item, index) =>
        form && current !== 'new' && current !== null && keyOf(current) === keyOf(item) ? (
          <li key={keyOf(item)} className={formRowClass}>
            {form(item, editing.done)}
          </li>
        ) : (
          <li key={keyOf(item)} className={styles.row} data-testid={props.rowTestId}>
            {props.children(item, index)}
            <div className={styles.actions}>
              {props.actions?.(item, index)}
              <Button variant="secondary" onClick={() => editing.setEditing(item)} aria-label={`${frSettings.edit} ${props.nameOf(item)}`}>
                {frSettings.edit}
              </Button>
              <Button
                variant="ghost"
                aria-label={`${frSettings.remove} ${props.nameOf(item)}`}
                onClick={() =>
                  setConfirm({
                    title: frSettings.remove,
                    message: props.removeConfirm(item),
                    confirm: frSettings.remove,
                    cancel: frSettings.cancel,
                    onConfirm: () => props.onRemove(item),
                  })
                }
              >
                {frSettings.remove}
              </Button>
            </div>
          </li>
        ),
      )}
      {newForm && props.newForm === 'last' && <li className={styles.row}>{newForm}</li>}
    </>
  );
  return (
    <>
      {newForm && props.newForm !== 'last' && newForm}
      {props.ordered ? <ol className={styles.list}>{rows}</ol> : <ul className={styles.list}>{rows}</ul>}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
