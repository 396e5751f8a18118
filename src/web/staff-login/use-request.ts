import { useCallback, useState } from 'react';
import { errorText } from '../lib/api';
import { fr } from '../i18n/fr';

/**
 * A call of a sign-in page: busy while it runs, its refusal in words above the form (the page may
 * set its own refusal too). The answer comes back, or null once refused.
 */
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useCallback(async <T>(call: () => Promise<T>, fallback: string = fr.common.genericError): Promise<T | null> => {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch (e) {
      setError(errorText(e, fallback));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, send };
}
