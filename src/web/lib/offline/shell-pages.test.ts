import { describe, expect, it } from 'vitest';
import { isStaffPage } from './shell-pages';

describe('the pages the kept shell answers offline', () => {
  it('are the staff app’s', () => {
    for (const page of ['/', '/login', '/bienvenue', '/dashboard', '/dashboard/chronologie', '/dashboard/reglages/tables'])
      expect(isStaffPage(page), page).toBe(true);
  });

  it('are never a diner’s page, a capability link or the API', () => {
    for (const page of [
      '/reserver/le-petit-zinc',
      '/resa/AB12CD',
      '/communication/le-petit-zinc',
      '/api/app/config/',
      '/dashboardx',
      '/creer-mon-restaurant',
      '/mot-de-passe/nouveau',
    ])
      expect(isStaffPage(page), page).toBe(false);
  });
});
