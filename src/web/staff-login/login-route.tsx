import { Navigate, useLocation } from 'react-router';
import { CodeScreen } from './code-screen';
import { staffSession } from '../lib/staff/session';
import { paths } from '../lib/paths';

/** The 'login' route, reached after logout or when a session ends. */
export function LoginRoute() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  if (staffSession.isAuthenticated()) return <Navigate to={paths.home} replace />;
  return <CodeScreen notice={notice} />;
}

export { LoginRoute as Component };
