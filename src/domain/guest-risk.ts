import { z } from 'zod';
import { addDays, instantAtWallClock, parseInstant } from './dates';
import { plural } from './plurals';
import type { IsoDate, TimeOfDay } from './types';

// A guest's no-show risk at one restaurant: their no-shows and late cancellations over the last
// twelve months (docs/guest-risk.md), and the owner's rule for what happens beyond a threshold.
// The same words and the same rule run on the server (the book, the booking's checks) and in the
// staff screens.

/** Without a free-cancellation deadline, a cancellation is late under this many hours before. */
const LATE_CANCELLATION_HOURS = 24;

export const RISK_ACTIONS = ['flag', 'guarantee', 'refuse'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

/**
 * The first date the twelve months count, for a restaurant whose date is `today`: the same day a
 * year earlier (29 February: 1 March).
 */
export function riskWindowStart(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4)) - 1;
  const sameDay = `${year}${today.slice(4)}`;
  return sameDay.endsWith('-02-29') ? addDays(`${year}-02-28`, 1) : sameDay;
}

export interface CancellationFacts {
  date: IsoDate;
  hour: TimeOfDay;
  timeZone: string;
  /** When the guest cancelled (ISO instant). */
  cancelledAt: string;
  /** The booking's free-cancellation deadline, when its guarantee or deposit gave it one. */
  freeCancellationUntil: string | null;
}

/**
 * Late: after the booking's own free-cancellation deadline when it had one, otherwise less than
 * 24 hours before the booking's time on the restaurant's clock.
 */
export function isLateCancellation(facts: CancellationFacts): boolean {
  const at = parseInstant(facts.cancelledAt).getTime();
  const deadline = facts.freeCancellationUntil
    ? parseInstant(facts.freeCancellationUntil).getTime()
    : instantAtWallClock(facts.date, facts.hour, facts.timeZone).getTime() - LATE_CANCELLATION_HOURS * 3_600_000;
  return at >= deadline;
}

export interface GuestRisk {
  noShows: number;
  lateCancellations: number;
}

export const NO_RISK: GuestRisk = { noShows: 0, lateCancellations: 0 };

/** A past booking that counts against its guest: one no-show or one late cancellation. */
export interface RiskIncident {
  bookingId: number;
  guestId: number | null;
  email: string;
  phone: string;
  kind: 'no_show' | 'late_cancellation';
}

export interface RiskSubject {
  /** The booking shown (never counted against itself); any number below 1 for a booking not yet written. */
  bookingId: number;
  /** The guest profiles the booking's contacts are linked to. */
  guestIds: readonly number[];
  email: string;
  phone: string;
}

/**
 * Each subject's count, from the incidents of the whole day read at once: an incident is the
 * subject's when it shares the guest profile, the e-mail or the phone (guest-matching's rule). A
 * booking never counts against itself.
 */
export function risksOf(subjects: readonly RiskSubject[], incidents: readonly RiskIncident[]): Map<number, GuestRisk> {
  const out = new Map<number, GuestRisk>();
  for (const s of subjects) {
    const risk = { noShows: 0, lateCancellations: 0 };
    for (const i of incidents) {
      if (i.bookingId === s.bookingId) continue;
      const same = (i.guestId !== null && s.guestIds.includes(i.guestId)) || (s.email !== '' && i.email === s.email) || (s.phone !== '' && i.phone === s.phone);
      if (!same) continue;
      if (i.kind === 'no_show') risk.noShows++;
      else risk.lateCancellations++;
    }
    out.set(s.bookingId, risk);
  }
  return out;
}

/** What the staff read on a booking: "2 absences en 12 mois", "1 annulation tardive en 12 mois". */
export function riskWords(risk: GuestRisk): string[] {
  const words: string[] = [];
  if (risk.noShows > 0) words.push(plural('fr', risk.noShows, { one: '# absence en 12 mois', other: '# absences en 12 mois' }));
  if (risk.lateCancellations > 0) {
    words.push(plural('fr', risk.lateCancellations, { one: '# annulation tardive en 12 mois', other: '# annulations tardives en 12 mois' }));
  }
  return words;
}

/** The shortest form, for a timeline bar: "2 abs." / "1 ann. tard.". */
export function riskShortWords(risk: GuestRisk): string {
  const parts: string[] = [];
  if (risk.noShows > 0) parts.push(`${risk.noShows} abs.`);
  if (risk.lateCancellations > 0) parts.push(`${risk.lateCancellations} ann. tard.`);
  return parts.join(' · ');
}

const MIN_GUARANTEE_CENTS = 50;
const MAX_GUARANTEE_CENTS = 100_000;

/**
 * The owner's rule (Réglages → Garanties et acomptes). Off by default (`threshold` null). The
 * guarantee's amount is the rule's own, per cover; the booking's other terms are fixed (24 hours
 * to cancel free of charge, the table held 10 minutes while the card is given).
 */
export const guestRiskRuleSchema = z.strictObject({
  threshold: z
    .number({ message: 'Seuil : un nombre d’absences est attendu.' })
    .int('Seuil : un nombre entier est attendu.')
    .min(1, 'Seuil : au moins 1 absence.')
    .max(20, 'Seuil : au plus 20 absences.')
    .nullable(),
  action: z.enum(RISK_ACTIONS, { message: 'Action : signaler seulement, demander une empreinte bancaire ou refuser la réservation en ligne.' }),
  guaranteeCents: z
    .number({ message: 'Montant de l’empreinte : un nombre est attendu.' })
    .int('Montant de l’empreinte : un nombre entier de centimes est attendu.')
    .min(MIN_GUARANTEE_CENTS, 'Montant de l’empreinte : au moins 0,50 € par couvert.')
    .max(MAX_GUARANTEE_CENTS, 'Montant de l’empreinte : au plus 1 000 € par couvert.'),
});
export type GuestRiskRule = z.output<typeof guestRiskRuleSchema>;

export const DEFAULT_GUEST_RISK_RULE: GuestRiskRule = { threshold: null, action: 'flag', guaranteeCents: 2000 };

/** What the rule does to a booking by a guest with `noShows` absences: null below the threshold or when off. */
export function riskActionFor(rule: GuestRiskRule, noShows: number): RiskAction | null {
  if (rule.threshold === null || noShows < rule.threshold) return null;
  return rule.action;
}
