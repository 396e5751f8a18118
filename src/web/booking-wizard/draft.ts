// The wizard's draft, kept in browser storage under 'booking' with exactly the spec's field names
// (the same names the server's draft check accepts; an unknown field would be refused).

import { isValidIsoDate } from '../../domain/dates';
import { isDietaryCode, normaliseDietary } from '../../domain/guest-profile';
import { storage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { z } from 'zod';
import type { bookingCreateSchema, bookingDraftSchema } from '../../domain/schemas/booking';

/** The bodies as the server's schemas read them (what is sent, before the server's defaults). */
export type BookingDraftBody = z.input<typeof bookingDraftSchema>;
export type BookingCreateBody = z.input<typeof bookingCreateSchema>;
import type { QuestionAnswer } from './types';
import { dinerLanguage } from '../i18n/diner-language';

export const PLACEMENT_ANY = 'peu-importe';
const DEFAULT_COVERS = 2;

/** Allergies and diets the diner ticks (codes of domain/guest-profile.ts) and their own words. */
export interface DraftDietary {
  codes: string[];
  note: string;
}

export interface Draft {
  slug: string;
  date: string;
  hour: string;
  tableware_count: number;
  name: string;
  email: string;
  phone: string;
  phoneConfirmation: string;
  informations: string;
  sms: boolean;
  birthday: string | null;
  post_code: string | null;
  bookingIcons: string;
  locale: string;
  navigatorLanguage: string;
  query: string;
  is_waiting: boolean;
  tableName: string | null;
  bookingIconsCustomerPlacementSelected: string;
  /** Not a field of the spec's draft: sent with the booking only, never to the draft check. */
  dietary: DraftDietary;
}

export const DRAFT_FIELDS = [
  'slug',
  'date',
  'hour',
  'tableware_count',
  'name',
  'email',
  'phone',
  'phoneConfirmation',
  'informations',
  'sms',
  'birthday',
  'post_code',
  'bookingIcons',
  'locale',
  'navigatorLanguage',
  'query',
  'is_waiting',
  'tableName',
  'bookingIconsCustomerPlacementSelected',
] as const satisfies readonly (keyof Draft)[];

function browserLanguage(): string {
  try {
    return (globalThis.navigator?.language ?? '').slice(0, 50);
  } catch {
    return '';
  }
}

export function newDraft(slug: string, query = ''): Draft {
  return {
    slug,
    date: '',
    hour: '',
    tableware_count: DEFAULT_COVERS,
    name: '',
    email: '',
    phone: '',
    phoneConfirmation: '',
    informations: '',
    sms: false,
    birthday: null,
    post_code: null,
    bookingIcons: '',
    locale: 'fr-FR',
    navigatorLanguage: browserLanguage(),
    query: query.replace(/^\?/, '').slice(0, 1000),
    is_waiting: false,
    tableName: null,
    bookingIconsCustomerPlacementSelected: PLACEMENT_ANY,
    dietary: { codes: [], note: '' },
  };
}

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Rebuilds a draft from anything found in storage: known fields only, each with its type. */
export function normaliseDraft(raw: unknown, slug: string, query = ''): Draft {
  const base = newDraft(slug, query);
  if (typeof raw !== 'object' || raw === null) return base;
  const r = raw as Record<string, unknown>;
  if (r.slug !== slug) return base;
  const covers = Number(r.tableware_count);
  return {
    slug,
    date: typeof r.date === 'string' && isValidIsoDate(r.date) ? r.date : '',
    hour: typeof r.hour === 'string' && /^\d{2}:\d{2}$/.test(r.hour) ? r.hour : '',
    tableware_count: Number.isInteger(covers) && covers >= 1 ? covers : base.tableware_count,
    name: str(r.name, ''),
    email: str(r.email, ''),
    phone: str(r.phone, ''),
    phoneConfirmation: str(r.phoneConfirmation, ''),
    informations: str(r.informations, ''),
    sms: r.sms === true,
    birthday: strOrNull(r.birthday),
    post_code: strOrNull(r.post_code),
    bookingIcons: str(r.bookingIcons, ''),
    locale: str(r.locale, base.locale),
    navigatorLanguage: str(r.navigatorLanguage, base.navigatorLanguage),
    query: str(r.query, base.query),
    is_waiting: r.is_waiting === true,
    tableName: strOrNull(r.tableName),
    bookingIconsCustomerPlacementSelected: str(r.bookingIconsCustomerPlacementSelected, PLACEMENT_ANY) || PLACEMENT_ANY,
    dietary: { codes: [], note: '' },
  };
}

function dietaryOf(raw: unknown): DraftDietary {
  if (typeof raw !== 'object' || raw === null) return { codes: [], note: '' };
  const r = raw as Record<string, unknown>;
  const codes = Array.isArray(r.codes) ? r.codes.filter((c): c is string => typeof c === 'string' && isDietaryCode(c)) : [];
  return { codes, note: str(r.note, '') };
}

export function loadDraft(slug: string, query = ''): Draft {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.booking);
  const draft = normaliseDraft(stored, slug, query);
  // The allergies belong to the draft they were ticked in: a new draft starts without them.
  const sameDraft = typeof stored === 'object' && stored !== null && (stored as { slug?: unknown }).slug === slug;
  return sameDraft ? { ...draft, dietary: dietaryOf(storage.getJson<unknown>(STORAGE_KEYS.bookingDietary)) } : draft;
}

