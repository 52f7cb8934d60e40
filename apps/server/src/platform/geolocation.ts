/**
 * The country a network address is in, from the offline database geoip-country ships (MaxMind's
 * GeoLite2 Country, IPv4 and IPv6, read into memory once at start; nothing is downloaded at
 * install or run time, and a newer release of the package brings newer data).
 *
 * Loopback, private, link-local, shared (carrier-grade NAT) and documentation addresses are in no
 * country: they are this machine, a private network or a test, never a trader's own location, so
 * they are never restricted.
 */
import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

const NOWHERE = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
] as const) {
  NOWHERE.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
] as const) {
  NOWHERE.addSubnet(prefix, bits, 'ipv6');
}

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, as a dual-stack socket reports it) as IPv4. */
function plain(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** True for an address that is never located: loopback, private, link-local, documentation. */
export function isLocalAddress(ip: string): boolean {
  const address = plain(ip.trim());
  const family = isIP(address);
  if (family === 0) return true;
  return NOWHERE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** ISO 3166-1 alpha-2 of the country `ip` is in; null when unknown, invalid or local. */
export function countryOfAddress(ip: string): string | null {
  if (isLocalAddress(ip)) return null;
  return geoip.lookup(plain(ip.trim()))?.country ?? null;
}
