import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorText } from '../lib/api';
import { fr } from '../i18n/fr';
import type { AlertMessage } from '../ui/alert-dialog';

/**
 * Runs a change of the service book: busy flag, refresh of every day view on success, and the
 * server's French refusal in an alert on failure. Resolves to whether it worked.
 *
 * A change made from one booking's row names it (`rowGuid`): only that row waits for the answer,
 * so the host can seat the next party at once, and the other rows of a full day do not render
 * again twice (start and end) for a change that is not theirs. `busy` is true while any change runs.
 */
export function useBookAction() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<readonly (string | null)[]>([]);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>, rowGuid: string | null = null): Promise<boolean> => {
      setRunning((now) => [...now, rowGuid]);
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
        setRunning((now) => {
          const at = now.indexOf(rowGuid);
          return at < 0 ? now : [...now.slice(0, at), ...now.slice(at + 1)];
        });
      }
    },
    [queryClient],
  );
  const rowBusy = useCallback((guid: string) => running.includes(guid), [running]);
  return { run, busy: running.length > 0, rowBusy, alert, clearAlert: useCallback(() => setAlert(null), []) };
}

export type BookAction = ReturnType<typeof useBookAction>;
