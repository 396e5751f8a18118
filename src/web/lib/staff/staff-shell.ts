// What the staff shell (app/staff-shell) gives every staff screen shown inside it, through the
// router's outlet: the restaurant, who is signed in, and whether the live feed is connected.
import { useOutletContext } from 'react-router';
import type { SessionClaims } from './session';

export interface StaffShell {
  restaurantId: string;
  claims: SessionClaims;
  live: boolean;
}

export const useStaffShell = () => useOutletContext<StaffShell>();
