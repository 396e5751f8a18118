import { describe, expect, it } from 'vitest';
import { redactedPayload, REDACTED } from './outbox-secrets';
import { frenchDuration } from './templates/account-emails';

describe('payload secrets after delivery', () => {
  it('masks the code of an SMS code and the link of a password reset, keeping the other fields', () => {
    expect(JSON.parse(redactedPayload({ kind: 'sms_code', payload: '{"code":"123456","restaurantName":"Le Petit Zinc"}' })!)).toEqual({
      code: REDACTED,
      restaurantName: 'Le Petit Zinc',
    });
    const reset = { ownerId: 3, name: 'Camille', resetUrl: 'https://couvert.fr/mot-de-passe/nouveau#jeton=abc', expiresAt: '2026-11-17T09:00:00.000Z' };
    expect(JSON.parse(redactedPayload({ kind: 'password_reset', payload: JSON.stringify(reset) })!)).toEqual({ ...reset, resetUrl: REDACTED });
  });

  it('leaves other kinds alone and drops a secret payload it cannot read', () => {
    expect(redactedPayload({ kind: 'booking_received', payload: '{"bookingId":4}' })).toBeUndefined();
    expect(redactedPayload({ kind: 'sms_code', payload: 'code=123456' })).toBe('{}');
    expect(redactedPayload({ kind: 'sms_code', payload: '["123456"]' })).toBe('{}');
    // A field that is not there is not added.
    expect(redactedPayload({ kind: 'sms_code', payload: '{}' })).toBe('{}');
  });
});

describe('durations in words', () => {
  it('reads as a French sentence would', () => {
    expect(frenchDuration(60)).toBe('une heure');
    expect(frenchDuration(120)).toBe('2 heures');
    expect(frenchDuration(30)).toBe('30 minutes');
    expect(frenchDuration(90)).toBe('90 minutes');
  });
});
