/**
 * Account statements: for one account and one UTC day or calendar month, the opening balance,
 * every ledger movement, totals per kind, the closing balance, the positions open at the end and
 * the closing equity, as CSV or PDF (docs/compliance.md, "Statements").
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, moneyText } from './fields.js';

/** How many days back the list of daily statements reaches. */
export const STATEMENT_DAYS_BACK = 90;

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A day (YYYY-MM-DD) or a calendar month (YYYY-MM), in UTC. */
export const statementPeriod = z
  .string({ error: 'statement_period_invalid' })
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, { error: 'statement_period_invalid' });

const statementFormat = z.enum(STATEMENT_FORMATS, { error: 'statement_format_invalid' });

export const statementPeriodsSchema = z.object({
  account_id: z.number().int(),
  /** real or demo: separate accounts, each with its own statements. */
  kind: z.enum(['real', 'demo']),
  /** Calendar months from the account's opening to this one, newest first (YYYY-MM). */
  months: z.array(z.string()),
  /** UTC days of the last STATEMENT_DAYS_BACK days with any movement, newest first (YYYY-MM-DD). */
  days: z.array(z.string()),
});
export type StatementPeriods = z.infer<typeof statementPeriodsSchema>;

export const statementFileSchema = z.object({
  /** A file name for the download ("leverline-statement-12-2026-11.pdf"). */
  filename: z.string(),
  /** text/csv;charset=utf-8 or application/pdf. */
  content_type: z.string(),
  /** The file's bytes in base64 (the CSV starts with a UTF-8 byte-order mark). */
  content_base64: z.string(),
  /** The figures the file states, as exact decimals in USD. */
  opening_balance: moneyText,
  closing_balance: moneyText,
  closing_equity: moneyText,
  movements: z.number().int(),
});
export type StatementFile = z.infer<typeof statementFileSchema>;

export const statementPeriods = defineCall({
  methods: ['GET'],
  path: '/v1/api/statement/periods',
  auth: 'user',
  summary:
    "The statements the caller's account has: months since it opened and the days of the last 90 with any movement. account_id, when sent, must be the caller's own account (statement_account_not_found otherwise).",
  tag: 'trading',
  input: z.object({ account_id: idField.optional() }),
  data: statementPeriodsSchema,
});

export const statementDownload = defineCall({
  methods: ['GET'],
  path: '/v1/api/statement/download',
  auth: 'user',
  summary:
    "One statement of the caller's account as CSV or PDF: period is a UTC day (YYYY-MM-DD) or a calendar month (YYYY-MM) from the account's opening to today. A period that is not a day or month, or lies outside that, is refused with statement_period_invalid or statement_period_unavailable; a format other than csv or pdf with statement_format_invalid.",
  tag: 'trading',
  input: z.object({ account_id: idField.optional(), period: statementPeriod, format: statementFormat }),
  data: statementFileSchema,
});

export const staffStatementPeriods = defineCall({
  methods: ['GET'],
  path: '/admin/api/users/statements',
  auth: 'staff',
  permission: 'users.read',
  summary:
    "The statements of a user's account (id: the user): months since it opened and the days of the last 90 with any movement",
  tag: 'staff',
  input: z.object({ id: idField }),
  data: statementPeriodsSchema,
});

export const staffStatementDownload = defineCall({
  methods: ['GET'],
  path: '/admin/api/users/statement',
  auth: 'staff',
  permission: 'users.read',
  summary:
    "One statement of a user's account (id: the user) as CSV or PDF, in the staff member's language; the same file the trader downloads",
  tag: 'staff',
  input: z.object({ id: idField, period: statementPeriod, format: statementFormat }),
  data: statementFileSchema,
});
