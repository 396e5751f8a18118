import { beforeEach, describe, expect, it } from 'vitest';
import { resetStorageBackendForTests } from '../lib/storage';
import { bookingCreateBody, DRAFT_FIELDS, draftCheckBody, newDraft, normaliseDraft, specDraft } from './draft';
import { dayIsFull, dayUnavailability, hourSelection, serviceIsFull, visibleSlots } from './hour-rules';
import { fingerprint, idempotencyKeyFor, clearIdempotencyKey } from './idempotency';
import { decrementCovers, incrementCovers, informationsSchema } from './informations-form';
import { missingRequiredAnswers } from './questions';
import { assignTable } from './table-assignment';

describe('draft', () => {
  it('is stored with exactly the spec field names (the allergies under their own key)', () => {
    expect(Object.keys(specDraft(newDraft('le-petit-zinc'))).sort()).toEqual([...DRAFT_FIELDS].sort());
  });

  it('drops unknown fields and a draft of another restaurant', () => {
    const d = normaliseDraft({ slug: 'a', date: '2026-11-24', hour: '20:00', extra: 1 }, 'a');
    expect(d).not.toHaveProperty('extra');
    expect(d.date).toBe('2026-11-24');
    expect(normaliseDraft({ slug: 'b', date: '2026-11-24' }, 'a').date).toBe('');
  });

  it('sends the draft fields and the answers to the check', () => {
    const body = draftCheckBody(newDraft('a'), [
      { id: 1, answer: 'Non' },
      { id: 2, answer: ' ' },
    ]);
    expect(body.questions).toEqual([{ id: 1, answer: 'Non' }]);
    expect(
      Object.keys(body)
        .filter((k) => k !== 'questions')
        .sort(),
    ).toEqual([...DRAFT_FIELDS].sort());
  });

  it('maps the draft onto the creation names', () => {
    const draft = { ...newDraft('a'), date: '2026-11-24', hour: '20:00', name: ' Camille ', phone: '0612345678' };
    const body = bookingCreateBody(draft, { answers: [], table: 't1', conditionsAccepted: true, adultCertified: false });
    expect(body).toMatchObject({
      date: '2026-11-24',
      hour: '20:00',
      tablewarecount: 2,
      name: 'Camille',
      phoneNumber: '0612345678',
      restaurantSlug: 'a',
      table: 't1',
      conditions_accepted: true,
    });
    expect(body).not.toHaveProperty('botcheck');
    expect(body).not.toHaveProperty('phone');
  });
});

describe('hours', () => {
  const hours = {
    noon: [
      { label: '12:00', available: true },
      { label: '12:15', available: false },
    ],
    evening: [
      { label: '19:00', available: false },
      { label: '19:15', available: false },
    ],
  };

  it('finds a full service', () => {
    expect(serviceIsFull(hours.noon)).toBe(false);
    expect(serviceIsFull(hours.evening)).toBe(true);
    expect(serviceIsFull([])).toBe(false);
  });

  it('calls the day full only when every service still offered is full', () => {
    // A full evening beside a lunch with a table: a full service, not a full restaurant.
    expect(dayIsFull(hours)).toBe(false);
    expect(dayIsFull({ noon: [{ label: '12:00', available: false }], evening: hours.evening })).toBe(true);
    // A day with one service only, full.
    expect(dayIsFull({ noon: [], evening: hours.evening })).toBe(true);
    // Lunch over (its slots past) and the evening full: nothing left to book that day.
    expect(dayIsFull({ noon: [{ label: '12:00', available: false, reason: 'past' as const }], evening: hours.evening })).toBe(true);
    expect(dayIsFull({ noon: [], evening: [] })).toBe(false);
  });

  it('re-selects a previous hour only if still available', () => {
    expect(hourSelection(hours, { hour: '12:00', isWaiting: false }, true)).toEqual({ hour: '12:00', isWaiting: false });
    expect(hourSelection(hours, { hour: '12:15', isWaiting: false }, true)).toBeNull();
    expect(hourSelection(hours, { hour: '18:00', isWaiting: false }, true)).toBeNull();
  });

  it('keeps a waiting-list hour while the service is full and the list open', () => {
    expect(hourSelection(hours, { hour: '19:15', isWaiting: true }, true)).toEqual({ hour: '19:15', isWaiting: true });
    expect(hourSelection(hours, { hour: '19:15', isWaiting: true }, false)).toBeNull();
  });
});

