import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { copy } from '../i18n/diner-language';
import styles from './modal.module.css';

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

// The page behind an open modal is hidden from assistive technologies and made inert (the native
// modal dialog does it too in recent browsers; older ones and test tools rely on the attributes).
let openModals = 0;

// The open modals, opening order: what must stay readable above them (the toasts) goes into the
// topmost one, the only part of the page neither dimmed nor inert while it is open.
const modalStack: HTMLDialogElement[] = [];
const modalListeners = new Set<() => void>();
function setModalStack(change: () => void) {
  change();
  for (const listener of modalListeners) listener();
}
export const openModalStack = {
  subscribe: (listener: () => void): (() => void) => {
    modalListeners.add(listener);
    return () => void modalListeners.delete(listener);
  },
  /** The topmost open modal dialog, or null. */
  top: (): HTMLDialogElement | null => modalStack[modalStack.length - 1] ?? null,
};

function hideBackground(): () => void {
  const root = document.getElementById('root');
  openModals += 1;
  if (root) {
    root.setAttribute('aria-hidden', 'true');
    root.setAttribute('inert', '');
  }
  return () => {
    openModals -= 1;
    if (openModals === 0 && root) {
      root.removeAttribute('aria-hidden');
      root.removeAttribute('inert');
    }
  };
}

/**
 * Whether a box scrolls: a keyboard user must then be able to focus it to scroll it (a picture or
 * text alone offers nothing to tab to). Measured again whenever the box or its content resizes.
 */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    for (const child of Array.from(box.children)) observer?.observe(child);
    // Pictures change the height when they arrive.
    box.addEventListener('load', measure, true);
    return () => {
      observer?.disconnect();
      box.removeEventListener('load', measure, true);
    };
  });
  return scrolls;
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
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useScrolls(bodyRef);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      const showBackground = hideBackground();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      setModalStack(() => modalStack.push(dialog));
      return () => {
        setModalStack(() => {
          const at = modalStack.lastIndexOf(dialog);
          if (at >= 0) modalStack.splice(at, 1);
        });
        if (dialog.open) {
          if (typeof dialog.close === 'function') dialog.close();
          else dialog.removeAttribute('open');
        }
        showBackground();
        if (opener && document.contains(opener)) opener.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return createPortal(
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
            <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={copy.common.close}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </dialog>,
    document.body,
  );
}
