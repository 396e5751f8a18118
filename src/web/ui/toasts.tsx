import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { frStaffShared } from '../i18n/fr-staff';
import { openModalStack } from './modal';
import { useToastSpot } from './toast-spot';
import styles from './toasts.module.css';

interface Toast {
  id: number;
  /** Toasts of one kind replace each other: the newest says where things stand. */
  kind: string;
  text: string;
}

export interface ToastOptions {
  /**
   * What the notice is about: a new one of the same kind replaces the one on screen instead of
   * stacking over it (a timeline's successive moves are one notice, always the latest). Without
   * it, the text is the kind: the same words twice are one notice.
   */
  kind?: string;
}

export type ShowToast = (text: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const LIFETIME_MS = 8000;
const MAX_VISIBLE = 3;

/**
 * Discreet notices at the bottom of the screen, read out politely, gone after a few seconds. While
 * a modal dialog is open they are shown inside it (the rest of the page is dimmed, inert and hidden
 * from screen readers then), so a notice is always above the dialog's dim layer and read out.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, number>());
  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback<ShowToast>(
    (text, options) => {
      const id = next.current++;
      const kind = options?.kind ?? `text:${text}`;
      setToasts((list) => {
        const kept = [...list.filter((t) => t.kind !== kind), { id, kind, text }];
        const shown = kept.slice(-MAX_VISIBLE);
        for (const gone of list) if (!shown.includes(gone)) window.clearTimeout(timers.current.get(gone.id));
        return shown;
      });
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), LIFETIME_MS),
      );
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);
  const value = useMemo(() => show, [show]);
  const modal = useSyncExternalStore(openModalStack.subscribe, openModalStack.top, () => null);
  const region = <ToastRegion key={modal ? 'modal' : 'page'} inDialog={modal !== null} toasts={toasts} onDismiss={dismiss} />;
  return (
    <ToastContext.Provider value={value}>
      {children}
      {modal ? createPortal(region, modal) : region}
    </ToastContext.Provider>
  );
}

/**
 * The live region. It is created again when it moves into (or out of) a dialog, and starts empty:
 * a screen reader reads what is added to a live region, not what a new one already holds.
 */
function ToastRegion({ toasts, inDialog, onDismiss }: { toasts: Toast[]; inDialog: boolean; onDismiss: (id: number) => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const ref = useRef<HTMLDivElement>(null);
  // Over a dialog the strip has its own place (over the title); on the page it keeps clear of the
  // control in use.
  const { spot, top } = useToastSpot(ref, !inDialog && toasts.length > 0, ready && toasts);
  const placed = inDialog ? styles.inDialog : spot === 'top' ? styles.atTop : '';
  const below = !inDialog && spot === 'top' && top > 0 ? ({ '--toast-top-start': `${Math.round(top)}px` } as CSSProperties) : undefined;
  return (
    <div
      ref={ref}
      className={`${styles.region} ${placed}`}
      style={below}
      data-spot={inDialog ? 'dialog' : spot}
      role="status"
      aria-live="polite"
      aria-label={frStaffShared.toasts.region}
      data-no-print
    >
      {ready &&
        toasts.map((t) => (
          <div key={t.id} className={styles.toast} data-testid="toast">
            <span>{t.text}</span>
            <button type="button" className={styles.close} onClick={() => onDismiss(t.id)} aria-label={frStaffShared.toasts.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  );
}

export const useToast = () => useContext(ToastContext);
