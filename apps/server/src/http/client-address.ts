/**
 * Which address a request comes from. Behind a reverse proxy the socket's address is the proxy's,
 * and the client's is in X-Forwarded-For — a header anyone can write. So it is read only through
 * proxies the operator named (TRUST_PROXY): a hop count (the last N addresses are our proxies) or
 * their addresses and subnets. Each proxy appends what it saw, so with one trusted hop a client's
 * own `X-Forwarded-For: spoofed` arrives as `spoofed, real` and the address taken is `real`.
 * HTTP routes (through Fastify's `trustProxy`) and the live socket use this same rule.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** No proxy; the number of proxies in front; or the proxies' addresses and subnets. */
export type TrustProxy = false | number | readonly string[];

/** Whether the address at `hop` (0 = the socket's peer) is one of our proxies. */
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}

/** The client address of a raw request (the upgrade of the live socket). */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  const chain = proxyAddr.all(request, trust);
  return chain[chain.length - 1] ?? '';
}
