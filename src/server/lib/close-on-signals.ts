import type { Logger } from './logger';

/**
 * Closes the process's resources on the first SIGINT or SIGTERM, once, then exits. A close that
 * fails still ends the process, with its reason in the log and a failure code.
 */
export function closeOnSignals(log: Logger, close: () => Promise<void>): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Arrêt incomplet');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
