import { describe, expect, it } from 'vitest';
import { countryOfAddress, isLocalAddress } from './geolocation.js';

describe('countryOfAddress', () => {
  it('places public IPv4 and IPv6 addresses in their countries', () => {
    expect(countryOfAddress('114.114.114.114')).toBe('CN');
    expect(countryOfAddress('8.8.8.8')).toBe('US');
    expect(countryOfAddress('2001:4860:4860::8888')).toBe('US');
    // A dual-stack socket reports IPv4 clients as IPv6-mapped addresses.
    expect(countryOfAddress('::ffff:114.114.114.114')).toBe('CN');
  });

  it('locates loopback, private, link-local, shared and documentation addresses nowhere', () => {
    for (const ip of ['127.0.0.1', '10.20.30.40', '172.16.0.1', '172.31.255.254', '192.168.0.10', '169.254.1.1', '100.64.0.1', '192.0.2.7', '198.51.100.9', '203.0.113.66', '::1', '::', 'fd12:3456::1', 'fe80::1', '2001:db8::1', '::ffff:10.0.0.1']) {
      expect(isLocalAddress(ip), ip).toBe(true);
      expect(countryOfAddress(ip), ip).toBeNull();
    }
  });

  it('answers nothing for what is not an address', () => {
    expect(countryOfAddress('')).toBeNull();
    expect(countryOfAddress('not-an-address')).toBeNull();
    expect(countryOfAddress('300.1.1.1')).toBeNull();
  });

  it('treats the edges of the private ranges exactly', () => {
    expect(isLocalAddress('172.15.255.255')).toBe(false);
    expect(isLocalAddress('172.32.0.0')).toBe(false);
    expect(isLocalAddress('100.128.0.0')).toBe(false);
  });
});
