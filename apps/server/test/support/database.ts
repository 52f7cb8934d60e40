/**
 * The test database of this worker: PGlite loaded from the run's template, or, with DATABASE_URL,
 * a PostgreSQL database of its own (leverline_test_<worker>, or leverline_test_<TEST_DB_TAG>_<worker>
 * so that two checkouts can run their suites on one server at once) created fresh for the run.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.js';
import { seed } from '../../src/db/seed.js';

let shared: Promise<Database> | undefined;

async function open(): Promise<Database> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const { default: pg } = await import('pg');
    const tag = /^[a-z0-9]{1,20}$/.test(process.env.TEST_DB_TAG ?? '') ? `${process.env.TEST_DB_TAG}_` : '';
    const name = `leverline_test_${tag}${process.env.VITEST_POOL_ID ?? '1'}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 5);
    await seed(database.db, new Date());
    return database;
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite(undefined, { loadDataDir: new Blob([template]) });
}

export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

/**
 * Empties every table a test can write and restores the default settings. A table left out keeps
 * rows that name ids the next test file reuses (a swap charged to "order 1" would skip that file's
 * order 1), so every table a module writes is here; the catalogue (instruments, categories, area
 * codes) and candles stay. The audit log refuses
 * TRUNCATE (migration 0009): the reset lifts that one trigger for its own statement only, in the
 * same transaction, so the product's database never runs without it.
 */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('alter table audit_log disable trigger audit_log_no_truncate'));
    await tx.execute(
      sql.raw(
        'truncate table orders, ledger_entries, sessions, accounts, users, verification_codes, captchas, settings, ' +
          'deposits, withdrawals, payout_methods, withdraw_currencies, collection_banks, bank_deposit_coins, deposit_coin_options, ' +
          'uploads, idempotency_keys, audit_log, sign_in_failures, staff_sessions, staff, identity_verifications, news, companies, lead_traders, follows, balance_adjustments, ' +
          'user_totp, passkeys, recovery_codes, step_up_tokens, login_tickets, webauthn_challenges, factor_failures, known_devices, ' +
          'support_messages, support_conversations, ' +
          'notifications, notice_preferences, push_subscriptions, price_alerts, margin_bands, ' +
          'terms_versions, terms_acceptances, questionnaire_results, questionnaires, loss_share_figures, ' +
          'notice_deliveries, swap_charges, watchlist_items ' +
          'restart identity cascade',
      ),
    );
    await tx.execute(sql.raw('alter table audit_log enable trigger audit_log_no_truncate'));
  });
  await seed(database.db, new Date());
}
