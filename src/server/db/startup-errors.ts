import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from './database';
import { classifyDatabaseError, describeDatabaseError } from './database-errors';

function freeBytes(dir: string): number | null {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

function freeSpace(dir: string): string {
  const bytes = freeBytes(dir);
  return bytes === null ? 'espace libre inconnu' : `${Math.floor(bytes / (1024 * 1024))} Mo libres`;
}

// Below this, an I/O error while opening or migrating is taken for a full disk (SQLite reports
// a failed write of its WAL index as "disk I/O error", not as SQLITE_FULL).
const NEARLY_FULL_BYTES = 16 * 1024 * 1024;

/**
 * Why the server or worker could not start on its database, in words an operator can act on:
 * SQLite's "disk I/O error" alone does not say that the disk is full or the file read-only.
 */
export function explainDatabaseStartFailure(error: unknown, database: DatabaseConfig): string | null {
  const outage = classifyDatabaseError(error);
  if (!outage) return null;
  const cause = describeDatabaseError(error);
  if (database.kind === 'sqlite') {
    const dir = path.dirname(database.file);
    const bytes = freeBytes(dir);
    switch (outage === 'unavailable' && bytes !== null && bytes < NEARLY_FULL_BYTES ? 'full' : outage) {
      case 'full':
        return `La base SQLite ${database.file} ne peut plus s'agrandir : le disque est plein (${freeSpace(dir)} dans ${dir}). Libérez de la place puis redémarrez. (${cause})`;
      case 'read_only':
        return `La base SQLite ${database.file} est en lecture seule : le serveur doit pouvoir écrire dans ce fichier et dans ${dir} (journal WAL). (${cause})`;
      case 'busy':
        return `La base SQLite ${database.file} est verrouillée par un autre processus. (${cause})`;
      default:
        return `La base SQLite ${database.file} est inaccessible en écriture : disque plein, en lecture seule ou défaillant ? ${freeSpace(dir)} dans ${dir}. (${cause})`;
    }
  }
  const where = (() => {
    try {
      const url = new URL(database.url);
      return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
    } catch {
      return 'DATABASE_URL';
    }
  })();
  if (outage === 'read_only') return `PostgreSQL (${where}) refuse les écritures (serveur en lecture seule ou secours). (${cause})`;
  if (outage === 'full') return `PostgreSQL (${where}) n'a plus d'espace disque. (${cause})`;
  return `PostgreSQL (${where}) est injoignable ou indisponible ; le serveur s'arrête pour être relancé par son superviseur. (${cause})`;
}
