import { z } from 'zod';
import { instantAtWallClock, isoWeekday, isValidIsoDate } from './dates';
import { formatEuros } from './euros';
import { LANGUAGE_LOCALES, type DinerLanguage } from './languages';
import { plural, type PluralForms } from './plurals';
import type { IsoDate, IsoWeekday, ServiceKind, TimeOfDay } from './types';

// A restaurant's protection against no-shows: what it asks of a diner (nothing, a card guarantee
// or a deposit), from which party size, how much, and until when a cancellation is free. French
// law allows a no-show fee only when its amount and deadline were shown before the diner
// accepted: the default texts below always name both.

const NO_SHOW_MODES = ['none', 'guarantee', 'deposit'] as const;
export type NoShowMode = (typeof NO_SHOW_MODES)[number];
const AMOUNT_PER = ['cover', 'booking'] as const;
export type AmountPer = (typeof AMOUNT_PER)[number];

const DEFAULT_HOLD_MINUTES = 10;
/** Stripe's smallest charge in euros, and a ceiling no restaurant's fee should ever reach. */
const MIN_AMOUNT_CENTS = 50;
const MAX_AMOUNT_CENTS = 100_000;
const MAX_DEADLINE_HOURS = 168;

const int = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} : un nombre est attendu.` })
    .int(`${label} : un nombre entier est attendu.`)
    .min(min, `${label} : au moins ${min}.`)
    .max(max, `${label} : au plus ${max}.`);

export const noShowPolicySchema = z
  .strictObject({
    mode: z.enum(NO_SHOW_MODES, { message: 'Protection : aucune, empreinte bancaire ou acompte.' }),
    minCovers: int('À partir de combien de couverts', 1, 100).default(1),
    amountCents: int('Montant', 0, MAX_AMOUNT_CENTS).default(0),
    per: z.enum(AMOUNT_PER, { message: 'Montant : par couvert ou par réservation.' }).default('cover'),
    deadlineHours: int('Délai d’annulation (heures)', 1, MAX_DEADLINE_HOURS).default(24),
    holdMinutes: int('Durée de blocage de la table (minutes)', 5, 60).default(DEFAULT_HOLD_MINUTES),
    dinerText: z.string().trim().max(1000, 'Texte affiché au client : 1000 caractères au plus.').optional(),
  })
  .refine((p) => p.mode === 'none' || p.amountCents >= MIN_AMOUNT_CENTS, {
    message: 'Montant : au moins 0,50 € pour une empreinte bancaire ou un acompte.',
    path: ['amountCents'],
  });
export type NoShowPolicy = z.output<typeof noShowPolicySchema>;
export type NoShowPolicyInput = z.input<typeof noShowPolicySchema>;

const weekdaySchema = z.number().int().min(1, 'Jour : de 1 (lundi) à 7 (dimanche).').max(7, 'Jour : de 1 (lundi) à 7 (dimanche).');

/** A service's policy, on some weekdays only (none listed: every day the service opens). */
const servicePolicySchema = z.strictObject({
  service: z.enum(['noon', 'evening'], { message: 'Service : midi ou soir.' }),
  weekdays: z.array(weekdaySchema).max(7).default([]),
  policy: noShowPolicySchema,
});
export type ServicePolicy = { service: ServiceKind; weekdays: IsoWeekday[]; policy: NoShowPolicy };

/** Two policies of one service may not both claim a weekday: which applies would be a guess. */
export const servicePoliciesSchema = z.strictObject({
  policies: z
    .array(servicePolicySchema)
    .max(14, 'Au plus 14 règles par restaurant.')
    .superRefine((policies, ctx) => {
      const claimed = new Set<string>();
      policies.forEach((p, index) => {
        const days = p.weekdays.length ? p.weekdays : [1, 2, 3, 4, 5, 6, 7];
        if (days.some((day) => claimed.has(`${p.service}${day}`))) {
          ctx.addIssue({ code: 'custom', path: [index, 'weekdays'], message: 'Deux règles du même service tombent le même jour.' });
        }
        days.forEach((day) => claimed.add(`${p.service}${day}`));
      });
    }),
});

const dateOverrideSchema = z.strictObject({
  kind: z.literal('date'),
  date: z.string().refine(isValidIsoDate, 'Date : une date valide est attendue (AAAA-MM-JJ).'),
  /** One service, or the whole day. */
  service: z.enum(['all', 'noon', 'evening'], { message: 'Service : toute la journée, midi ou soir.' }).default('all'),
  policy: noShowPolicySchema,
});
const eventOverrideSchema = z.strictObject({
  kind: z.literal('event'),
  eventGuid: z.string().min(1, 'Évènement : choisissez-en un.').max(64),
  policy: noShowPolicySchema,
});
export const policyOverrideSchema = z.discriminatedUnion('kind', [dateOverrideSchema, eventOverrideSchema], {
  message: 'Exception : par date ou par évènement.',
});
export type PolicyOverride = z.output<typeof policyOverrideSchema>;

export interface PolicySet {
  services: readonly ServicePolicy[];
  dates: readonly { date: IsoDate; service: 'all' | ServiceKind; policy: NoShowPolicy }[];
  /** Event overrides, with the date of their event. */
  events: readonly { date: IsoDate; policy: NoShowPolicy }[];
}

export interface Resolved {
  policy: NoShowPolicy;
  source: 'date' | 'event' | 'service';
  /** What a no-show may cost (guarantee) or what is paid now (deposit), for this party. */
  amountCents: number;
}

/** The policy that governs a booking: date override, then event override, then the service's. */
export function policyFor(set: PolicySet, date: IsoDate, service: ServiceKind): Omit<Resolved, 'amountCents'> | null {
  const byDate = set.dates.find((d) => d.date === date && d.service === service) ?? set.dates.find((d) => d.date === date && d.service === 'all');
  if (byDate) return { policy: byDate.policy, source: 'date' };
  const byEvent = set.events.find((e) => e.date === date);
  if (byEvent) return { policy: byEvent.policy, source: 'event' };
  const weekday = isoWeekday(date);
  const byService = set.services.find((s) => s.service === service && (s.weekdays.length === 0 || s.weekdays.includes(weekday)));
  return byService ? { policy: byService.policy, source: 'service' } : null;
}

/** What a booking must give, or null when nothing is asked of it (no policy, "none", too few covers). */
export function resolveNoShow(set: PolicySet, booking: { date: IsoDate; service: ServiceKind; covers: number }): Resolved | null {
  const found = policyFor(set, booking.date, booking.service);
  if (!found || found.policy.mode === 'none' || booking.covers < found.policy.minCovers) return null;
  return { ...found, amountCents: amountDue(found.policy, booking.covers) };
}

function amountDue(policy: NoShowPolicy, covers: number): number {
  return policy.per === 'cover' ? policy.amountCents * covers : policy.amountCents;
}

/** The last instant a diner may cancel free of charge, in the restaurant's zone. */
export function freeCancellationUntil(policy: NoShowPolicy, date: IsoDate, hour: TimeOfDay, timeZone: string): Date {
  return new Date(instantAtWallClock(date, hour, timeZone).getTime() - policy.deadlineHours * 3_600_000);
}

/**
 * An amount in euros as the diner's language writes it ("40,00 €", "€40.00"), with plain spaces:
 * these words are kept and shown as the diner accepted them.
 */
export const dinerMoney = (cents: number, language: DinerLanguage) => formatEuros(cents, { locale: LANGUAGE_LOCALES[language], spaces: 'plain' });

/** `hours` comes with its unit, in the language's plural ("24 heures", "1 heure"). */
type Words = (amount: string, hours: string) => string;
interface Texts {
  perCover: (amount: string) => string;
  guarantee: Words;
  deposit: Words;
}

const HOURS: Record<DinerLanguage, PluralForms> = {
  fr: { one: '# heure', other: '# heures' },
  en: { one: '# hour', other: '# hours' },
  es: { one: '# hora', other: '# horas' },
  de: { one: '# Stunde', other: '# Stunden' },
  it: { one: '# ora', other: '# ore' },
};

const TEXTS: Record<DinerLanguage, Texts> = {
  fr: {
    perCover: (a) => `${a} par personne`,
    guarantee: (a, h) =>
      `Votre réservation est garantie par une empreinte de votre carte bancaire : rien n’est débité aujourd’hui. En cas d’absence, ou d’annulation moins de ${h} avant l’heure réservée, le restaurant pourra débiter ${a}.`,
    deposit: (a, h) =>
      `Un acompte de ${a} est demandé pour confirmer votre réservation. Il est remboursé si vous annulez au moins ${h} avant l’heure réservée ; en cas d’absence ou d’annulation plus tardive, il reste acquis au restaurant.`,
  },
  en: {
    perCover: (a) => `${a} per person`,
    guarantee: (a, h) =>
      `Your booking is secured with your bank card: nothing is charged today. If you do not come, or cancel less than ${h} before your booking time, the restaurant may charge ${a}.`,
    deposit: (a, h) =>
      `A deposit of ${a} is required to confirm your booking. It is refunded if you cancel at least ${h} before your booking time; if you do not come or cancel later, the restaurant keeps it.`,
  },
  es: {
    perCover: (a) => `${a} por persona`,
    guarantee: (a, h) =>
      `Su reserva queda garantizada con su tarjeta bancaria: hoy no se le cobra nada. Si no se presenta, o cancela con menos de ${h} de antelación, el restaurante podrá cobrarle ${a}.`,
    deposit: (a, h) =>
      `Se requiere un depósito de ${a} para confirmar su reserva. Se le devolverá si cancela con al menos ${h} de antelación; si no se presenta o cancela más tarde, el restaurante se lo quedará.`,
  },
  de: {
    perCover: (a) => `${a} pro Person`,
    guarantee: (a, h) =>
      `Ihre Reservierung wird mit Ihrer Bankkarte garantiert: Heute wird nichts abgebucht. Wenn Sie nicht erscheinen oder weniger als ${h} vor der reservierten Zeit stornieren, kann das Restaurant ${a} abbuchen.`,
    deposit: (a, h) =>
      `Zur Bestätigung Ihrer Reservierung ist eine Anzahlung von ${a} erforderlich. Sie wird erstattet, wenn Sie mindestens ${h} vor der reservierten Zeit stornieren; bei Nichterscheinen oder späterer Stornierung behält das Restaurant sie ein.`,
  },
  it: {
    perCover: (a) => `${a} a persona`,
    guarantee: (a, h) =>
      `La tua prenotazione è garantita dalla tua carta di pagamento: oggi non viene addebitato nulla. Se non ti presenti, o se annulli meno di ${h} prima dell’orario prenotato, il ristorante potrà addebitarti ${a}.`,
    deposit: (a, h) =>
      `Per confermare la prenotazione è richiesto un acconto di ${a}. Ti sarà rimborsato se annulli almeno ${h} prima dell’orario prenotato; se non ti presenti o annulli più tardi, resterà al ristorante.`,
  },
};

/**
 * The words the diner accepts, in their language: the amount and the deadline always, then the
 * restaurant's own text when it wrote one (its words cannot drop what the law requires).
 */
export function dinerNoticeText(policy: NoShowPolicy, language: DinerLanguage, covers?: number): string {
  if (policy.mode === 'none') return '';
  const t = TEXTS[language];
  const unit = dinerMoney(policy.amountCents, language);
  const amount = policy.per === 'booking' ? unit : covers === undefined ? t.perCover(unit) : dinerMoney(amountDue(policy, covers), language);
  const hours = plural(language, policy.deadlineHours, HOURS[language]);
  const text = (policy.mode === 'guarantee' ? t.guarantee : t.deposit)(amount, hours);
  return policy.dinerText ? `${text}\n\n${policy.dinerText}` : text;
}
