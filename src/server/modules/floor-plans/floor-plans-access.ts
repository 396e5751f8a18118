// What other modules write of the dining tables inside their own transaction (the settings'
// table list edits the same rows the plans place): one set of writes for both.
// The rest of the module's tables stays behind its service.

export { deleteTable, insertTable, replaceTableLegends, updateTable } from './floor-plans-repository';
