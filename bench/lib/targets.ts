import type { CommitRate } from './commit-rate';
import type { LoadResult } from './load';
import { int, ms, type Report } from './report';

// The targets, both databases side by side, from figures measured in the same run.

export interface DialectFigures {
  floor: LoadResult;
  /** Each public read the targets name, by its label. */
  reads: Record<string, LoadResult>;
  create: LoadResult;
  commitRate: CommitRate;
}

/** A public read: ≥ 50 % of the floor's req/s, p99 ≤ 20 ms. Creation: ≥ 50 % of the raw commit rate. */
export const READ_SHARE_TARGET = 0.5;
export const READ_P99_TARGET_MS = 20;
export const CREATE_SHARE_TARGET = 0.5;

const percent = (v: number) => `${(100 * v).toFixed(1)} %`;
const verdict = (ok: boolean) => (ok ? 'atteint' : '**non atteint**');

export function reportTargets(report: Report, dialects: Array<{ label: string } & DialectFigures>, connections: number): void {
  if (dialects.length === 0) return;
  report.section('Cibles — les deux bases côte à côte, même exécution');
  report.text(
    `Lectures publiques : débit en part du plancher (Fastify nu, ${connections} connexions) — cible ≥ ${percent(READ_SHARE_TARGET)} — ` +
      `et p99 — cible ≤ ${READ_P99_TARGET_MS} ms.`,
    '',
  );
  const names = Object.keys(dialects[0]!.reads);
  report.table(
    ['Lecture', ...dialects.flatMap((d) => [`${d.label} req/s`, `${d.label} / plancher`, `${d.label} p99 (ms)`, `${d.label}`])],
    [
      ['Plancher', ...dialects.flatMap((d) => [int(d.floor.requestsPerSecond), '100 %', ms(d.floor.p99), ''])],
      ...names.map((name) => [
        name,
        ...dialects.flatMap((d) => {
          const r = d.reads[name]!;
          const share = r.requestsPerSecond / d.floor.requestsPerSecond;
          return [int(r.requestsPerSecond), percent(share), ms(r.p99), verdict(share >= READ_SHARE_TARGET && r.p99 <= READ_P99_TARGET_MS)];
        }),
      ]),
    ],
  );
  report.text(
    `Création de réservation en part du débit brut de validations durables de la même base (une ligne par transaction ; ` +
      `SQLite : better-sqlite3, WAL, synchronous=FULL ; PostgreSQL : synchronous_commit=on) — cible ≥ ${percent(CREATE_SHARE_TARGET)}.`,
    '',
  );
  report.table(
    [
      'Base',
      'validations/s, 1 écrivain',
      `validations/s, ${connections} écrivains`,
      'créations (201)/s',
      'part (1 écrivain)',
      `part (${connections} écrivains)`,
      'cible',
    ],
    dialects.map((d) => {
      // Accepted bookings only: a refusal (409, no table left) writes nothing.
      const created = (d.create.requestsPerSecond * (d.create.statusCounts['201'] ?? 0)) / Math.max(1, d.create.total);
      const best = Math.max(d.commitRate.serial, d.commitRate.concurrent);
      return [
        d.label,
        int(d.commitRate.serial),
        d.commitRate.connections > 1 ? int(d.commitRate.concurrent) : '— (un seul écrivain)',
        int(created),
        percent(created / d.commitRate.serial),
        d.commitRate.connections > 1 ? percent(created / d.commitRate.concurrent) : '—',
        verdict(created / best >= CREATE_SHARE_TARGET),
      ];
    }),
  );
  report.text('La part est jugée sur le plus haut des deux débits bruts (PostgreSQL regroupe les vidages disque de validations simultanées).');
}
