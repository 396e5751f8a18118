import { describe, expect, it } from 'vitest';
import { robotsContentFor, robotsPolicyFor } from './robots-policy';

describe('robots policy', () => {
  it.each([
    '/',
    '/reserver/le-petit-zinc',
    '/reserver/le-petit-zinc/24-11-2026',
    '/reserver/le-petit-zinc/iframe',
    '/communication/le-petit-zinc',
    '/conditions/le-petit-zinc',
  ])('lets search engines index the public page %s', (path) => {
    expect(robotsPolicyFor(path)).toEqual({ index: true, content: 'index,follow' });
  });

  it.each([
    '/resa/AbCdEf123',
    '/confirmresa/AbCdEf123',
    '/communication/unsubscribe/0b6f5e1c',
    '/communication/confirm/token',
    '/floor-plan/create',
    '/floor-plan/edit/abc',
    '/dashboard',
    '/dashboard/reglages/profil',
    '/login',
    '/bienvenue',
    '/mot-de-passe/nouveau',
    '/creer-mon-restaurant',
    '/une-adresse-inconnue',
    '/conditions',
    '/conditions/le-petit-zinc/autre',
    '/api/restaurants',
  ])('keeps %s out of search engines', (path) => {
    expect(robotsPolicyFor(path)).toEqual({ index: false, content: 'noindex,nofollow' });
  });

  it('lets a public page be stricter than its route, never a hidden page more open', () => {
    expect(robotsContentFor('/reserver/le-petit-zinc', 'noindex,nofollow')).toBe('noindex,nofollow');
    expect(robotsContentFor('/floor-plan/create', 'index,follow')).toBe('noindex,nofollow');
    expect(robotsContentFor('/resa/x', 'index,follow')).toBe('noindex,nofollow');
  });
});
