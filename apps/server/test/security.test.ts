import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import {
  API_HEADERS,
  currentInlineScriptHashes,
  inlineScriptHashes,
  registerSecurity,
} from '../src/http/security.js';

describe('inline scripts of the built app', () => {
  it('are allowed by their sha256 hashes, and only they: external scripts need no hash', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-dist-'));
    const first = "document.documentElement.classList.add('shell-on')";
    const second = '(function(){var l=1})()';
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><script type="module" src="./assets/index.js"></script><script>${first}</script></head><body><script>${second}</script></body></html>`,
    );
    const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(dist)).toEqual([sha(first), sha(second)]);
  });

  it('are none without a build', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(path.join(os.tmpdir(), 'leverline-no-such-dist'))).toEqual([]);
  });

  it('follow a new build under a running server', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-dist-'));
    const file = path.join(dist, 'index.html');
    fs.writeFileSync(file, '<script>one()</script>');
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const hashes = currentInlineScriptHashes(dist);
    expect(hashes()).toBe(inlineScriptHashes(dist).join(' '));
    fs.writeFileSync(file, '<script>two()</script>');
    fs.utimesSync(file, new Date(), new Date(Date.UTC(2030, 0, 1)));
    now.mockReturnValue(1_002_000);
    expect(hashes()).toBe(inlineScriptHashes(dist).join(' '));
    expect(hashes()).toContain(crypto.createHash('sha256').update('two()').digest('base64'));
    now.mockRestore();
  });
});

describe('security headers', () => {
  it('are helmet’s on every answer, errors included, with the policy of the hashes of the moment', async () => {
    const app = Fastify();
    let hashes = "'sha256-AAAA'";
    await registerSecurity(app, () => hashes);
    app.get('/ok', () => ({ ok: true }));
    await app.ready();
    const first = await app.inject({ method: 'GET', url: '/ok' });
    expect(first.headers['content-security-policy']).toContain("script-src 'self' 'sha256-AAAA'");
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    hashes = "'sha256-BBBB'";
    const after = await app.inject({ method: 'GET', url: '/ok' });
    expect(after.headers['content-security-policy']).toContain("script-src 'self' 'sha256-BBBB'");
    expect(after.headers['content-security-policy']).not.toContain('AAAA');
    await app.close();
  });

  it('are the API set on routes marked as API calls, with no caching and no page policy', async () => {
    const app = Fastify();
    await registerSecurity(app, () => "'sha256-AAAA'");
    app.get('/call', { config: { api: true } }, () => ({ code: 1 }));
    app.get('/call-failing', { config: { api: true } }, () => Promise.reject(new Error('refused')));
    app.get('/page', () => 'page');
    await app.ready();
    for (const url of ['/call', '/call-failing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(
        Object.fromEntries(
          API_HEADERS.map(([name]) => [name.toLowerCase(), res.headers[name.toLowerCase()]]),
        ),
      ).toEqual(Object.fromEntries(API_HEADERS.map(([name, value]) => [name.toLowerCase(), value])));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).not.toContain('sha256');
    }
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-AAAA'");
    expect(page.headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
