import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { consoleLogger, createOutboxWorker, type OutboxWorker } from './outbox-worker';

/** Starts outbox delivery for a process, saying where messages go (and warning when they stay on disk). */
export function startWorker(config: AppConfig, db: Db): OutboxWorker {
  const worker = createOutboxWorker({ db, config, logger: consoleLogger });
  if (!config.smtpUrl) {
    const note = `E-mails conservés dans ${config.dataDir}/mail (SMTP_URL non défini)`;
    if (config.env === 'production') consoleLogger.warn(note);
    else consoleLogger.info(`${note} ; boîte de développement : /api/dev/mailbox`);
  }
  if (!config.sms) consoleLogger.info(`SMS conservés dans ${config.dataDir}/sms (fournisseur SMS non configuré)`);
  worker.start();
  return worker;
}

export function startWorkerIfEnabled(config: AppConfig, db: Db): OutboxWorker | null {
  return config.worker ? startWorker(config, db) : null;
}
