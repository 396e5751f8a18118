// What the dashboard's shell gives every staff screen shown inside it (through the router's outlet).
import { useOutletContext } from 'react-router';
import type { SessionClaims } from '../lib/staff/session';
import type { DashboardApi } from './dashboard-api';

export interface DashboardContext {
  api: DashboardApi;
  restaurantId: string;
  claims: SessionClaims;
  live: boolean;
}

export const useDashboard = () => useOutletContext<DashboardContext>();