/** What goes under the spec's 'booking' key: its fields, and nothing else. */
export function specDraft(draft: Draft): Omit<Draft, 'dietary'> {
  const { dietary: _dietary, ...fields } = draft;
  return fields;
}

export function saveDraft(draft: Draft): void {
  storage.setJson(STORAGE_KEYS.booking, specDraft(draft));
  storage.setJson(STORAGE_KEYS.bookingDietary, draft.dietary);
}

export function loadAnswers(): QuestionAnswer[] {
  const raw = storage.getJson<unknown>(STORAGE_KEYS.questions);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((a: unknown): a is QuestionAnswer => {
      if (typeof a !== 'object' || a === null) return false;
      const { id, answer } = a as Record<string, unknown>;
      return Number.isInteger(id) && typeof answer === 'string';
    })
    .map((a) => ({ id: a.id, answer: a.answer }));
}

export function saveAnswers(answers: QuestionAnswer[]): void {
  storage.setJson(STORAGE_KEYS.questions, answers);
}

/** Body of the draft check: the draft's fields only, plus the answers given so far. */
export function draftCheckBody(draft: Draft, answers: QuestionAnswer[]): BookingDraftBody {
  const body: Record<string, unknown> = {};
  for (const key of DRAFT_FIELDS) body[key] = draft[key];
  body.birthday = draft.birthday || null;
  body.post_code = draft.post_code || null;
  const given = answers.filter((a) => a.answer.trim() !== '');
  if (given.length > 0) body.questions = given;
  return body as BookingDraftBody;
}

export interface CreateExtras {
  restaurantId?: number;
  answers: QuestionAnswer[];
  table: string | null;
  conditionsAccepted: boolean;
  adultCertified: boolean;
  /** The version of the guarantee or deposit words ticked, when the restaurant asks for one. */
  protectionAccepted?: string;
  botcheck?: string;
}

/** Body of the booking creation (spec section 3 names, plus consents and the bot check). */
export function bookingCreateBody(draft: Draft, extras: CreateExtras): BookingCreateBody {
  const body: BookingCreateBody = {
    date: draft.date,
    hour: draft.hour,
    tablewarecount: draft.tableware_count,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phoneNumber: draft.phone.trim(),
    information: draft.informations,
    sms: draft.sms,
    bookingIcons: draft.bookingIcons,
    restaurantSlug: draft.slug,
    questions: extras.answers.filter((a) => a.answer.trim() !== ''),
    locale: draft.locale,
    navigatorLanguage: draft.navigatorLanguage,
    language: dinerLanguage(),
    query: draft.query,
    birthday: draft.birthday || null,
    post_code: draft.post_code || null,
    bookingIconsCustomerPlacementSelected: draft.bookingIconsCustomerPlacementSelected || PLACEMENT_ANY,
    is_waiting: draft.is_waiting,
    tableName: draft.tableName,
    table: extras.table,
    conditions_accepted: extras.conditionsAccepted,
    adult_certified: extras.adultCertified,
  };
  const note = draft.dietary.note.trim();
  if (draft.dietary.codes.length > 0 || note) body.dietary = { codes: normaliseDietary(draft.dietary.codes), note };
  if (extras.restaurantId !== undefined) body.restaurantId = extras.restaurantId;
  if (extras.botcheck) body.botcheck = extras.botcheck;
  if (extras.protectionAccepted) body.protection_accepted = extras.protectionAccepted;
  return body;
}
