import { describe, expect, it } from 'vitest';
import { apiBaseUrl, type PageLocation } from './baseUrl';

function page(url: string): PageLocation {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, origin: u.origin };
}

describe('apiBaseUrl', () => {
  it('uses the page origin by default (one server for app and API, and the demo build)', () => {
    expect(apiBaseUrl({}, page('https://m.leverline.example/#/login'))).toBe('https://m.leverline.example');
    expect(apiBaseUrl({ VITE_API_BASE: '' }, page('http://127.0.0.1:8080/'))).toBe('http://127.0.0.1:8080');
  });

  it('prefers VITE_API_BASE when it is set at build time, without a trailing slash', () => {
    const env = { VITE_API_BASE: 'https://api.example.com/', VITE_API_HOST_MODE: 'subdomain' };
    expect(apiBaseUrl(env, page('https://www.example.com/'))).toBe('https://api.example.com');
  });

  it('replaces the first label of the page host with api in subdomain mode', () => {
    const env = { VITE_API_HOST_MODE: 'subdomain' };
    expect(apiBaseUrl(env, page('https://m.leverline.example/'))).toBe('https://api.leverline.example');
    expect(apiBaseUrl(env, page('https://www.trade.example.co.uk/'))).toBe('https://api.trade.example.co.uk');
    expect(apiBaseUrl(env, page('http://h5.example.test:8443/'))).toBe('http://api.example.test:8443');
  });

  it('adds the api label to a bare domain and keeps the origin when there is nothing to replace', () => {
    const env = { VITE_API_HOST_MODE: 'subdomain' };
    expect(apiBaseUrl(env, page('https://example.com/'))).toBe('https://api.example.com');
    expect(apiBaseUrl(env, page('http://localhost:5173/'))).toBe('http://localhost:5173');
    expect(apiBaseUrl(env, page('http://192.168.1.20:8080/'))).toBe('http://192.168.1.20:8080');
  });
});
