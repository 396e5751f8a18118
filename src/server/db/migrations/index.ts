import type { MigrationModule } from '../migrator';
import * as initial from './2026-11-21-0001-initial';

// Append new migrations at the end; names sort in the order they must run.
export const migrations: Array<[name: string, module: MigrationModule]> = [
  ['2026-11-21-0001-initial', initial],
];
