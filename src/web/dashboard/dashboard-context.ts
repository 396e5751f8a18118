// What the book's screens get from the staff shell (app/staff-shell, through the router's outlet):
// what every staff screen gets, and the book's API the shell made for its live feed.
import { useOutletContext } from 'react-router';
import type { StaffShell } from '../lib/staff/staff-shell';
import type { DashboardApi } from './dashboard-api';

export interface DashboardContext extends StaffShell {
  api: DashboardApi;
}

export const useDashboard = () => useOutletContext<DashboardContext>();