describe('informations form', () => {
  const valid = {
    tableware_count: 2,
    name: 'Camille',
    email: 'camille@example.fr',
    phone: '06 12 34 56 78',
    phoneConfirmation: '0612345678',
    birthday: '',
    post_code: '',
    informations: '',
  };

  const messagesOf = async (values: Partial<typeof valid>) => {
    const r = await informationsSchema.safeParseAsync({ ...valid, ...values });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a complete form', async () => {
    expect(await messagesOf({})).toEqual([]);
  });

  it('requires covers of at least 1, at most 99, and matching phones, in the server words', async () => {
    expect(await messagesOf({ tableware_count: 0 })).toEqual(['tableware_count: Le nombre de couverts doit être au moins 1.']);
    expect(await messagesOf({ tableware_count: Number.NaN })).toEqual(['tableware_count: Le nombre de couverts doit être au moins 1.']);
    expect(await messagesOf({ tableware_count: 100 })).toEqual(['tableware_count: Pour un groupe de plus de 99 personnes, veuillez appeler le restaurant.']);
    expect(await messagesOf({ phoneConfirmation: '0612345679' })).toEqual(['phoneConfirmation: Les deux numéros de téléphone ne correspondent pas.']);
    expect(await messagesOf({ phoneConfirmation: '' })).toEqual(['phoneConfirmation: Les deux numéros de téléphone ne correspondent pas.']);
  });

  it('checks name, e-mail, phone and post code with the server rules', async () => {
    expect(await messagesOf({ email: 'camille@' })).toEqual(['email: Veuillez saisir une adresse e-mail valide.']);
    expect(await messagesOf({ name: 'A' })).toEqual(['name: Veuillez indiquer votre nom.']);
    expect(await messagesOf({ post_code: '75<b>' })).toEqual(['post_code: Le code postal est invalide.']);
    expect(await messagesOf({ post_code: '  ' })).toEqual([]);
    expect(await messagesOf({ phoneConfirmation: '+33 6 12 34 56 78' })).toEqual([]);
    for (const phone of ['0000000000', '+123456789', '12', '06 12 ab 56 78']) {
      expect(await messagesOf({ phone, phoneConfirmation: phone }), phone).toContain('phone: Veuillez saisir un numéro de téléphone valide.');
    }
  });

  it('minus does nothing at 1; plus increments', () => {
    expect(decrementCovers(1)).toBe(1);
    expect(decrementCovers(0)).toBe(0);
    expect(decrementCovers(3)).toBe(2);
    expect(incrementCovers(1)).toBe(2);
    expect(incrementCovers(Number.NaN)).toBe(1);
  });
});

describe('questions', () => {
  it('lists required questions left empty', () => {
    const qs = [
      { id: 1, questionText: 'A', required: true },
      { id: 2, questionText: 'B', required: false },
    ];
    expect(missingRequiredAnswers(qs, [])).toHaveLength(1);
    expect(missingRequiredAnswers(qs, [{ id: 1, answer: '  ' }])).toHaveLength(1);
    expect(missingRequiredAnswers(qs, [{ id: 1, answer: 'Non' }])).toHaveLength(0);
    expect(missingRequiredAnswers([], [])).toHaveLength(0);
  });
});

