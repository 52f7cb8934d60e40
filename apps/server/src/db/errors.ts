/** True when a query failed on a unique index (PostgreSQL 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
