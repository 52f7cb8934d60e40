/**
 * Creates a staff member from the terminal — the way the first owner comes to exist:
 *
 *   npm run admin:create -- --email owner@example.com --role owner
 *
 * The password is read from ADMIN_PASSWORD or asked for on the terminal. Owner and finance get a
 * TOTP secret, printed once with its otpauth:// link for an authenticator app; other roles get one
 * with --totp. ADMIN_TOTP_SECRET (base32, at least 160 bits) enrols a secret provisioned elsewhere
 * instead of a new one. Uses the same database as the server (DATA_DIR or DATABASE_URL); with the embedded
 * database, stop the server first (PGlite allows one process at a time).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { STAFF_ROLES, TOTP_REQUIRED_ROLES, type StaffRole } from '@leverline/contract';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { seed } from '../db/seed.js';
import { argon2Hasher } from '../platform/password.js';
import { StaffService } from '../modules/staff/staff.service.js';
import { newTotpSecret, totpUri } from '../modules/staff/totp.js';
import { pino } from 'pino';

const usage = `Usage: npm run admin:create -- --email <address> [--role owner|finance|compliance|dealing|support|content] [--totp]
Password: ADMIN_PASSWORD, or typed when asked (at least 12 characters).`;

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await rl.question('Password for the new staff member: ');
  rl.close();
  return password;
}

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string', default: 'owner' }, totp: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  if (values.help || !values.email) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const email = values.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(`Not an e-mail address: ${email}`);
    return 1;
  }
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) {
    console.error(`Unknown role ${values.role}. Roles: ${STAFF_ROLES.join(', ')}`);
    return 1;
  }
  const password = await readPassword();
  if (password.length < 12 || password.length > 128) {
    console.error('The password must be 12 to 128 characters long.');
    return 1;
  }
  let config;
  try {
    config = loadConfig(process.env, path.resolve(import.meta.dirname, '../../../web/dist'));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const log = pino({ level: 'warn' });
  const { database } = await openDatabase(config, log);
  try {
    await seed(database.db, new Date());
    const staff = new StaffService({ db: database.db, hasher: argon2Hasher() });
    if (await staff.exists(email)) {
      console.error(`A staff member with ${email} already exists.`);
      return 1;
    }
    const provided = process.env.ADMIN_TOTP_SECRET?.trim().toUpperCase();
    if (provided !== undefined && provided !== '' && !/^[A-Z2-7]{32,}=*$/.test(provided)) {
      console.error('ADMIN_TOTP_SECRET must be base32 of at least 160 bits (32 characters).');
      return 1;
    }
    const totpSecret = provided || (TOTP_REQUIRED_ROLES.includes(role) || values.totp ? newTotpSecret() : null);
    const row = await staff.create({ email, password, role, totpSecret }, new Date());
    console.log(`Created staff member #${row.id} ${row.email} (${row.role}).`);
    if (totpSecret && !provided) {
      console.log('Add this key to an authenticator app now; it is not shown again:');
      console.log(`  secret: ${totpSecret}`);
      console.log(`  link:   ${totpUri(totpSecret, email)}`);
    }
    console.log('Sign in through the staff API: POST /admin/api/login (email, password, otp).');
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run();
