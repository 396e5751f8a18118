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
      // The session ended: the day kept for a network cut goes too, but not the host's changes not
      // yet sent, which go out at their member's next sign-in (a revoked device loses them when it
      // is forgotten, staffSession.forgetDevice).
      void clearOfflineStore({ keepChanges: true });
      void navigate(paths.login, { replace: true, state: { notice: frStaffShared.staffSession.expired } });
    };
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [navigate]);
}
