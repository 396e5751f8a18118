// `npm run bench` section: covers seated on simulated Saturday nights by the table choice that
// weighs the rest of the service (src/domain/table-fit.ts) against the first table that fits,
// the exact optimum on small nights, and what one choice costs under the day's lock.
import os from 'node:os';
import { int, ms, type Report } from './report';
import { demand, playNight, restaurant, seededRandom, timeCheckSlot, withLunch, type Night } from './table-nights';
import { optimumCovers } from './table-optimum';

const SEED = 20261128;

interface Spread {
  mean: number;
  min: number;
  max: number;
}

function spread(values: readonly number[]): Spread {
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, min: Math.min(...values), max: Math.max(...values) };
}

const fmt = (s: Spread) => `${s.mean.toFixed(1)} (${int(s.min)}–${int(s.max)})`;
const pct = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)} %`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export async function benchTableAssignment(report: Report, options: { quick: boolean }): Promise<void> {
  report.section('Attribution des tables — samedis soir simulés');
  const random = seededRandom(SEED);
  const nightsCount = options.quick ? 20 : 100;
  const requestsPerNight = 190;
  const tables = restaurant(24, 24, 12, 8, 12);
  const nights: Night[] = Array.from({ length: nightsCount }, () => ({ tables, requests: demand(random, requestsPerNight) }));

  const firstFit: number[] = [];
  const weighed: number[] = [];
  const gains: number[] = [];
  const choiceTimes: number[] = [];
  let busiest = nights[0]!;
  let busiestBookings = playNight(busiest, true).bookings;
  for (const night of nights) {
    const before = playNight(night, false);
    const after = playNight(night, true, choiceTimes);
    firstFit.push(before.covers);
    weighed.push(after.covers);
    gains.push((100 * (after.covers - before.covers)) / before.covers);
    if (after.bookings.length > busiestBookings.length) [busiest, busiestBookings] = [night, after.bookings];
  }
  report.text(
    `${nightsCount} soirées (graine ${SEED}) : ${tables.length} tables (24 de 2, 24 de 4, 12 de 6 ; 8 tables de 2 et 12 de 4 accolables deux à deux), ` +
      `${requestsPerNight} demandes par soirée dans un ordre d'arrivée tiré au hasard (1 à 8 couverts, surtout 2 et 4 ; 19:00–22:00 par quart d'heure, ` +
      "pic vers 20:00 ; 90 min jusqu'à 2 couverts, 120 jusqu'à 4, 150 jusqu'à 6, 165 au-delà). Une demande refusée est perdue.",
    '',
  );
  const better = gains.filter((g) => g > 0).length;
  const worse = gains.filter((g) => g < 0).length;
  report.table(
    ['Règle', 'couverts placés : moyenne (min–max)'],
    [
      ['Première table qui convient (avant)', fmt(spread(firstFit))],
      ['Table qui coûte le moins au reste du service', fmt(spread(weighed))],
    ],
  );
  const g = spread(gains);
  report.text(`Écart par soirée : ${pct(g.mean)} en moyenne (de ${pct(g.min)} à ${pct(g.max)}) ; mieux ${better} fois, moins bien ${worse} fois.`, '');

  // The optimum of the offline problem (every request known in advance) on nights small enough
  // for an exact solve.
  const smallCount = 20;
  const smallTables = restaurant(4, 5, 3, 2, 2);
  const small: Night[] = Array.from({ length: smallCount }, () => ({ tables: smallTables, requests: demand(random, 25) }));
  const rows: Array<{ first: number; weigh: number; best: number }> = [];
  for (const night of small) {
    rows.push({ first: playNight(night, false).covers, weigh: playNight(night, true).covers, best: await optimumCovers(night) });
  }
  const gap = (pick: (r: (typeof rows)[number]) => number) => spread(rows.map((r) => (100 * (r.best - pick(r))) / r.best));
  report.text(
    `Petites soirées (${smallCount}, 12 tables : 4 de 2, 5 de 4, 3 de 6, 2 de 2 et 2 de 4 accolables ; 25 demandes) comparées à l'optimum exact ` +
      "du problème hors ligne (toutes les demandes connues d'avance ; programme linéaire en nombres entiers résolu par HiGHS) :",
    '',
  );
  const firstGap = gap((r) => r.first);
  const weighGap = gap((r) => r.weigh);
  report.table(
    ['Règle', 'couverts placés : moyenne (min–max)', "écart à l'optimum : moyenne (min–max)", "soirées à l'optimum"],
    [
      [
        'Première table qui convient (avant)',
        fmt(spread(rows.map((r) => r.first))),
        `${firstGap.mean.toFixed(2)} % (${firstGap.min.toFixed(1)}–${firstGap.max.toFixed(1)} %)`,
        `${rows.filter((r) => r.first === r.best).length}`,
      ],
      [
        'Table qui coûte le moins au reste du service',
        fmt(spread(rows.map((r) => r.weigh))),
        `${weighGap.mean.toFixed(2)} % (${weighGap.min.toFixed(1)}–${weighGap.max.toFixed(1)} %)`,
        `${rows.filter((r) => r.weigh === r.best).length}`,
      ],
      ['Optimum hors ligne', fmt(spread(rows.map((r) => r.best))), '0 %', `${rows.length}`],
    ],
  );

  // Speed: every choice of the nights above, then `checkSlot` whole on a day of 150 bookings (the
  // fullest night and a lunch), as the booking transaction runs it under the day's lock.
  const sorted = [...choiceTimes].sort((a, b) => a - b);
  const day = withLunch(tables, busiestBookings, 150);
  const probes = demand(seededRandom(SEED + 1), 2000);
  timeCheckSlot(tables, day, probes.slice(0, 200));
  const slot = timeCheckSlot(tables, day, probes).sort((a, b) => a - b);
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  report.text(
    `Durée d'un choix de table pendant les soirées (${int(sorted.length)} choix, ${tables.length} tables, jusqu'à ${busiestBookings.length} réservations) : ` +
      `moyenne ${ms(mean(sorted))} ms, p50 ${ms(percentile(sorted, 0.5))} ms, p99 ${ms(percentile(sorted, 0.99))} ms, max ${ms(sorted.at(-1)!)} ms.`,
    `checkSlot entier (règles du jour, cadence, puis le choix) sur une journée de ${day.length} réservations et ${tables.length} tables, ${int(slot.length)} demandes : ` +
      `moyenne ${ms(mean(slot))} ms, p50 ${ms(percentile(slot, 0.5))} ms, p99 ${ms(percentile(slot, 0.99))} ms, max ${ms(slot.at(-1)!)} ms ` +
      `(le p99 et le maximum comptent les pauses du ramasse-miettes et l'attente du processeur : charge de la machine ${os.loadavg()[0]!.toFixed(1)} pour ${os.cpus().length} cœurs).`,
  );
}
