import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { StrandedBookingView } from '../../domain/schemas/settings';
import { useToast } from '../ui/toasts';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import { AlertDialog, type AlertMessage } from '../ui/alert-dialog';
import { frSettings as t } from './i18n';
import { strandedOf, type SettingsApi } from '../lib/staff/settings-api';
import { StrandedDialog } from './stranded-dialog';

export interface SettingsContextValue {
  api: SettingsApi;
  restaurantId: string;
  /**
   * Runs a change. A refusal listing stranded bookings opens the list and, once the person
   * confirms, runs it again with `confirm = true`; any other refusal is shown as it is.
   */
  run: (work: (confirm: boolean) => Promise<unknown>, options?: { success?: string; invalidate?: string[][]; onDone?: () => void }) => Promise<boolean>;
  previewVersion: number;
}

const Context = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
}

export function SettingsProvider({ api, restaurantId, children }: { api: SettingsApi; restaurantId: string; children: ReactNode }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [stranded, setStranded] = useState<{ bookings: StrandedBookingView[]; resolve: (go: boolean) => void } | null>(null);
  const [previewVersion, setPreviewVersion] = useState(0);

  const run = useCallback<SettingsContextValue['run']>(
    async (work, options = {}) => {
      // "Enregistré" is said once the screen shows what was saved: said before the refetch, it
      // invites a next click on the list as it was (a second "Monter" moving the old order).
      const finish = async () => {
        await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        toast(options.success ?? t.saved);
        setPreviewVersion((v) => v + 1);
        options.onDone?.();
        return true;
      };
      try {
        await work(false);
        return await finish();
      } catch (error) {
        const list = strandedOf(error);
        if (!list) {
          setAlert({ title: fr.common.errorTitle, message: errorText(error, fr.common.genericError) });
          return false;
        }
        const go = await new Promise<boolean>((resolve) => setStranded({ bookings: list, resolve }));
        setStranded(null);
        if (!go) return false;
        try {
          await work(true);
          return await finish();
        } catch (again) {
          setAlert({ title: fr.common.errorTitle, message: errorText(again, fr.common.genericError) });
          return false;
        }
      }
    },
    [queryClient, toast],
  );

  const value = useMemo(() => ({ api, restaurantId, run, previewVersion }), [api, restaurantId, run, previewVersion]);
  return (
    <Context.Provider value={value}>
      {children}
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
      <StrandedDialog bookings={stranded?.bookings ?? null} onAnswer={(go) => stranded?.resolve(go)} />
    </Context.Provider>
  );
}
