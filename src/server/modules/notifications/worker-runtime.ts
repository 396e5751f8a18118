import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { devInboxes } from './dev-inbox-policy';
import { workerLogger, type Logger } from '../../lib/logger';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

/** Starts outbox delivery for a process, saying where messages go (and warning when they stay on disk). */
export function startWorker(config: AppConfig, db: Db, log: Logger): OutboxWorker {
  const logger = workerLogger(log);
  const worker = createOutboxWorker({ db, config, logger });
  const inboxes = devInboxes(config);
  if (!config.smtpUrl) {
    const note = `E-mails conservés dans ${config.dataDir}/mail (SMTP_URL non défini)`;
    if (inboxes.mail) logger.info(`${note} ; boîte de développement : ${config.publicUrl}/api/dev/mailbox`);
    else logger.warn(note);
  }
  if (!config.sms) {
    const note = `SMS conservés dans ${config.dataDir}/sms (fournisseur SMS non configuré)`;
    logger.info(inboxes.sms ? `${note} ; liste de développement : ${config.publicUrl}/api/dev/sms` : note);
  }
  worker.start();
  return worker;
}

export function startWorkerIfEnabled(config: AppConfig, db: Db, log: Logger): OutboxWorker | null {
  return config.worker ? startWorker(config, db, log) : null;
}
