import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { frStaffShared } from '../../i18n/fr-staff';
import { SIGNED_OUT_EVENT } from '../api';
import { paths } from '../paths';
import { clearOfflineStore } from '../offline/offline-store';

/** When any staff call finds the session over, go to the code screen and say why. */
export function useSignedOutRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    // Nothing to wait for: the router settles the navigation and shows its own errors.
    const onSignedOut = () => {
      // The session ended or the device was revoked: the day kept for a network cut goes too.
      void clearOfflineStore();
      void navigate(paths.login, { replace: true, state: { notice: frStaffShared.staffSession.expired } });
    };
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [navigate]);
}
