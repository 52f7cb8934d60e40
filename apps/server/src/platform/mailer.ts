/**
 * Delivery of e-mail and SMS. With SMTP_URL, e-mail goes through nodemailer. Without it, and for
 * SMS until a provider is configured, every message is appended to DATA_DIR/outbox.jsonl so a
 * person running Leverline locally can read the code and register. Logs never carry the code.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMessage {
  to: string;
  channel: 'email' | 'sms';
  /** register | reset | notice */
  type: string;
  /** The code the message carries, when it carries one. */
  code: string | null;
  subject: string;
  text: string;
}

export interface Courier {
  send(message: OutgoingMessage): Promise<void>;
  /** True when messages really leave the server (SMTP), not only the outbox file: the console's setup checklist. */
  delivers?: boolean;
}

/** Appends each message as one JSON line; writes are serialised so lines never interleave. */
export function outboxCourier(file: string, log: FastifyBaseLogger): Courier {
  let queue = Promise.resolve();
  return {
    send(message) {
      const line = JSON.stringify({ ...message, at: new Date().toISOString() }) + '\n';
      queue = queue.then(async () => {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.appendFile(file, line, { mode: 0o600 });
      });
      log.info({ to: message.to, channel: message.channel, type: message.type, outbox: file }, 'message written to the outbox');
      return queue;
    },
  };
}

export async function smtpCourier(url: string, from: string, log: FastifyBaseLogger): Promise<Courier> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    delivers: true,
    async send(message) {
      if (message.channel !== 'email') throw new Error('SMTP carries e-mail only');
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      log.info({ to: message.to, type: message.type }, 'e-mail sent');
    },
  };
}

/**
 * Whether a message that failed to send may go through on another attempt: a temporary SMTP reply
 * (4xx: the server busy, greylisting, a mailbox over quota for now) or no reply at all (the server
 * unreachable, a dropped connection, the outbox file not writable for a moment). A permanent SMTP
 * reply (5xx: no such mailbox, refused) would be refused again.
 */
export function isTransientMailError(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return true;
}

/** Routes e-mail and SMS to their couriers. */
export interface Messenger {
  email: Courier;
  sms: Courier;
}
