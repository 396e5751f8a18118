// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStorageBackendForTests } from '../storage';
import { decodeToken, staffSession } from './session';

const token = (claims: Record<string, unknown>) => {
  // JWT parts are base64url of UTF-8 JSON.
  const part = (o: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
};

describe('staff session in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageBackendForTests();
  });

  it('reads the claims (accents included) and treats an expired token as signed out', () => {
    const now = Date.parse('2026-11-17T12:00:00Z');
    const exp = now / 1000 + 60;
    const claims = { sub: '3', restaurantId: 1, roles: ['staff'], name: 'Léa', exp };
    expect(decodeToken(token(claims))).toEqual(claims);
    staffSession.signIn(token(claims));
    expect(staffSession.isAuthenticated(now)).toBe(true);
    expect(staffSession.isAuthenticated(now + 61_000)).toBe(false);
    expect(decodeToken('pas-un-jeton')).toBeNull();
    expect(decodeToken(token({ sub: '1' }))).toBeNull();
  });

  it('stores what the user lookup returns and forgets the device entirely', () => {
    staffSession.enrol({ deviceSecret: 's', restaurantId: 7, restaurantGuid: 'g', restaurantName: 'Chez A' });
    staffSession.storeUser({ restaurantId: 7, restaurantGuid: 'g', pass_tutorial: true, logo: '/l.svg', restaurantName: 'Chez A' });
    expect(localStorage.getItem('restaurantId')).toBe('7');
    expect(localStorage.getItem('pass_tutorial')).toBe('true');
    staffSession.storeUser({ restaurantId: 7, restaurantGuid: 'g', pass_tutorial: false, logo: '', restaurantName: 'Chez A' });
    expect(staffSession.tutorialPassed()).toBe(false);
    staffSession.forgetDevice();
    expect(localStorage.length).toBe(0);
  });
});
