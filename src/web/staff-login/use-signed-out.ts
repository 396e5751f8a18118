import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { frStaff } from './i18n';
import { SIGNED_OUT_EVENT } from './staff-api';
import { STAFF_PATHS } from './staff-paths';

/** When any staff call finds the session over, go to the code screen and say why. */
export function useSignedOutRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onSignedOut = () => navigate(STAFF_PATHS.login, { replace: true, state: { notice: frStaff.session.expired } });
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [navigate]);
}
