/**
 * Security headers for every answer. The content security policy allows only our own scripts:
 * files from this origin, and the inline scripts of the built index.html by their hashes;
 * inline styles are allowed because the mobile component library positions popups with them.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP sources ('sha256-…') of the inline scripts in `dist/index.html`: the traders' app paints
 * its first screen and picks what to preload before its code arrives. None when there is no build.
 */
export function inlineScriptHashes(dist: string | undefined): string[] {
  const file = dist && path.join(dist, 'index.html');
  if (!file || !fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1] ?? '').digest('base64')}'`,
  );
}

/**
 * The hashes of `inlineScriptHashes(dist)`, read again when index.html changes (a new build under a
 * running server), looked at no more than once a second.
 */
export function currentInlineScriptHashes(dist: string | undefined): () => string {
  const file = dist && path.join(dist, 'index.html');
  let checkedAt = 0;
  let modified = -1;
  let hashes = '';
  return () => {
    const now = Date.now();
    if (!file || now - checkedAt < 1000) return hashes;
    checkedAt = now;
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== modified) {
      modified = mtime;
      hashes = inlineScriptHashes(dist).join(' ');
    }
    return hashes;
  };
}

/**
 * The headers of an answer of the JSON API (a contract call: trader, console), after the OWASP REST
 * security cheat sheet: nothing in it may be cached anywhere (accounts, orders, balances), framed,
 * sniffed or given a referrer, and as a document it could load nothing at all. A page's policy
 * (scripts, styles, images, sockets) means nothing for JSON, and its 13 headers were a third of an
 * answer's bytes.
 */
export const API_HEADERS: readonly [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with API_HEADERS (call-route.ts registerCall sets it). */
    api?: boolean;
  }
}

/**
 * Sets the headers on every answer, before its route runs (so errors carry them too): API_HEADERS
 * on the routes of contract calls, helmet's on everything else (the apps' pages and files, the API
 * documentation, 404s). Helmet's middleware is made once, not for every request (which parses and
 * checks the policy each time), and what it sets is the same for every request while the inline
 * scripts' hashes stay the same: so it runs once for each set of hashes, into a list of headers
 * that every answer then gets as it is.
 */
export function registerSecurity(app: FastifyInstance, scriptHashes: () => string = () => ''): Promise<void> {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The customer-service chat (a later screen) embeds the operator's https link.
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  });
  let madeFor: string | undefined;
  let made: [string, string][] = [];
  const headersNow = (): [string, string][] => {
    const hashes = scriptHashes();
    if (hashes !== madeFor) {
      const set: [string, string][] = [];
      const recorder = {
        setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
        removeHeader: () => {},
      };
      let failed: Error | undefined;
      headers({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => (failed = error as Error | undefined));
      if (failed) throw failed;
      madeFor = hashes;
      made = set;
    }
    return made;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.routeOptions.config?.api === true;
    for (const [name, value] of api ? API_HEADERS : headersNow()) reply.raw.setHeader(name, value);
    done();
  });
  return Promise.resolve();
}
