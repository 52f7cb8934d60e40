/**
 * Every table, for drizzle-kit and the typed client. Each module declares its own tables in
 * `modules/<module>/<module>.schema.ts` and only that module's repo writes them; the column kinds
 * they share are in `columns.ts`. A new module adds one line here.
 */
export * from '../modules/identity/identity.schema.js';
export * from '../modules/ledger/ledger.schema.js';
export * from '../modules/settings/settings.schema.js';
export * from '../modules/market/market.schema.js';
export * from '../modules/trading/trading.schema.js';
export * from '../modules/funding/funding.schema.js';
export * from '../modules/staff/staff.schema.js';
export * from '../modules/community/community.schema.js';
export * from '../modules/console/console.schema.js';
export * from '../modules/security/security.schema.js';
export * from '../modules/support/support.schema.js';
export * from '../modules/notifications/notifications.schema.js';
export * from '../modules/compliance/compliance.schema.js';
export * from '../modules/watchlist/watchlist.schema.js';
