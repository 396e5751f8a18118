// What other staff features use of the dashboard: the shell they are shown in.
export { useDashboard } from './dashboard-context';
