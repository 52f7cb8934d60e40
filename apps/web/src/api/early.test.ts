import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyOr } from './early';

const PATH = '/v1/api/forex/trade_list';

afterEach(() => {
  delete window.__leverlineEarly;
});

describe('answers index.html asked for early', () => {
  it('serve the first call without asking again, and only the first', async () => {
    window.__leverlineEarly = { [PATH]: Promise.resolve({ code: 1, msg: 'ok', data: [{ Code: 'BTCUSD' }] }) };
    const ask = vi.fn(() => Promise.resolve([{ Code: 'ASKED' }]));
    await expect(earlyOr(PATH, ask)).resolves.toEqual([{ Code: 'BTCUSD' }]);
    expect(ask).not.toHaveBeenCalled();
    await expect(earlyOr(PATH, ask)).resolves.toEqual([{ Code: 'ASKED' }]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('ask again when the early answer was refused or never came', async () => {
    const ask = vi.fn(() => Promise.resolve('asked'));
    window.__leverlineEarly = { [PATH]: Promise.resolve({ code: 500, msg: 'busy', data: null }) };
    await expect(earlyOr(PATH, ask)).resolves.toBe('asked');
    window.__leverlineEarly = { [PATH]: Promise.resolve(null) };
    await expect(earlyOr(PATH, ask)).resolves.toBe('asked');
    window.__leverlineEarly = { [PATH]: Promise.reject(new Error('offline')) };
    await expect(earlyOr(PATH, ask)).resolves.toBe('asked');
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('ask as usual when there is none', async () => {
    await expect(earlyOr(PATH, () => Promise.resolve('asked'))).resolves.toBe('asked');
  });
});
