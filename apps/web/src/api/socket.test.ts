import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_CONNECT_TIMEOUT_MS, SOCKET_HEARTBEAT_MS, SOCKET_MAX_MISSED_PONGS } from '@leverline/contract';
import { fakeLiveSocket, type FakeLive } from '../test/fakeSocket';
import { backoffDelay, socketUrl, UNSUB_LINGER_MS } from './socket';

/** A live socket whose connection is open, with fake timers running. */
function openSocket(options: Parameters<typeof fakeLiveSocket>[0] = {}): FakeLive {
  const live = fakeLiveSocket(options);
  live.socket.connect();
  live.last().open();
  return live;
}

describe('live socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects to the API host with the ws scheme, naming the language of the replies', () => {
    expect(socketUrl('http://127.0.0.1:8080', 'en')).toBe('ws://127.0.0.1:8080/v1/ws?lang=en');
    expect(socketUrl('https://api.example.com/', 'hk')).toBe('wss://api.example.com/v1/ws?lang=hk');
    let lang = 'en';
    const live = fakeLiveSocket({ url: () => socketUrl('http://api.test', lang) });
    live.socket.connect();
    live.socket.connect(); // already connecting: no second socket
    expect(live.sockets).toHaveLength(1);
    expect(live.last().url).toBe('ws://api.test/v1/ws?lang=en');
    // The address is read again at each attempt: a reconnect speaks the language chosen since.
    lang = 'de';
    live.last().drop();
    vi.runOnlyPendingTimers();
    expect(live.last().url).toBe('ws://api.test/v1/ws?lang=de');
  });

  it('sends sub for the first subscriber of a topic and unsub once the last one has left', () => {
    const live = openSocket();
    const ws = live.last();
    const a = live.socket.subscribe('DAY_MARKET', () => undefined);
    const b = live.socket.subscribe('DAY_MARKET', () => undefined);
    expect(ws.sentOf('sub')).toEqual([{ type: 'sub', params: 'DAY_MARKET' }]);
    a();
    a(); // a second call of the same unsubscribe does not count twice
    vi.advanceTimersByTime(UNSUB_LINGER_MS);
    expect(ws.sentOf('unsub')).toEqual([]);
    b();
    vi.advanceTimersByTime(UNSUB_LINGER_MS - 1);
    expect(ws.sentOf('unsub')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws.sentOf('unsub')).toEqual([{ type: 'unsub', params: 'DAY_MARKET' }]);
    live.socket.subscribe('DAY_MARKET', () => undefined);
    expect(ws.sentOf('sub')).toHaveLength(2);
  });

  it('hands a topic from one screen to the next without unsub and sub', () => {
    const live = openSocket();
    const ws = live.last();
    const home = vi.fn();
    const trade = vi.fn();
    const leaveHome = live.socket.subscribe('DAY_MARKET', home);
    leaveHome();
    live.socket.subscribe('DAY_MARKET', trade);
    vi.advanceTimersByTime(UNSUB_LINGER_MS * 2);
    expect(ws.sent).toEqual([{ type: 'sub', params: 'DAY_MARKET' }]);
    ws.receive({ type: 'DAY_MARKET', symbol: 'EURUSD', quotation: {} });
    expect(home).not.toHaveBeenCalled();
    expect(trade).toHaveBeenCalledTimes(1);
  });

  it('delivers DAY_MARKET by type and KLINE by its symbol, only to that topic', () => {
    const live = openSocket();
    const day = vi.fn();
    const eur = vi.fn();
    const gbp = vi.fn();
    live.socket.subscribe('DAY_MARKET', day);
    live.socket.subscribe('KLINE.EURUSD', eur);
    live.socket.subscribe('KLINE.GBPUSD', gbp);
    const quote = { type: 'DAY_MARKET', symbol: 'EURUSD', quotation: { forex_id: 1, close: 1.1, change: 0.2 } };
    const candle = {
      type: 'KLINE',
      symbol: 'EURUSD',
      forex_id: 1,
      kline: { Period: '1min', Time: 60_000, Open: 1, High: 1, Low: 1, Close: 1, Volume: 1, ForexId: 1, Code: 'EURUSD' },
    };
    live.last().receive(quote);
    live.last().receive(candle);
    live.last().receive({ type: 'KLINE', kline: candle.kline }); // no symbol: no topic
    expect(day).toHaveBeenCalledWith(quote);
    expect(eur).toHaveBeenCalledTimes(1);
    expect(eur).toHaveBeenCalledWith(candle);
    expect(gbp).not.toHaveBeenCalled();
  });

  it('subscribes to the per-user pushes like any topic and delivers them, fields on the message', () => {
    const live = openSocket({ token: 'tok' });
    const ws = live.last();
    const trade = vi.fn();
    const closed = vi.fn();
    const day = vi.fn();
    live.socket.subscribe('DAY_MARKET', day);
    const stopTrade = live.socket.subscribe('FOREX_TRADE', trade);
    live.socket.subscribe('FOREX_CLOSED', closed);
    expect(ws.sent).toEqual([
      { type: 'login', params: 'tok' },
      { type: 'sub', params: 'DAY_MARKET' },
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'FOREX_CLOSED' },
    ]);
    const push = { type: 'FOREX_TRADE', To: 7, ProfitsTotal: 1, TransOrder: [] };
    ws.receive(push);
    ws.receive({ type: 'FOREX_CLOSED', id: [12, 13] });
    expect(trade).toHaveBeenCalledWith(push);
    expect(closed).toHaveBeenCalledWith({ type: 'FOREX_CLOSED', id: [12, 13] });
    expect(day).not.toHaveBeenCalled();
    stopTrade();
    ws.receive({ ...push, ProfitsTotal: 2 });
    expect(trade).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNSUB_LINGER_MS);
    expect(ws.sentOf('unsub')).toEqual([{ type: 'unsub', params: 'FOREX_TRADE' }]);
  });

  it('drops a message type nobody listens to', () => {
    const warn = vi.fn();
    const live = openSocket({ warn });
    const day = vi.fn();
    live.socket.subscribe('DAY_MARKET', day);
    live.last().receive({ type: 'SOMETHING_NEW', symbol: 'EURUSD' });
    live.last().receive({ type: 'FOREX_CLOSED', id: [1] });
    expect(day).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the replies to its own messages, and a session ended elsewhere, as nothing for screens', () => {
    const warn = vi.fn();
    const live = openSocket({ warn, token: 'tok' });
    const listener = vi.fn();
    for (const topic of ['DAY_MARKET', 'FOREX_TRADE', 'FOREX_CLOSED']) live.socket.subscribe(topic, listener);
    const ws = live.last();
    ws.receive({ type: 'login_result', code: 1, msg: 'Logged in' });
    ws.receive({ type: 'login_result', code: 0, msg: 'Please log in again' });
    ws.receive({ type: 'sub_result', topic: 'DAY_MARKET', msg: 'Subscribed' });
    ws.receive({ type: 'unsub_result', topic: 'DAY_MARKET', msg: 'Unsubscribed' });
    ws.receive({ type: 'logout_result', code: 1, msg: 'Logged out' });
    ws.receive({ type: 'logout', msg: 'Your session has ended' });
    ws.receive({ type: 'pong' });
    expect(listener).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    // Only the server's errors are worth a warning.
    ws.receive({ type: 'error', code: 'unknown_topic', msg: 'unknown topic: X' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('subscribes before it is open by sending sub once the connection opens', () => {
    const live = fakeLiveSocket();
    live.socket.subscribe('KLINE.BTCUSD', () => undefined);
    live.socket.connect();
    expect(live.last().sent).toEqual([]);
    live.last().open();
    expect(live.last().sentOf('sub')).toEqual([{ type: 'sub', params: 'KLINE.BTCUSD' }]);
  });

  it('logs in when a token exists, again after login, and logs out on logout', () => {
    const live = openSocket({ token: 'tok-1' });
    const ws = live.last();
    expect(ws.sent[0]).toEqual({ type: 'login', params: 'tok-1' });
    live.socket.setToken(null);
    live.socket.setToken('tok-2');
    live.socket.setToken('tok-2'); // unchanged: nothing sent
    expect(ws.sent.filter((m) => m.type === 'login' || m.type === 'logout')).toEqual([
      { type: 'login', params: 'tok-1' },
      { type: 'logout' },
      { type: 'login', params: 'tok-2' },
    ]);
  });

  it('sends no login without a token', () => {
    const live = openSocket();
    expect(live.last().sentOf('login')).toEqual([]);
  });

  it('pings every 5 seconds with the text frame ping, not JSON', () => {
    const live = openSocket();
    const ws = live.last();
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS - 1);
    expect(ws.pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ws.texts).toEqual(['ping']);
    expect(ws.sent).toEqual([]);
    ws.receive('pong');
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS * 2);
    expect(ws.pings()).toBe(3);
  });

  it('takes the text frame pong as the answer, without a warning, and stays connected', () => {
    const warn = vi.fn();
    const live = openSocket({ warn });
    const ws = live.last();
    const listener = vi.fn();
    live.socket.subscribe('DAY_MARKET', listener);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS);
      ws.receive('pong');
    }
    expect(ws.closedByClient).toBe(false);
    expect(live.sockets).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reconnects after 3 unanswered pings, not before', () => {
    const live = openSocket();
    const ws = live.last();
    // three pings, none answered
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS * SOCKET_MAX_MISSED_PONGS);
    expect(ws.pings()).toBe(3);
    expect(ws.closedByClient).toBe(false);
    // the next beat finds the third unanswered: the connection is dropped
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS);
    expect(ws.closedByClient).toBe(true);
    expect(live.socket.state()).toBe('waiting');
    vi.runOnlyPendingTimers();
    expect(live.sockets).toHaveLength(2);
  });

  it('keeps a connection whose pings are answered by any message', () => {
    const live = openSocket();
    const ws = live.last();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS);
      ws.receive({ type: 'DAY_MARKET', symbol: 'EURUSD', quotation: { close: 1.1 } });
    }
    expect(ws.closedByClient).toBe(false);
    expect(live.sockets).toHaveLength(1);
  });

  it('gives up on a connection that does not open within 5 seconds', () => {
    const live = fakeLiveSocket();
    live.socket.connect();
    vi.advanceTimersByTime(SOCKET_CONNECT_TIMEOUT_MS - 1);
    expect(live.last().closedByClient).toBe(false);
    vi.advanceTimersByTime(1);
    expect(live.sockets[0]!.closedByClient).toBe(true);
    expect(live.socket.state()).toBe('waiting');
    vi.runOnlyPendingTimers();
    expect(live.sockets).toHaveLength(2);
  });

  it('re-sends login and every wanted topic after a reconnect, and asks screens to resync', () => {
    const live = openSocket({ token: 'tok' });
    const resync = vi.fn();
    live.socket.onResync(resync);
    live.socket.subscribe('DAY_MARKET', () => undefined);
    const gone = live.socket.subscribe('KLINE.EURUSD', () => undefined);
    live.socket.subscribe('KLINE.BTCUSD', () => undefined);
    gone(); // still lingering when the connection drops: not wanted on the new one
    expect(resync).not.toHaveBeenCalled();

    live.last().drop();
    vi.runOnlyPendingTimers();
    const again = live.last();
    expect(again).not.toBe(live.sockets[0]);
    again.open();
    expect(again.sent).toEqual([
      { type: 'login', params: 'tok' },
      { type: 'sub', params: 'DAY_MARKET' },
      { type: 'sub', params: 'KLINE.BTCUSD' },
    ]);
    expect(resync).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNSUB_LINGER_MS);
    expect(again.sentOf('unsub')).toEqual([]);
  });

  it('waits longer after each failed attempt, with jitter, up to about 30 seconds', () => {
    // equal jitter: half of the step is fixed, the other half random
    expect(backoffDelay(0, 0)).toBe(500);
    expect(backoffDelay(0, 0.99)).toBe(995);
    expect(backoffDelay(3, 0)).toBe(4000);
    expect(backoffDelay(3, 1)).toBe(8000);
    expect(backoffDelay(20, 1)).toBe(30_000);
    expect(backoffDelay(20, 0)).toBe(15_000);

    const draws = [0.1, 0.9, 0.3, 0.7, 0.5];
    const live = fakeLiveSocket({ random: () => draws.shift() ?? 0.5 });
    live.socket.connect();
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      live.last().drop();
      const before = live.sockets.length;
      let waited = 0;
      while (live.sockets.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    // steps 1, 2, 4, 8, 16 s with draws 0.1, 0.9, 0.3, 0.7, 0.5
    expect(waits).toEqual([550, 1900, 2600, 6800, 12000]);
  });

  it('resets the backoff once a new connection answers', () => {
    const live = fakeLiveSocket({ random: () => 0 });
    live.socket.connect();
    live.last().drop(); // attempt 0: 500 ms
    vi.advanceTimersByTime(500);
    live.last().drop(); // attempt 1: 1000 ms
    vi.advanceTimersByTime(1000);
    live.last().open();
    live.last().receive('pong');
    live.last().drop(); // back to 500 ms
    const before = live.sockets.length;
    vi.advanceTimersByTime(500);
    expect(live.sockets.length).toBe(before + 1);
  });

  it('connect() cuts a reconnect wait short (navigation opens the socket)', () => {
    const live = fakeLiveSocket();
    live.socket.connect();
    live.last().drop();
    expect(live.socket.state()).toBe('waiting');
    live.socket.connect();
    expect(live.sockets).toHaveLength(2);
    vi.runOnlyPendingTimers();
    expect(live.sockets).toHaveLength(2);
  });

  it('warns about a message without a type and ignores it', () => {
    const warn = vi.fn();
    const live = openSocket({ warn });
    const listener = vi.fn();
    live.socket.subscribe('DAY_MARKET', listener);
    live.last().receive({ symbol: 'EURUSD', quotation: {} });
    live.last().receive('not json');
    live.last().receive('PONG'); // only the exact text pong is the heartbeat's answer
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toMatch(/without type/);
    expect(listener).not.toHaveBeenCalled();
  });

  it('uses console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const live = openSocket({ warn: undefined });
    live.last().receive({ hello: 1 });
    expect(spy).toHaveBeenCalledWith('live socket: message without type', '{"hello":1}');
    spy.mockRestore();
  });

  it('stops for good on stop()', () => {
    const live = openSocket();
    live.socket.stop();
    expect(live.last().closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    live.socket.connect();
    expect(live.sockets).toHaveLength(1);
    expect(live.socket.state()).toBe('stopped');
  });
});
