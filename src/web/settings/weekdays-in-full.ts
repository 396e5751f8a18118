// The days a service or a rule applies on, written out as a person would say them: "le samedi",
// "du mardi au dimanche", "le lundi, le mercredi et le vendredi". Abbreviations ("Mar, Mer") are
// hard to read aloud and to tell apart at a glance.

import { FRENCH_WEEKDAYS } from '../../domain/dates';

const ALL_DAYS = 7;

/** Runs of following days: [[2, 3, 4], [6]]. Sunday followed by Monday is one run ("du samedi au lundi"). */
function runsOf(weekdays: readonly number[]): number[][] {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= ALL_DAYS).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.at(-1) === day - 1) last.push(day);
    else runs.push([day]);
  }
  const [first, ...rest] = runs;
  const end = rest.at(-1);
  if (first && end && first[0] === 1 && end.at(-1) === ALL_DAYS) return [...rest.slice(0, -1), [...end, ...first]];
  return runs;
}

const name = (day: number) => FRENCH_WEEKDAYS[day - 1]!;

/** "a", "a et b", "a, b et c". */
function list(parts: readonly string[]): string {
  const last = parts.at(-1) ?? '';
  const rest = parts.slice(0, -1);
  return rest.length ? `${rest.join(', ')} et ${last}` : last;
}

/** "tous les jours" for none or all seven (no day chosen means every day the service opens). */
export function weekdaysInFull(weekdays: readonly number[]): string {
  const runs = runsOf(weekdays);
  if (runs.length === 0 || (runs.length === 1 && runs[0]!.length === ALL_DAYS)) return 'tous les jours';
  // Two days in a row read better as two days than as a span.
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`du ${name(run[0]!)} au ${name(run.at(-1)!)}`] : run.map((d) => `le ${name(d)}`)));
  return list(parts);
}
