// What other modules read and write of the dining tables inside their own transaction (the
// settings' table list edits the same rows the plans place): one set of queries for both.
// The rest of the module's tables stays behind its service.

export { deleteTable, insertTable, loadLiveTables, replaceTableLegends, updateTable } from './floor-plans-repository';
