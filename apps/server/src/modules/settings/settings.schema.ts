/** Platform settings (key/value) and the calling codes offered at registration. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const areaCodes = pgTable(
  'area_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2 country code. */
    code: text('code').notNull().unique(),
    /** Calling code without "+". */
    globalCode: text('global_code').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('area_codes_sort_idx').on(t.sort, t.id)],
);
