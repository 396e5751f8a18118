import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorText } from '../lib/api';
import { fr } from '../i18n/fr';
import type { AlertMessage } from '../ui/alert-dialog';

/**
 * Runs a change of the service book: busy flag, refresh of every day view on success, and the
 * server's French refusal in an alert on failure. Resolves to whether it worked.
 */
export function useBookAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        await queryClient.invalidateQueries({ queryKey: ['service-book'] });
        void queryClient.invalidateQueries({ queryKey: ['booking-history'] });
        void queryClient.invalidateQueries({ queryKey: ['booking-search'] });
        return true;
      } catch (error) {
        setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [queryClient],
  );
  return { run, busy, alert, clearAlert: () => setAlert(null) };
}

export type BookAction = ReturnType<typeof useBookAction>;
