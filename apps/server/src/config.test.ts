import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('needs nothing: embedded database, port 8080, data in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, smtpUrl: undefined });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('leaves the log format to the terminal unless LOG_FORMAT names one', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('takes the passkey origin as an origin only', () => {
    expect(loadConfig({ WEBAUTHN_ORIGIN: 'https://app.example.com/' }).webauthnOrigin).toBe('https://app.example.com');
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'https://app.example.com/login' })).toThrow(/WEBAUTHN_ORIGIN: must be an origin only/);
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'app.example.com' })).toThrow(/WEBAUTHN_ORIGIN/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });

  it('converts session lifetimes to milliseconds', () => {
    const c = loadConfig({ SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '1' });
    expect(c.sessionIdleMs).toBe(2 * 3600_000);
    expect(c.sessionMaxMs).toBe(86_400_000);
  });

  it('trusts X-Forwarded-For only from the proxies named: a hop count or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.7', '::1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/);
  });
});
