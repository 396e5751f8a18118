// What other modules read of the dining tables and write of their legends inside their own
// transaction (the settings' table list edits the same rows the plans place): one set of queries
// for both. The rows themselves are written by the dining-tables module. The rest of the
// module's tables stays behind its service.

export { loadLiveTables, replaceTableLegends } from './floor-plans-repository';
