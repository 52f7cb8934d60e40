import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { bindRequestLog, lazyRequestLogger } from '../src/platform/request-logger.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['*.token'], censor: '[hidden]' } }, sink);
  return { logger, lines };
}

describe('request logger', () => {
  it('writes what a child logger writes, bound to the request, at the levels the log takes', () => {
    const { logger, lines } = capture('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-7' }, {});
    log.info('not at this level');
    log.debug('nor this');
    log.warn({ user: { token: 'secret-token', id: 3 } }, 'pushed tick rejected');
    log.error(new Error('boom'), 'request failed');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'req-7',
      msg: 'pushed tick rejected',
      user: { token: '[hidden]', id: 3 },
    });
    expect(lines[1]).toMatchObject({
      level: 50,
      reqId: 'req-7',
      msg: 'request failed',
      err: { message: 'boom' },
    });
  });

  it('answers the log’s level, and a level set on it applies to it alone', () => {
    const { logger, lines } = capture('info');
    const log = lazyRequestLogger(logger, { reqId: 'req-8' }, {});
    expect(log.level).toBe('info');
    log.level = 'error';
    log.warn('quiet now');
    logger.warn('the server still logs warnings');
    expect(lines.map((l) => l.msg)).toEqual(['the server still logs warnings']);
  });

  it('makes children that keep the request’s binding', () => {
    const { logger, lines } = capture('info');
    lazyRequestLogger(logger, { reqId: 'req-9' }, {}).child({ part: 'upload' }).info('stored');
    expect(lines[0]).toMatchObject({ reqId: 'req-9', part: 'upload', msg: 'stored' });
  });

  it('writes at a route’s own level when one is given', () => {
    const { logger, lines } = capture('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-10' }, { level: 'debug' });
    log.debug('route detail');
    expect(lines[0]).toMatchObject({ reqId: 'req-10', msg: 'route detail' });
  });

  it('adds bindings learnt later to every later line, whether or not a line was written before', () => {
    const { logger, lines } = capture('info');
    const early = lazyRequestLogger(logger, { reqId: 'req-11' }, {});
    bindRequestLog(early, { ip: '203.0.113.1' });
    early.info('first line');
    bindRequestLog(early, { userId: 42 });
    early.info('second line');
    expect(lines[0]).toMatchObject({ reqId: 'req-11', ip: '203.0.113.1', msg: 'first line' });
    expect(lines[0]).not.toHaveProperty('userId');
    expect(lines[1]).toMatchObject({ reqId: 'req-11', ip: '203.0.113.1', userId: 42, msg: 'second line' });
  });
});
