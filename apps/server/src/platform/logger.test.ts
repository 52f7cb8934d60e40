import { describe, expect, it } from 'vitest';
import { chooseLogFormat, createLogger, type LogFormat } from './logger.js';

function capture(format: LogFormat) {
  let text = '';
  const logger = createLogger('info', format, { write: (chunk: string) => (text += chunk) });
  return { logger, text: () => text };
}

describe('log format', () => {
  it('is readable lines at a terminal and JSON in a pipe, a file or a container, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes one JSON object a line as json', () => {
    const { logger, text } = capture('json');
    logger.info({ orderId: 7 }, 'order placed');
    const lines = text().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, orderId: 7, msg: 'order placed' });
  });

  it('writes a line a person reads as pretty, with its fields', () => {
    const { logger, text } = capture('pretty');
    logger.warn({ orderId: 7 }, 'order refused');
    expect(text()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: order refused \{"orderId":7\}\n$/);
  });

  it("puts a request's method, path and status on its line as pretty", () => {
    const { logger, text } = capture('pretty');
    logger.info(
      { reqId: 'req-1', req: { id: 'req-1', method: 'GET', url: '/v1/api/user/info?x=1' } },
      'incoming request',
    );
    logger.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 2.5 }, 'request completed');
    const lines = text().trimEnd().split('\n');
    expect(lines[0]).toMatch(/INFO: incoming request GET \/v1\/api\/user\/info \{"reqId":"req-1"\}$/);
    expect(lines[1]).toMatch(/INFO: request completed 200 \{"reqId":"req-1","responseTime":2.5\}$/);
  });

  for (const format of ['json', 'pretty'] as const) {
    it(`hides passwords, tokens and codes as ${format}`, () => {
      const { logger, text } = capture(format);
      logger.info(
        {
          user: {
            password: 'hunter2-pass',
            token: 'tok-4f9a',
            code: '918273',
            new_password: 'n3w-pass',
            id: 3,
          },
        },
        'user changed',
      );
      for (const secret of ['hunter2-pass', 'tok-4f9a', '918273', 'n3w-pass'])
        expect(text()).not.toContain(secret);
      expect(text().match(/\[hidden\]/g)).toHaveLength(4);
      expect(text()).toContain('user changed');
    });
  }

  it('keeps the request to its id, method and path, without the query', () => {
    const { logger, text } = capture('json');
    logger.info(
      { req: { id: 'req-1', method: 'GET', url: '/v1/api/user/info?token=abc', headers: {} } },
      'incoming',
    );
    const line = JSON.parse(text()) as { req: unknown };
    expect(line.req).toEqual({ id: 'req-1', method: 'GET', path: '/v1/api/user/info' });
  });
});
