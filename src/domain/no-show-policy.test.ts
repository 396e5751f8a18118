import { describe, expect, it } from 'vitest';
import { DINER_LANGUAGES } from './languages';
import {
  dinerNoticeText,
  freeCancellationUntil,
  noShowPolicySchema,
  policyFor,
  resolveNoShow,
  servicePoliciesSchema,
  type NoShowPolicy,
  type PolicySet,
} from './no-show-policy';

const guarantee = noShowPolicySchema.parse({ mode: 'guarantee', minCovers: 6, amountCents: 2000, per: 'cover', deadlineHours: 24 });
const deposit = noShowPolicySchema.parse({ mode: 'deposit', amountCents: 5000, per: 'booking', deadlineHours: 48 });
const none = noShowPolicySchema.parse({ mode: 'none' });

// 2026-12-05 and 2026-12-12 are Saturdays; 2026-12-11 is a Friday.
const set: PolicySet = {
  services: [{ service: 'evening', weekdays: [6], policy: guarantee }],
  dates: [{ date: '2026-12-31', service: 'all', policy: deposit }],
  events: [
    { date: '2026-12-12', policy: none },
    { date: '2026-12-31', policy: guarantee },
  ],
};

describe('noShowPolicySchema', () => {
  it('fills the defaults: 10 minutes to pay, from 1 cover, per cover, 24 hours', () => {
    expect(noShowPolicySchema.parse({ mode: 'guarantee', amountCents: 1500 })).toEqual({
      mode: 'guarantee',
      minCovers: 1,
      amountCents: 1500,
      per: 'cover',
      deadlineHours: 24,
      holdMinutes: 10,
    });
  });

  it('refuses an amount Stripe cannot take, in French', () => {
    const result = noShowPolicySchema.safeParse({ mode: 'deposit', amountCents: 10 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Montant : au moins 0,50 € pour une empreinte bancaire ou un acompte.');
    expect(noShowPolicySchema.safeParse({ mode: 'guarantee', amountCents: 2000, holdMinutes: 2 }).error?.issues[0]?.message).toBe(
      'Durée de blocage de la table (minutes) : au moins 5.',
    );
  });

  it('refuses two rules of one service on the same weekday', () => {
    const clash = servicePoliciesSchema.safeParse({
      policies: [
        { service: 'evening', weekdays: [5, 6], policy: guarantee },
        { service: 'evening', weekdays: [], policy: deposit },
      ],
    });
    expect(clash.error?.issues[0]?.message).toBe('Deux règles du même service tombent le même jour.');
    expect(
      servicePoliciesSchema.safeParse({
        policies: [
          { service: 'noon', policy: deposit },
          { service: 'evening', policy: deposit },
        ],
      }).success,
    ).toBe(true);
  });
});

describe('resolveNoShow', () => {
  it('asks a guarantee from 6 covers at Saturday dinner only', () => {
    expect(resolveNoShow(set, { date: '2026-12-05', service: 'evening', covers: 6 })).toEqual({ policy: guarantee, source: 'service', amountCents: 12000 });
    expect(resolveNoShow(set, { date: '2026-12-05', service: 'evening', covers: 5 })).toBeNull();
    expect(resolveNoShow(set, { date: '2026-12-05', service: 'noon', covers: 8 })).toBeNull();
    expect(resolveNoShow(set, { date: '2026-12-11', service: 'evening', covers: 8 })).toBeNull();
  });

  it('lets a date override beat an event override, and an event beat the service', () => {
    expect(policyFor(set, '2026-12-31', 'evening')).toEqual({ policy: deposit, source: 'date' });
    expect(resolveNoShow(set, { date: '2026-12-31', service: 'noon', covers: 2 })).toEqual({ policy: deposit, source: 'date', amountCents: 5000 });
    expect(policyFor(set, '2026-12-12', 'evening')).toEqual({ policy: none, source: 'event' });
    expect(resolveNoShow(set, { date: '2026-12-12', service: 'evening', covers: 10 })).toBeNull();
  });

  it('prefers a date override of the service to one of the whole day', () => {
    const both: PolicySet = { ...set, dates: [...set.dates, { date: '2026-12-31', service: 'evening', policy: guarantee }] };
    expect(policyFor(both, '2026-12-31', 'evening')?.policy).toBe(guarantee);
    expect(policyFor(both, '2026-12-31', 'noon')?.policy).toBe(deposit);
  });
});

describe('freeCancellationUntil', () => {
  it('counts the deadline from the wall clock of the restaurant, whatever the process zone', () => {
    // 20:00 in Paris on 5 December 2026 is 19:00 UTC; 24 hours earlier is 19:00 UTC on the 4th.
    expect(freeCancellationUntil(guarantee, '2026-12-05', '20:00', 'Europe/Paris').toISOString()).toBe('2026-12-04T19:00:00.000Z');
    // Across the spring change (29 March 2026): 20:00 CEST is 18:00 UTC; 24 real hours before.
    expect(freeCancellationUntil(guarantee, '2026-03-29', '20:00', 'Europe/Paris').toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(freeCancellationUntil(deposit, '2026-12-05', '20:00', 'Pacific/Kiritimati').toISOString()).toBe('2026-12-03T06:00:00.000Z');
  });
});

describe('dinerNoticeText', () => {
  it('names the amount and the deadline in every diner language', () => {
    for (const language of DINER_LANGUAGES) {
      for (const policy of [guarantee, deposit]) {
        const text = dinerNoticeText(policy, language, 6);
        expect(text, `${language} ${policy.mode}`).toMatch(policy === guarantee ? /120[.,]00/ : /50[.,]00/);
        expect(text, `${language} ${policy.mode}`).toMatch(policy === guarantee ? /\b24\b/ : /\b48\b/);
      }
    }
  });

  it('writes correct French, per person without a party size, and adds the restaurant’s words', () => {
    expect(dinerNoticeText(guarantee, 'fr')).toBe(
      'Votre réservation est garantie par une empreinte de votre carte bancaire : rien n’est débité aujourd’hui. En cas d’absence, ou d’annulation moins de 24 heures avant l’heure réservée, le restaurant pourra débiter 20,00 € par personne.',
    );
    const oneHour: NoShowPolicy = { ...deposit, deadlineHours: 1, dinerText: 'Merci de prévenir en cas de retard.' };
    expect(dinerNoticeText(oneHour, 'fr')).toBe(
      'Un acompte de 50,00 € est demandé pour confirmer votre réservation. Il est remboursé si vous annulez au moins 1 heure avant l’heure réservée ; en cas d’absence ou d’annulation plus tardive, il reste acquis au restaurant.\n\nMerci de prévenir en cas de retard.',
    );
    expect(dinerNoticeText(none, 'fr')).toBe('');
  });
});
