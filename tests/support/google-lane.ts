// One pass of the outbox's Google lane, as the worker makes it: what the Google tests run after
// the worker's half-minute job has queued its messages.
import { DEFAULT_LANES } from '../../src/server/modules/outbox';
import { createOutboxWorker, silentLogger } from '../../src/server/modules/notifications/outbox-worker';
import type { TestServer } from './test-server';

/** Delivers what is due on the Google lane once; answers how many messages it handled. */
export async function runGoogleLane(server: Pick<TestServer, 'db' | 'config' | 'clock'>): Promise<number> {
  const worker = createOutboxWorker({
    db: server.db,
    config: server.config,
    now: server.clock.now,
    lanes: DEFAULT_LANES.filter((lane) => lane.channel === 'google'),
    reminderIntervalMs: false,
    logger: silentLogger,
  });
  const handled = await worker.runOnce();
  await worker.stop();
  return handled;
}
