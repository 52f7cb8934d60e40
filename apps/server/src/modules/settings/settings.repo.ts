/** The only queries of settings and area_codes. */
import { asc, eq } from 'drizzle-orm';
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
