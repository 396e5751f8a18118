import { closeOnSignals } from './lib/close-on-signals';
import { startWorker } from './modules/notifications';
import { startProcess } from './startup';

// `npm run worker`: outbox delivery alone, for deployments with several servers sharing
// PostgreSQL (start those with WORKER=false). Any number of workers may run: each message is
// claimed by one of them.
startProcess(async ({ config, log, db }) => {
  const worker = startWorker(config, db, log);
  console.log(`  Distribution des messages démarrée (${worker.id}).`);
  closeOnSignals(log, async () => {
    await worker.stop();
    await db.close();
  });
});
