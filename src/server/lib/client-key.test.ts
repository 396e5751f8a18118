import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the key per-IP limits count under', () => {
  it('puts every address of one IPv6 /64 under one key, and another /64 under another', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(clientKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0063')).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('takes the configured prefix, down to the bit', () => {
    expect(clientKey('2001:db8:1:2ff::1', { ipv4: 32, ipv6: 56 })).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(clientKey('2001:db8:1:2::1', { ipv4: 32, ipv6: 128 })).toBe('2001:db8:1:2:0:0:0:1/128');
    expect(clientKey('2001:db8:abcd:12::1', { ipv4: 32, ipv6: 48 })).toBe('2001:db8:abcd:0:0:0:0:0/48');
  });

  it('keeps IPv4 addresses whole by default, reads IPv4-mapped IPv6 as IPv4, and cuts IPv4 when asked', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.7', { ipv4: 24, ipv6: 64 })).toBe('192.0.2.0/24');
    expect(clientKey('::1')).toBe('0:0:0:0:0:0:0:0/64');
  });
});
