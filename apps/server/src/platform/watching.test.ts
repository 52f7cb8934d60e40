import { describe, expect, it } from 'vitest';
import { memoryBus } from './bus.js';
import { WATCHING_TTL_MS, WatchedUsers, watchingMessage } from './watching.js';

describe('users watching', () => {
  it('knows a user a gateway named until the name lapses, unless named again', () => {
    let now = 1_000_000;
    const bus = memoryBus();
    const watched = new WatchedUsers(() => now);
    const stop = watched.listen(bus);
    expect(watched.has(7)).toBe(false);
    bus.publish(watchingMessage([7, 8]));
    expect(watched.has(7)).toBe(true);
    expect(watched.has(9)).toBe(false);
    now += WATCHING_TTL_MS - 1;
    bus.publish(watchingMessage([8]));
    now += 1;
    expect(watched.has(7)).toBe(false); // not named again: gone
    expect(watched.has(8)).toBe(true);
    stop();
    now += WATCHING_TTL_MS;
    bus.publish(watchingMessage([8]));
    expect(watched.has(8)).toBe(false); // no longer listening
  });

  it('ignores a message that is not a list of user ids', () => {
    const watched = new WatchedUsers(() => 0);
    for (const payload of ['', 'not json', '{"a":1}', '["7", 1.5, null]']) watched.take(payload);
    expect([7, 1.5].some((id) => watched.has(id))).toBe(false);
    watched.take('[7, "x"]');
    expect(watched.has(7)).toBe(true);
  });
});
