import { Navigate, Outlet } from 'react-router';
import { staffSession } from '../lib/staff/session';
import { paths } from '../lib/paths';

/** The spec's layout wrapper: without a restaurant id stored, back to index (enrolment). */
export function RestaurantLayout() {
  if (!staffSession.restaurantId() || !staffSession.deviceSecret()) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

export { RestaurantLayout as Component };
