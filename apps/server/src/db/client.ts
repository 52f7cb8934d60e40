/**
 * Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both speak the same SQL and are used through the same drizzle API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => process.emitWarning(`database connection lost while idle: ${error.message}`),
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // NUMERIC arrives as text by default, which is what money needs; keep BIGINT ids as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection that PostgreSQL ends (a restart, a failover) is dropped from the pool and replaced
  // on the next query; without a listener its 'error' event would end the process.
  pool.on('error', onIdleError);
  // The same for a connection in use between two statements (inside a transaction): the query
  // waiting on it fails, its transaction rolls back, and the process carries on.
  pool.on('connect', (client) => client.on('error', onIdleError));
  const db = drizzle(pool, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Opens (or creates) the embedded database in `dir`; `dir` undefined keeps it in memory. */
export async function openPglite(
  dir: string | undefined,
  options: { loadDataDir?: Blob; onCreate?: () => void } = {},
): Promise<Database & { client: PGlite }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir !== undefined) {
    const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    if (isNew) {
      options.onCreate?.();
      fs.mkdirSync(dir, { recursive: true });
    }
  }
  const client = new PGlite({ ...(dir !== undefined ? { dataDir: dir } : {}), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, client, kind: 'pglite', close: () => client.close() };
}
