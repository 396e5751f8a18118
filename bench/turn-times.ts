// The turn-time predictions tried on the demo's past, split by time: the medians are learnt from the
// earlier weeks and judged on the last ones, against the stays the staff measured ("Installé" →
// "Terminé"), beside the services' fixed turn times. Standalone: npx tsx bench/turn-times.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, todayIn } from '../src/domain/dates';
import { turnMinutesFor } from '../src/domain/services';
import { MIN_TURN_SAMPLES, predictedTurn, staysFromHistory, summariseStays } from '../src/domain/turn-time-prediction';
import type { ServiceKind } from '../src/domain/types';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { loadFinishedStays } from '../src/server/modules/booking-engine';
import { loadServices, requireRestaurantBySlug } from '../src/server/modules/restaurants';
import { seedDemo, DEMO_SLUG } from '../src/server/seed/demo-seed';
import { int, Report } from './lib/report';
import { TIME_ZONE } from './dataset';

/** The last weeks the predictions are judged on; the weeks before teach them. */
const TEST_WEEKS = 4;
/** The demo's clock: a Tuesday afternoon, as the journeys' (the past is the same from any day). */
const NOW = new Date('2026-11-17T13:00:00Z');

interface Errors {
  mae: number;
  p50: number;
  p90: number;
}

function errorsOf(errors: number[]): Errors {
  const sorted = [...errors].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { mae: sorted.reduce((a, b) => a + b, 0) / sorted.length, p50: at(0.5), p90: at(0.9) };
}

export async function benchTurnTimes(report: Report, workDir: string): Promise<void> {
  report.section('Durées de table prévues — essai sur l’historique de démonstration');
  const db = openDatabase({ kind: 'sqlite', file: path.join(workDir, 'turn-times.sqlite') });
  try {
    await migrateToLatest(db);
    await seedDemo(db, { now: NOW, history: true });
    const restaurant = await requireRestaurantBySlug(db.kysely, DEMO_SLUG);
    const services = await loadServices(db.kysely, restaurant.id);
    const today = todayIn(TIME_ZONE, NOW);
    const cutoff = addDays(today, -7 * TEST_WEEKS);
    const { events, bookings } = await loadFinishedStays(db.kysely, restaurant.id, addDays(today, -400));
    const before = new Map([...bookings].filter(([, b]) => b.date < cutoff));
    const after = new Map([...bookings].filter(([, b]) => b.date >= cutoff));
    const groups = summariseStays(staysFromHistory(events, before));
    const judged = staysFromHistory(events, after);

    const rows: string[][] = [];
    const lines = (label: string, kind: ServiceKind | null) => {
      const stays = judged.filter((s) => kind === null || s.service === kind);
      const predictedErrors: number[] = [];
      const fixedErrors: number[] = [];
      let predicted = 0;
      for (const stay of stays) {
        const service = services.find((s) => s.kind === stay.service)!;
        const fixed = turnMinutesFor(service, stay.covers);
        const prediction = predictedTurn(groups, service, stay.covers, stay.weekday);
        if (prediction) predicted++;
        predictedErrors.push(Math.abs((prediction?.minutes ?? fixed) - stay.minutes));
        fixedErrors.push(Math.abs(fixed - stay.minutes));
      }
      const p = errorsOf(predictedErrors);
      const f = errorsOf(fixedErrors);
      rows.push([label, 'prévue', int(stays.length), `${int(predicted)}`, p.mae.toFixed(1), int(p.p50), int(p.p90)]);
      rows.push([label, 'fixe', int(stays.length), '—', f.mae.toFixed(1), int(f.p50), int(f.p90)]);
    };
    lines('Tous', null);
    lines('Midi', 'noon');
    lines('Soir', 'evening');
    report.text(
      `Le Petit Zinc de démonstration (${int(bookings.size)} tables terminées sur ses trois mois de passé, graine fixe). Apprentissage avant le ${cutoff}, essai sur les ${TEST_WEEKS} dernières semaines ; une durée prévue demande ` +
        `${MIN_TURN_SAMPLES} séjours (jour de la semaine, sinon taille et service), sinon la durée fixe. Erreur absolue en minutes ` +
        `entre la durée donnée à la réservation et le séjour mesuré ; « avec prévision » : séjours dont la durée venait de l’historique.`,
      `Groupes appris : ${groups.filter((g) => g.samples >= MIN_TURN_SAMPLES).length} sur ${groups.length} ` +
        `(${groups.filter((g) => g.weekday !== null && g.samples >= MIN_TURN_SAMPLES).length} par jour de la semaine).`,
      '',
    );
    report.table(['Service', 'Durée', 'Séjours', 'Avec prévision', 'Erreur moyenne', 'p50', 'p90'], rows);
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = mkdtempSync(path.join(tmpdir(), 'couvert-turn-times-'));
  benchTurnTimes(new Report(), dir)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => rmSync(dir, { recursive: true, force: true }));
}
