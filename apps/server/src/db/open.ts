/** Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded PGlite in DATA_DIR. */
import path from 'node:path';
import type { pino } from 'pino';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type Database } from './client.js';

/** Plain sentences for the person at the terminal (the log stays JSON for machines). */
export const tell = (text: string) => console.log(text);

export async function openDatabase(config: Config, log: pino.Logger): Promise<{ database: Database; isNew: boolean }> {
  if (config.databaseUrl) {
    log.info('Connecting to PostgreSQL (DATABASE_URL)');
    return {
      database: await openPostgres(config.databaseUrl, 10, (error) => log.warn({ err: error }, 'database connection lost while idle; the pool replaces it')),
      isNew: false,
    };
  }
  const dir = path.join(config.dataDir, 'pgdata');
  let isNew = false;
  const database = await openPglite(dir, {
    onCreate: () => {
      isNew = true;
      tell(`First start: creating the embedded database in ${dir} (a few seconds)…`);
    },
  });
  return { database, isNew };
}

