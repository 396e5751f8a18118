import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { frStaffShared } from '../i18n/fr-staff';
import styles from './toasts.module.css';

interface Toast {
  id: number;
  text: string;
}

const ToastContext = createContext<(text: string) => void>(() => undefined);

const LIFETIME_MS = 8000;
const MAX_VISIBLE = 4;

/** Discreet notices in a corner, read out politely, gone after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (text: string) => {
      const id = next.current++;
      setToasts((list) => [...list, { id, text }].slice(-MAX_VISIBLE));
      setTimeout(() => dismiss(id), LIFETIME_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-label={frStaffShared.toasts.region} data-no-print>
        {toasts.map((t) => (
          <div key={t.id} className={styles.toast} data-testid="toast">
            <span>{t.text}</span>
            <button type="button" className={styles.close} onClick={() => dismiss(t.id)} aria-label={frStaffShared.toasts.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
