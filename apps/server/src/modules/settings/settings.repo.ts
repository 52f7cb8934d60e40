/** The only queries of settings and area_codes. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { areaCodes, settings } from '../../db/schema.js';

/** Every stored setting (a few dozen rows). */
export async function allValues(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select().from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function allAreaCodes(tx: Tx) {
  return tx.select().from(areaCodes).orderBy(asc(areaCodes.sort), asc(areaCodes.id));
}

export async function areaCodeById(tx: Tx, id: number) {
  const [row] = await tx.select().from(areaCodes).where(eq(areaCodes.id, id));
  return row;
}

/** Stores the values given (a key not stored yet is added). */
export async function saveValues(tx: Tx, values: Record<string, string>, now: Date): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: now }));
  if (rows.length === 0) return;
  await tx
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
}
