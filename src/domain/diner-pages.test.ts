import { describe, expect, it } from 'vitest';
import { matchDinerPath } from './diner-pages';

describe('matchDinerPath', () => {
  it('recognises the three public pages', () => {
    expect(matchDinerPath('/reserver/le-petit-zinc')).toEqual({ kind: 'booking', slug: 'le-petit-zinc', iframe: false, date: null });
    expect(matchDinerPath('/reserver/le-petit-zinc/')).toEqual({ kind: 'booking', slug: 'le-petit-zinc', iframe: false, date: null });
    expect(matchDinerPath('/reserver/le-petit-zinc/iframe')).toEqual({ kind: 'booking', slug: 'le-petit-zinc', iframe: true, date: null });
    expect(matchDinerPath('/reserver/le-petit-zinc/24-12-2026')).toEqual({ kind: 'booking', slug: 'le-petit-zinc', iframe: false, date: '24-12-2026' });
    expect(matchDinerPath('/resa/Ab12Cd34')).toEqual({ kind: 'my-booking', shortId: 'Ab12Cd34' });
    expect(matchDinerPath('/communication/le-petit-zinc')).toEqual({ kind: 'communication', slug: 'le-petit-zinc' });
  });

  it('decodes the slug once', () => {
    expect(matchDinerPath('/reserver/caf%C3%A9')).toEqual({ kind: 'booking', slug: 'café', iframe: false, date: null });
  });

  it('leaves every other address to the application', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/reserver',
      '/reserver/a/b/c',
      '/resa',
      '/resa/a/b',
      '/confirmresa/abc',
      '/communication/unsubscribe/abc',
      '/communication/confirm/abc',
      '/conditions/le-petit-zinc',
      '/reserver//x',
      '/reserver/%E0%A4%A',
      '/reserver/a%2Fb',
    ]) {
      expect(matchDinerPath(path), path).toBeNull();
    }
  });
});
