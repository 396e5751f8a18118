import { useEffect, useId, useRef, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** About 600 px wide instead of 520. */
  wide?: boolean;
  /** 'alertdialog' for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (the footer then offers the way out). */
  hideCloseButton?: boolean;
  testId?: string;
}

/**
 * A modal on the native <dialog>: focus is moved inside and kept there, the rest of the page is
 * inert, Escape closes it, and focus returns to the opener on close.
 */
export function Modal({ open, title, onClose, children, footer, wide, role = 'dialog', hideCloseButton, testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => {
        if (dialog.open) {
          if (typeof dialog.close === 'function') dialog.close();
          else dialog.removeAttribute('open');
        }
        if (opener && document.contains(opener)) opener.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={fr.common.close}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
