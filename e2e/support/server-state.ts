import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where global-setup records the server it started, for global-teardown. */
export const STATE_FILE = path.join(tmpdir(), `couvert-e2e-server-${process.env.E2E_PORT ?? 4173}.json`);
