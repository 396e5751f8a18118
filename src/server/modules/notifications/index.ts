// The notifications module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { notificationsRoutes } from './notifications-routes';
export { startWorker, startWorkerIfEnabled } from './worker-runtime';
export { servesLocalLinksOnly } from './dev-inbox-policy';
