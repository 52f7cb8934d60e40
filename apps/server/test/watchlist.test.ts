import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { registerByEmail, useHarness } from './support/harness.js';

const h = useHarness();

/** Listed instrument ids, as trade_list shows them. */
async function listedIds(): Promise<number[]> {
  const reply = await h.get('/v1/api/forex/trade_list');
  return (reply.data as { Id: number }[]).map((i) => i.Id);
}

const trader = async () => (await registerByEmail(h, `watch-${randomUUID()}@example.com`)).token;
const watchlist = async (token: string) => (await h.get('/v1/api/forex/watchlist', { token })).data.ids as number[];

describe('watchlists', () => {
  it('keeps the instruments a trader stars in the trader’s order, across sessions', async () => {
    const [a, b, c] = await listedIds();
    const token = await trader();
    expect(await watchlist(token)).toEqual([]);
    const saved = await h.post('/v1/api/forex/watchlist/save', { ids: [c, a, b] }, { token });
    expect(saved).toMatchObject({ code: 1, data: { ids: [c, a, b] } });
    // Reordered, and one unstarred: the whole list is sent each time.
    await h.post('/v1/api/forex/watchlist/save', { ids: `${b},${c}` }, { token, form: true });
    expect(await watchlist(token)).toEqual([b, c]);
    // A form's empty field reads as absent (the family's convention): it clears nothing.
    expect((await h.post('/v1/api/forex/watchlist/save', { ids: '' }, { token, form: true })).code).not.toBe(1);
    expect(await watchlist(token)).toEqual([b, c]);
    await h.post('/v1/api/forex/watchlist/save', { ids: [] }, { token });
    expect(await watchlist(token)).toEqual([]);
  });

  it('merges a visitor’s phone list after the account’s own at login, skipping repeats and unknown ids', async () => {
    const [a, b, c, d] = await listedIds();
    const token = await trader();
    await h.post('/v1/api/forex/watchlist/save', { ids: [b, a] }, { token });
    const merged = await h.post('/v1/api/forex/watchlist/merge', { ids: [a, d, 999999, c] }, { token });
    expect(merged).toMatchObject({ code: 1, data: { ids: [b, a, d, c] } });
    expect(await watchlist(token)).toEqual([b, a, d, c]);
    // Merging the same phone list again changes nothing.
    await h.post('/v1/api/forex/watchlist/merge', { ids: [a, d] }, { token });
    expect(await watchlist(token)).toEqual([b, a, d, c]);
  });

  it('refuses repeats, unknown instruments and lists over 100 in the caller’s language, changing nothing', async () => {
    const [a, b] = await listedIds();
    const token = await trader();
    await h.post('/v1/api/forex/watchlist/save', { ids: [a] }, { token });
    const repeated = await h.post('/v1/api/forex/watchlist/save', { ids: [b, b] }, { token, lang: 'de' });
    expect(repeated.code).toBe(MESSAGE_CODES.watchlist_invalid);
    expect(repeated.msg).toBe('Die Beobachtungsliste muss aus verschiedenen Instrumentnummern bestehen');
    const unknown = await h.post('/v1/api/forex/watchlist/save', { ids: [b, 999999] }, { token, lang: 'en' });
    expect(unknown).toMatchObject({ code: MESSAGE_CODES.watchlist_unknown_instrument, msg: 'One of these instruments does not exist' });
    const long = await h.post('/v1/api/forex/watchlist/save', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { token });
    expect(long.code).toBe(MESSAGE_CODES.watchlist_too_long);
    for (const junk of ['x', '1,,2', '-3', { a: 1 }]) {
      expect((await h.post('/v1/api/forex/watchlist/save', { ids: junk }, { token })).code).toBe(MESSAGE_CODES.watchlist_invalid);
    }
    expect(await watchlist(token)).toEqual([a]);
  });

  it('is one trader’s own: another trader neither sees nor changes it, and a visitor is asked to log in', async () => {
    const [a, b] = await listedIds();
    const ada = await trader();
    const bob = await trader();
    await h.post('/v1/api/forex/watchlist/save', { ids: [a, b] }, { token: ada });
    expect(await watchlist(bob)).toEqual([]);
    await h.post('/v1/api/forex/watchlist/save', { ids: [b] }, { token: bob });
    expect(await watchlist(ada)).toEqual([a, b]);
    expect((await h.get('/v1/api/forex/watchlist')).code).toBe(MESSAGE_CODES.session_invalid);
    expect((await h.post('/v1/api/forex/watchlist/save', { ids: [a] })).code).toBe(MESSAGE_CODES.session_invalid);
  });

  it('keeps one list when two phones save at once', async () => {
    const [a, b, c] = await listedIds();
    const token = await trader();
    await Promise.all([
      h.post('/v1/api/forex/watchlist/save', { ids: [a, b] }, { token }),
      h.post('/v1/api/forex/watchlist/save', { ids: [c] }, { token }),
    ]);
    expect([[a, b], [c]]).toContainEqual(await watchlist(token));
  });
});
