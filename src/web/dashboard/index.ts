// What the staff shell (app/staff-shell) uses of the book: its API, whose live feed the shell keeps
// open for every staff screen, the context it hands the book's screens, and the words of its menu
// and toasts.
export { dashboardApi } from './dashboard-api';
export type { DashboardContext } from './dashboard-context';
export { frDashboard } from './i18n';
export { frTimeline } from './timeline-i18n';
export { frWaitingOffers } from './waiting-offers-panel';
export { offlineBookApi } from './offline-book';
export { OfflineBanner, useOfflineSync } from './offline-banner';
export { useLogoutGuard } from './logout-guard';
