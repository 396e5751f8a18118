// The bot-check module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { botCheckRoutes } from './bot-check-routes';
export { botCheckService } from './bot-check-service';
