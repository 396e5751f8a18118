// The dining tables' rows, written here only: a new restaurant's starter tables at sign-up
// (restaurants), the plans' tables (floor-plans) and the settings' table list, which edits the
// same rows the plans place. Below every module that writes them, so each can call it inside its
// own transaction; the rules around a write (the rules' version, the history) stay with the caller.
export { deleteTable, insertTable, insertTables, updateTable } from './dining-tables-repository';
