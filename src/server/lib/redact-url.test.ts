import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/user/1234', '/api/user/…'],
    ['/resa/AbCdEf123456', '/resa/…'],
    ['/api/bookings/short/AbCdEf123456/confirm', '/api/bookings/short/…/confirm'],
    ['/communication/unsubscribe/xyz?x=1', '/communication/unsubscribe/…?x=…'],
    ['/api/staff/restaurants/1/events?access_token=eyJhbGciOi.eyJzdWIi.sig', '/api/staff/restaurants/1/events?access_token=…'],
    ['/api/staff/restaurants/1/events?ticket=AbC123', '/api/staff/restaurants/1/events?ticket=…'],
    ['/api/staff/restaurants/1/guests?q=Camille%20Martin&page=2', '/api/staff/restaurants/1/guests?q=…&page=2'],
    ['/api/subscriptions/abc/unsubscribe', '/api/subscriptions/…/unsubscribe'],
    ['/offre/AbCdEf123456', '/offre/…'],
    ['/api/waiting-offers/AbCdEf123456/accept', '/api/waiting-offers/…/accept'],
  ])('hides the secret of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves ordinary routes alone', () => {
    expect(redactUrl('/api/restaurants/le-petit-zinc/config')).toBe('/api/restaurants/le-petit-zinc/config');
    expect(redactUrl('/reserver/le-petit-zinc')).toBe('/reserver/le-petit-zinc');
  });
});
