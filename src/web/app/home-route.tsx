import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { StaffHome, Welcome } from '../landing';
import { IFRAME_BODY_CLASS, isIframeMode } from '../lib/iframe';
import { paths } from '../lib/paths';
import { staffSession } from '../lib/staff/session';
import { CodeScreen, EnrolForm } from '../staff-login';

/**
 * Index. A device not yet connected to a restaurant sees the product and 'Connecter cet appareil';
 * an enrolled device sees the code screen until someone signs in, the first-run tutorial until it
 * is passed, then the staff home. The screens belong to the landing page and the staff sign-in;
 * which one a device sees is decided here, above both.
 */
export function HomeRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isIframeMode(location.search, location.pathname === '/iframe')) return;
    document.body.classList.add(IFRAME_BODY_CLASS);
    return () => document.body.classList.remove(IFRAME_BODY_CLASS);
  }, [location.search, location.pathname]);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  if (!staffSession.restaurantId() || !staffSession.deviceSecret()) {
    return <Welcome enrolForm={<EnrolForm onEnrolled={() => navigate(paths.home, { replace: true })} />} />;
  }
  if (!staffSession.isAuthenticated()) return <CodeScreen notice={notice} />;
  if (!staffSession.tutorialPassed()) return <Navigate to={paths.tutorial} replace />;
  return <StaffHome />;
}

export { HomeRoute as Component };