describe('table suggestion', () => {
  const tables = [
    { guid: 'big', capacity: 6, name: 'S7', image: '', legends_ids_array: ['salle'] },
    { guid: 'small-terrace', capacity: 2, name: 'T1', image: '', legends_ids_array: ['terrasse'] },
    { guid: 'small-room', capacity: 2, name: 'S1', image: '', legends_ids_array: ['salle'] },
    { guid: 'mid', capacity: 4, name: 'S4', image: '', legends_ids_array: ['salle'] },
  ];

  it('takes the smallest table that is not blocked', () => {
    expect(assignTable({ tables, blocked: [], placement: 'peu-importe', applyPlacement: true, tableName: null })).toBe('small-terrace');
    expect(assignTable({ tables, blocked: ['small-terrace', 'small-room'], placement: 'peu-importe', applyPlacement: true, tableName: null })).toBe('mid');
  });

  it('filters by placement on the experience page only', () => {
    expect(assignTable({ tables, blocked: [], placement: 'salle', applyPlacement: true, tableName: null })).toBe('small-room');
    expect(assignTable({ tables, blocked: [], placement: 'salle', applyPlacement: false, tableName: null })).toBe('small-terrace');
  });

  it('takes the chosen table name, and nothing when nothing fits', () => {
    expect(assignTable({ tables, blocked: [], placement: 'peu-importe', applyPlacement: true, tableName: 'big' })).toBe('big');
    expect(assignTable({ tables: [], blocked: [], placement: 'peu-importe', applyPlacement: true, tableName: null })).toBeNull();
  });
});

describe('idempotency key', () => {
  beforeEach(() => {
    resetStorageBackendForTests();
    clearIdempotencyKey();
  });

  it('is the same for the same booking, ignoring the bot-check proof', () => {
    const body = { date: '2026-11-24', hour: '20:00', name: 'A' };
    const k1 = idempotencyKeyFor(body);
    expect(idempotencyKeyFor({ hour: '20:00', name: 'A', date: '2026-11-24', botcheck: 'xyz' })).toBe(k1);
    expect(fingerprint({ a: 1, b: 2 })).toBe(fingerprint({ b: 2, a: 1 }));
  });

  it('changes when the booking changes or after a success', () => {
    const k1 = idempotencyKeyFor({ hour: '20:00' });
    expect(idempotencyKeyFor({ hour: '20:15' })).not.toBe(k1);
    const k2 = idempotencyKeyFor({ hour: '20:15' });
    clearIdempotencyKey();
    expect(idempotencyKeyFor({ hour: '20:15' })).not.toBe(k2);
  });
});

describe('dayUnavailability', () => {
  const slot = (label: string, reason?: 'past' | 'full' | 'closed') => (reason ? { label, available: false, reason } : { label, available: true });

  it('sends a route date back to the date page when it is past, closed or beyond the window', () => {
    expect(dayUnavailability({ noon: [slot('12:00', 'past')], evening: [] }, '2020-01-01', '2026-11-21')).toBe('past');
    expect(dayUnavailability({ noon: [], evening: [] }, '2026-11-23', '2026-11-21')).toBe('closed');
    expect(dayUnavailability({ noon: [slot('12:00', 'closed')], evening: [slot('19:00', 'closed')] }, '2027-06-01', '2026-11-21')).toBe('too_far');
  });

  it('keeps a day with slots to come, even full, or today with only its past gone', () => {
    expect(dayUnavailability({ noon: [slot('12:00', 'full')], evening: [] }, '2026-11-28', '2026-11-21')).toBeNull();
    expect(dayUnavailability({ noon: [slot('12:00', 'past')], evening: [slot('19:00')] }, '2026-11-21', '2026-11-21')).toBeNull();
  });

  it('hides past slots and offers the waiting list only for a service still to come', () => {
    const afterLunch = [slot('12:00', 'past'), slot('12:30', 'past')];
    expect(visibleSlots(afterLunch)).toEqual([]);
    expect(serviceIsFull(afterLunch)).toBe(false);
    expect(hourSelection({ noon: afterLunch, evening: [] }, { hour: '12:30', isWaiting: true }, true)).toBeNull();
  });
});
