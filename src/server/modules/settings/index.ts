// The settings module as the rest of the server sees it: other modules import it from here only
// (tests/architecture/module-order.test.ts), so what is not listed can change inside the folder.
export { importLegacyUploadFiles, type LegacyFilesReport } from './legacy-uploads-import';
export { requireOwnUploads } from './own-uploads';
export { settingsRoutes } from './settings-routes';
export { registerUploads } from './uploads-routes';
export { collectUnusedUploads } from './uploads-service';
