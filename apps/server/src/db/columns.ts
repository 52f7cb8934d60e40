/**
 * Column kinds every module's schema shares. Money is NUMERIC(24,6) and travels as exact decimal
 * text; rates keep 10 places; times are timestamps with time zone read as Date.
 */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 24, scale: 6 });
export const rate = (name: string) => numeric(name, { precision: 24, scale: 10 });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
