/**
 * What a new installation still needs before it takes real clients: the console's dashboard shows
 * each item not done yet, with the page where it is done. Nothing here is seeded (db/seed.ts), so a
 * fresh install starts with every item open.
 */
import type { SetupItem } from '@leverline/contract';
import type { SettingsService } from '../settings/settings.service.js';

export interface SetupSources {
  settings: SettingsService;
  /** Whether traders can deposit now, and withdraw now (funding set-up). */
  channels(): Promise<{ deposit: boolean; withdraw: boolean }>;
  /** Whether every active staff member has a second factor, and whether one has the support role. */
  staff(): Promise<{ allTwoFactor: boolean; support: boolean }>;
  /** Whether e-mail really leaves the server (SMTP_URL), rather than the outbox file. */
  mailDelivers: boolean;
  /** Whether a version of the terms and risk disclosure is published (modules/compliance). */
  terms(): Promise<boolean>;
}

export async function setupChecklist(s: SetupSources): Promise<SetupItem[]> {
  const [channels, staff, terms, settings] = await Promise.all([
    s.channels(),
    s.staff(),
    s.terms(),
    s.settings.get(['company_email', 'complaint_email', 'service_link', 'jurisdiction']),
  ]);
  return [
    { key: 'deposit_channels', done: channels.deposit },
    { key: 'withdraw_currencies', done: channels.withdraw },
    { key: 'contact_emails', done: Boolean(settings.company_email && settings.complaint_email) },
    // An external chat, or the built-in one with someone to answer it.
    { key: 'customer_service', done: Boolean(settings.service_link) || staff.support },
    { key: 'smtp', done: s.mailDelivers },
    { key: 'staff_two_factor', done: staff.allTwoFactor },
    // The jurisdiction preset (leverage caps, close-out, protections) is a setting of its own.
    { key: 'jurisdiction', done: Boolean(settings.jurisdiction) },
    // Real clients accept terms from the first registration on: with none published, nobody does.
    { key: 'terms', done: terms },
  ];
}
