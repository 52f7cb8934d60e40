import { describe, expect, it, vi } from 'vitest';
import { decodeBusMessage, encodeBusMessage, memoryBus, type BusMessage } from './bus.js';

const message: BusMessage = {
  topic: 'DAY_MARKET',
  key: 'EURUSD',
  payload: '{"type":"DAY_MARKET","data":{"symbol":"EURUSD","close":1.08345,"change":-0.12,"note":"a\\nb"}}',
};

describe('memoryBus', () => {
  it('delivers every message to every listener, in order, until it unsubscribes', () => {
    const bus = memoryBus();
    const a: BusMessage[] = [];
    const b: BusMessage[] = [];
    const stopA = bus.subscribe((m) => a.push(m));
    bus.subscribe((m) => b.push(m));
    bus.publish(message);
    stopA();
    bus.publish({ ...message, key: 'GBPUSD' });
    expect(a).toEqual([message]);
    expect(b.map((m) => m.key)).toEqual(['EURUSD', 'GBPUSD']);
  });

  it('keeps delivering to the other listeners when one throws, and never throws to the publisher', () => {
    const log = { error: vi.fn() };
    const bus = memoryBus(log as never);
    const received: string[] = [];
    bus.subscribe(() => {
      throw new Error('listener bug');
    });
    bus.subscribe((m) => received.push(m.key));
    expect(() => bus.publish(message)).not.toThrow();
    expect(received).toEqual(['EURUSD']);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('stops delivering after close', async () => {
    const bus = memoryBus();
    const listener = vi.fn();
    bus.subscribe(listener);
    await bus.close();
    bus.publish(message);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('Redis wire format', () => {
  it('puts the topic in the channel and the key before the first line break, leaving the payload as it is', () => {
    const { channel, body } = encodeBusMessage('leverline:', message);
    expect(channel).toBe('leverline:DAY_MARKET');
    expect(body).toBe(`EURUSD\n${message.payload}`);
    expect(decodeBusMessage('leverline:', channel, body)).toEqual(message);
  });

  it('keeps a payload that itself contains line breaks', () => {
    const raw = { topic: 'KLINE.EURUSD', key: '1min', payload: 'line one\nline two\n' };
    const { channel, body } = encodeBusMessage('p:', raw);
    expect(decodeBusMessage('p:', channel, body)).toEqual(raw);
  });

  it('ignores channels of another prefix and bodies without a key', () => {
    expect(decodeBusMessage('leverline:', 'other:DAY_MARKET', 'EURUSD\n{}')).toBeNull();
    expect(decodeBusMessage('leverline:', 'leverline:DAY_MARKET', 'no line break')).toBeNull();
  });
});
