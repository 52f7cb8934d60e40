/** geoip-country ships no types: the one call Leverline makes. */
declare module 'geoip-country' {
  /** The country of an IPv4 or IPv6 address (ISO 3166-1 alpha-2 in `country`); null when not in the database. */
  export function lookup(ip: string): { country: string } | null;
}
