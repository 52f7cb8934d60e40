/** The only queries of settings and area_codes. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { areaCodes, settings } from '../../db/schema.js';

export async function values(tx: Tx, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.select().from(settings).where(inArray(settings.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function allAreaCodes(tx: Tx) {
  return tx.select().from(areaCodes).orderBy(asc(areaCodes.sort), asc(areaCodes.id));
}

export async function areaCodeById(tx: Tx, id: number) {
  const [row] = await tx.select().from(areaCodes).where(eq(areaCodes.id, id));
  return row;
}
