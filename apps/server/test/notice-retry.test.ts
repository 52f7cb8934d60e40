/**
 * E-mail notifications tried again: a local SMTP server answers the first attempt with a temporary
 * failure (451), and the delivery waits in the database; a new service (as after a restart) sends
 * it when it is due, once. A permanent refusal (550) is not kept for another attempt.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { noticeDeliveries } from '../src/db/schema.js';
import { NotificationService } from '../src/modules/notifications/notifications.service.js';
import { smtpCourier } from '../src/platform/mailer.js';
import { useHarness } from './support/harness.js';
import { realTrader } from './support/funding.js';

const h = useHarness();
const log = pino({ level: 'silent' });

interface Mail {
  to: string;
  data: string;
}

/** Mail the SMTP server accepted; temporary failures still to answer, per recipient; recipients it refuses. */
const accepted: Mail[] = [];
const failFirst = new Map<string, number>();
const refused = new Set<string>();
let server: net.Server;
let port = 0;

/** A small SMTP server (RFC 5321): enough of the conversation for one message per connection. */
beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 mail.leverline.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          accepted.push({ to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          const failures = failFirst.get(to) ?? 0;
          if (refused.has(to)) reply('550 5.1.1 no such mailbox');
          else if (failures > 0) {
            failFirst.set(to, failures - 1);
            reply('451 4.3.0 try again later');
          } else reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function service(): Promise<NotificationService> {
  const email = await smtpCourier(`smtp://127.0.0.1:${port}`, 'Leverline <notices@leverline.test>', log);
  return new NotificationService({
    db: h.database.db,
    bus: h.bus,
    clock: { now: () => h.now() },
    log,
    identity: h.app.identity,
    messenger: { email, sms: { send: () => Promise.reject(new Error('no SMS in this test')) } },
    push: undefined,
  });
}

const credited = (userId: number, id: number) => ({
  userId,
  kind: 'money' as const,
  eventKey: `deposit.${id}.credited`,
  topic: 'deposit_credited',
  params: { id, amount: '250' },
  link: '/mine/history',
});

describe('e-mail notifications tried again', () => {
  it('keeps an e-mail the mail server put off, and sends it once when due, also after a restart', async () => {
    const t = await realTrader(h);
    failFirst.set(t.email, 1);
    expect(await (await service()).deliver(credited(t.userId, 9001))).toBe(true);
    expect(accepted.filter((m) => m.to === t.email)).toHaveLength(0);
    const waiting = await h.database.db.select().from(noticeDeliveries);
    expect(waiting.map((d) => [d.channel, d.attempts, d.status, d.lastError.startsWith('Can\'t send mail')])).toEqual([['email', 1, 'waiting', true]]);

    // A restarted server (a new service) finds it in the database; not before it is due.
    const restarted = await service();
    expect(await restarted.retryDue()).toBe(0);
    h.advance(30_000);
    expect(await restarted.retryDue()).toBe(1);
    const sent = accepted.filter((m) => m.to === t.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toContain('Subject: Deposit credited');
    expect(await h.database.db.select().from(noticeDeliveries)).toEqual([]);
    h.advance(3_600_000);
    expect(await restarted.retryDue()).toBe(0);
    expect(accepted.filter((m) => m.to === t.email)).toHaveLength(1);
  });

  it('does not keep an e-mail the mail server refused for good', async () => {
    const t = await realTrader(h);
    refused.add(t.email);
    await expect((await service()).deliver(credited(t.userId, 9002))).rejects.toMatchObject({ responseCode: 550 });
    expect(await h.database.db.select().from(noticeDeliveries)).toEqual([]);
    expect(accepted.filter((m) => m.to === t.email)).toHaveLength(0);
  });
});
