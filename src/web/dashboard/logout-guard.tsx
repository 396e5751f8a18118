import { useState, type ReactNode } from 'react';
import { pendingOnDevice } from '../lib/offline/offline-store';
import { ConfirmDialog, type ConfirmRequest } from '../ui/confirm-dialog';
import { frOffline as t } from './offline-i18n';

/**
 * Logging out empties what the tablet keeps, the changes not yet sent with it, every member's. With
 * changes still waiting, the host is asked first; staying is the default answer.
 */
export function useLogoutGuard(logout: () => void): { askLogout: () => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  async function ask() {
    // A tablet that cannot read its store has nothing waiting in it.
    const waiting = await pendingOnDevice().catch(() => 0);
    if (waiting === 0) return logout();
    setRequest({ title: t.logoutTitle, message: t.logoutWarning(waiting), confirm: t.logoutAnyway, cancel: t.stay, onConfirm: logout });
  }
  return { askLogout: () => void ask(), dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} /> };
}
