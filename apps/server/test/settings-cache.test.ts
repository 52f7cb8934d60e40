/**
 * Settings are kept in memory on each node: read once, read again when any node announces a
 * change on the bus, and never kept longer than SETTINGS_MAX_AGE_MS.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../src/db/schema.js';
import { SETTINGS_MAX_AGE_MS, SETTINGS_TOPIC } from '../src/modules/settings/settings.service.js';
import { useHarness } from './support/harness.js';

const h = useHarness();
// Written behind the service's back, as another node's console would.
const storeElsewhere = (value: string) => h.database.db.update(settings).set({ value }).where(eq(settings.key, 'title'));
const title = async () => (await h.app.settings.get(['title'])).title;

afterEach(() => vi.restoreAllMocks());

describe('settings kept in memory', () => {
  it('answers from memory until a change is announced on the bus, then reads again', async () => {
    await storeElsewhere('Before');
    h.app.settings.changed();
    expect(await title()).toBe('Before');
    await storeElsewhere('After');
    expect(await title()).toBe('Before');
    h.bus.publish({ topic: SETTINGS_TOPIC, key: 'changed', payload: '"changed"' });
    expect(await title()).toBe('After');
  });

  it('reads again once what it holds is SETTINGS_MAX_AGE_MS old, should an announcement be lost', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    await storeElsewhere('Before');
    h.app.settings.changed();
    expect(await title()).toBe('Before');
    await storeElsewhere('After');
    clock.mockReturnValue(start + SETTINGS_MAX_AGE_MS - 1);
    expect(await title()).toBe('Before');
    clock.mockReturnValue(start + SETTINGS_MAX_AGE_MS);
    expect(await title()).toBe('After');
  });
});
