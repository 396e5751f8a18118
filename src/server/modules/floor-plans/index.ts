// The floor-plans module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { loadLiveTables, replaceTableLegends } from './floor-plans-access';
export { floorPlanImageUrl } from './floor-plans-public';
export { floorPlansRoutes } from './floor-plans-routes';
