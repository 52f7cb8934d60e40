/**
 * Money in and out (§2 deposit, withdraw, wallet; §3; §7 quickCharge/*, draw*, wallet/*):
 * deposit channels, deposit requests, withdrawal currencies, payout methods and withdrawals.
 *
 * The trading account is in USD. A deposit is asked for in the channel's currency and credited in
 * USD at the channel's rate when staff approve it. A withdrawal is asked for in USD: on submit the
 * amount leaves the balance (a ledger entry) and is held in lock_balance until staff pay it
 * (the hold ends) or reject it (the hold returns to the balance, another ledger entry).
 *
 * Every call here refuses demo users (auth 'real'). Submits accept an `Idempotency-Key` header.
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, intEnum, moneyNumber, requiredId } from './fields.js';
import { stepUpTokenField } from './security.js';

/** A positive decimal amount with at most `places` decimals, as text or number, normalised to text. */
export const amountInput = (places: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'amount_invalid' })
      .regex(new RegExp(`^(0|[1-9]\\d{0,11})(\\.\\d{1,${places}})?$`), { error: 'amount_invalid' })
      .refine((v) => /[1-9]/.test(v), { error: 'amount_invalid' }),
  ) as unknown as z.ZodType<string, string | number>;

/** Optional text: trimmed, empty when absent. */
const optionalText = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'invalid_param' }).trim().max(max, { error: 'invalid_param' }));

/** An image reference returned by image_upload (`/api/common/image/{name}`). */
export const imageRef = z
  .string({ error: 'image_required' })
  .trim()
  .min(1, { error: 'image_required' })
  .max(300, { error: 'image_invalid' });

/** Uploaded images are served at this path followed by the name the server chose. */
export const IMAGE_PATH = '/api/common/image/';

// ---- deposits ------------------------------------------------------------------------------------

/** Deposit status (§4): 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export const DEPOSIT_STATUS = { unchecked: 0, finished: 1, rejected: 2, invalid: 3 } as const;
/** Deposit record type (§3): 0 coin, 1 bank. */
export const DEPOSIT_TYPE = { coin: 0, bank: 1 } as const;

/** A coin deposit option (§3): where to send which coin. */
export const depositCoinOptionSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  currency_code: z.string(),
  protocol_code: z.string(),
  /** USD credited per unit of the coin. */
  usd_rate: z.number(),
});
export type DepositCoinOption = z.infer<typeof depositCoinOptionSchema>;

/** A currency accepted by bank transfer (§3 bank-deposit coin). */
export const bankDepositCoinSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** USD credited per unit of the currency. */
  usd_rate: z.number(),
});
export type BankDepositCoin = z.infer<typeof bankDepositCoinSchema>;

/** A bank account the broker collects transfers on (§3 collection bank account). */
export const collectionBankSchema = z.object({
  id: z.number().int(),
  /** The bank-deposit coin (currency) this account receives. */
  symbol_id: z.number().int(),
  currency_code: z.string(),
  bank_name: z.string(),
  bank_address: z.string(),
  bank_swift: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  bank_remark: z.string(),
});
export type CollectionBank = z.infer<typeof collectionBankSchema>;

/** A deposit request (§3 deposit record) with its amounts as decimal text, as the staff console reads it. */
export const depositRecordTextSchema = z.object({
  id: z.number().int(),
  /** Amount sent, in currency_code. */
  number: z.string(),
  /** 0 coin, 1 bank. */
  type: z.union([z.literal(0), z.literal(1)]),
  currency_code: z.string(),
  protocol_code: z.string(),
  /** 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** The status in the request's language. */
  status_name: z.string(),
  /** USD credited once finished; empty before. */
  credited: z.string(),
  /** Why staff rejected or invalidated it; empty otherwise. */
  remark: z.string(),
  /** The proof image (served to its owner and staff only). */
  proof_img: z.string(),
  /** The coin transfer's transaction id (hash) as the trader reported it; empty when none was given. */
  tx_id: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type DepositRecordText = z.infer<typeof depositRecordTextSchema>;

/** A deposit request as the trader reads it: the amounts as numbers (docs/api.md). */
export const depositRecordSchema = depositRecordTextSchema.extend({
  /** Amount sent, in currency_code. */
  number: z.number(),
  /** USD credited once finished; null before. */
  credited: moneyNumber.nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

const pageField = idField.default(1);

export const chargeInfo = defineCall({
  methods: ['GET'],
  path: '/api/quickCharge/info',
  auth: 'real',
  summary: 'Coin deposit options: the coin, its network and the address to send it to',
  tag: 'funding',
  input: z.object({}),
  data: z.array(depositCoinOptionSchema),
});

export const chargeSubmit = defineCall({
  methods: ['POST', 'GET'],
  path: '/api/quickCharge/submit',
  auth: 'real',
  summary:
    'Report a coin deposit: amount sent (number, in the coin), the proof image from image_upload, the option (charge_id), optionally the address it was sent to (must be the option\'s) and the transfer\'s transaction id (tx_id, in the option network\'s form; one not already reported by a deposit waiting or credited). Creates an unchecked record.',
  tag: 'funding',
  input: z.object({
    number: amountInput(8),
    proofImg: imageRef,
    charge_id: idField,
    address: optionalText(200),
    /** The transfer's transaction id (hash); empty when not given. */
    tx_id: optionalText(200),
  }),
  data: z.object({ id: z.number().int() }),
});

export const chargeSymbols = defineCall({
  methods: ['GET'],
  path: '/api/quickCharge/symbols',
  auth: 'real',
  summary: 'Currencies accepted by bank transfer',
  tag: 'funding',
  input: z.object({}),
  data: z.array(bankDepositCoinSchema),
});

export const chargeWireInfo = defineCall({
  methods: ['GET'],
  path: '/api/quickCharge/wire_info',
  auth: 'real',
  summary: 'Collection bank accounts, optionally of one currency (symbol_id)',
  tag: 'funding',
  input: z.object({ symbol_id: idField.optional() }),
  data: z.array(collectionBankSchema),
});

export const chargeWireSubmit = defineCall({
  methods: ['POST', 'GET'],
  path: '/api/quickCharge/wire_submit',
  auth: 'real',
  summary: 'Report a bank transfer: amount (in the account\'s currency), proof image, and the collection account (wire_id)',
  tag: 'funding',
  input: z.object({
    number: amountInput(2),
    proofImg: imageRef,
    wire_id: requiredId('no_payment_channel'),
  }),
  data: z.object({ id: z.number().int() }),
});

export const chargeHistory = defineCall({
  methods: ['GET'],
  path: '/api/quickCharge/quick_ist',
  auth: 'real',
  summary: 'The caller\'s deposit requests of one type (0 coin, 1 bank), newest first, 20 a page',
  tag: 'funding',
  input: z.object({ type: intEnum([0, 1] as const).default(0), page: pageField }),
  data: z.object({ data: z.array(depositRecordSchema), total: z.number().int() }),
});

// ---- withdrawals ---------------------------------------------------------------------------------

/** Withdrawal status: 0 under review, 1 paid, 2 rejected (the name comes from the server, §4). */
export const WITHDRAWAL_STATUS = { review: 0, paid: 1, rejected: 2 } as const;
/** Payout method and withdrawal currency type: 1 coin address, 2 bank account. */
export const PAYOUT_TYPE = { coin: 1, bank: 2 } as const;

/** A currency one can withdraw in (§3 withdraw currency). */
export const withdrawCurrencySchema = z.object({
  id: z.number().int(),
  /** 1 coin, 2 bank. */
  type: z.union([z.literal(1), z.literal(2)]),
  code: z.string(),
  /** Network for coins ("TRC20"); empty for bank currencies. */
  protocol: z.string(),
  /** fee_type 1: the fixed fee in USD; otherwise the fee in percent of the amount. */
  draw_rate: z.number(),
  /** 1 fixed, 2 percent. */
  fee_type: z.number().int(),
  /** Units of the currency paid per USD withdrawn. */
  usd_price: z.number(),
  /** Smallest amount (USD) one request may ask for, 2 decimals. */
  min_amount: z.number(),
});
export type WithdrawCurrency = z.infer<typeof withdrawCurrencySchema>;

/** A bound payout method (§3). */
export const payoutMethodSchema = z.object({
  id: z.number().int(),
  /** 1 coin address, 2 bank account. */
  type: z.union([z.literal(1), z.literal(2)]),
  draw_id: z.number().int(),
  draw_currency: z.object({ code: z.string(), protocol: z.string() }),
  dc_address: z.string(),
  bank_name: z.string(),
  bank_address: z.string(),
  bank_swift: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  bank_remark: z.string(),
  /** A withdrawal under review pays to it, so it cannot be deleted yet. */
  in_use: z.boolean(),
  /** ISO 8601: withdrawals to a newly bound method may be asked for from this moment (cooling-off). */
  usable_from: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** A withdrawal request (§3 withdrawal record) with its amounts as decimal text, as the staff console reads it. */
export const withdrawalRecordTextSchema = z.object({
  id: z.number().int(),
  /** Amount taken from the balance, USD, 2 decimals. */
  number: z.string(),
  /** What is paid out, in draw_currency, 2 decimals: (number − fee) × usd_price. */
  real_number: z.string(),
  /** Fee in USD, 2 decimals. */
  fee: z.string(),
  draw_currency: z.object({ code: z.string(), protocol: z.string() }),
  /** 1 coin address, 2 bank account. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** 0 under review, 1 paid, 2 rejected. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The status in the request's language. */
  status_name: z.string(),
  address: z.string(),
  payee_account: z.string(),
  /** The trader's memo. */
  memo: z.string(),
  /** Staff's note: the rejection reason, or the payment reference once paid. */
  notes: z.string(),
  created_at: z.string(),
});
export type WithdrawalRecordText = z.infer<typeof withdrawalRecordTextSchema>;

/** A withdrawal request as the trader reads it: the amounts as numbers at 2 places (docs/api.md). */
export const withdrawalRecordSchema = withdrawalRecordTextSchema.extend({
  /** Amount taken from the balance, USD. */
  number: z.number(),
  /** What is paid out, in draw_currency: (number − fee) × usd_price. */
  real_number: z.number(),
  /** Fee in USD. */
  fee: z.number(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const drawSymbolList = defineCall({
  methods: ['GET'],
  path: '/api/account/draw_symbol_list',
  auth: 'real',
  summary: 'Currencies one can withdraw in, of one type (1 coin, 2 bank), with fee and rate',
  tag: 'funding',
  input: z.object({ type: intEnum([1, 2] as const).default(1) }),
  data: z.array(withdrawCurrencySchema),
});

export const draw = defineCall({
  methods: ['POST'],
  path: '/api/account/draw',
  auth: 'real',
  summary:
    'Ask for a withdrawal of number USD (2 decimals) to a bound payout method of the currency. The amount must not exceed what is withdrawable (the smaller of balance and net value, less margin held); it leaves the balance at once and is held in lock_balance until staff pay or reject it. Needs a step-up token for `withdraw`, and a method past its cooling-off (usable_from).',
  tag: 'funding',
  input: z.object({
    step_up_token: stepUpTokenField,
    draw_currency_id: idField,
    number: amountInput(2),
    memo: optionalText(200),
    // Absent, "" or null: the trader has no payout method yet (spec §5's "set up a collection account").
    draw_method_id: requiredId('payout_method_required'),
  }),
  data: z.object({ id: z.number().int(), balance: moneyNumber, lock_balance: moneyNumber }),
});

export const drawList = defineCall({
  methods: ['GET'],
  path: '/api/account/draw_list',
  auth: 'real',
  summary: 'The caller\'s withdrawals of one type (1 coin, 2 bank), newest first, 20 a page',
  tag: 'funding',
  input: z.object({ type: intEnum([1, 2] as const).default(1), page: pageField }),
  data: z.object({ data: z.array(withdrawalRecordSchema), total: z.number().int() }),
});

export const getDrawMethod = defineCall({
  methods: ['GET'],
  path: '/api/wallet/get_draw_method',
  auth: 'real',
  summary: 'The caller\'s payout methods of one type (draw_type 1 coin, 2 bank), optionally of one currency (draw_id)',
  tag: 'funding',
  input: z.object({ draw_type: intEnum([1, 2] as const).default(1), draw_id: idField.optional() }),
  data: z.array(payoutMethodSchema),
});

const bankText = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'invalid_param' }).trim().max(max, { error: 'invalid_param' }));

export const bindDrawMethod = defineCall({
  methods: ['POST'],
  path: '/api/wallet/bind_draw_method',
  auth: 'real',
  summary:
    'Bind a payout method for a withdrawal currency (draw_id): type 1 a coin address (dc_address, checked against the network), type 2 a bank account (bank_name, payee_name, payee_account required; bank_swift 8 or 11 characters). Needs a step-up token for `bind_payout`.',
  tag: 'funding',
  input: z.object({
    step_up_token: stepUpTokenField,
    draw_id: idField,
    type: intEnum([1, 2] as const),
    dc_address: bankText(120),
    bank_name: bankText(120),
    bank_address: bankText(200),
    bank_swift: bankText(20),
    payee_name: bankText(120),
    payee_account: bankText(64),
    bank_remark: bankText(200),
  }),
  data: payoutMethodSchema,
});

export const delDrawMethod = defineCall({
  methods: ['POST'],
  path: '/api/wallet/del_draw_method',
  auth: 'real',
  summary: 'Delete one of the caller\'s payout methods (not while a withdrawal under review uses it)',
  tag: 'funding',
  input: z.object({ id: idField }),
  data: z.object({ id: z.number().int() }),
});

/** The answer of POST /api/common/image_upload (multipart, one field named `file`). */
export const imageUploadSchema = z.object({
  /** Path to submit as proofImg (or an identity photo) and to fetch the image with. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** Upload limits: bytes of the file sent, and pixels of the decoded picture. */
export const IMAGE_LIMITS = { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 16, maxSide: 12_000 } as const;
/** The picture types an upload takes (what the server decodes: JPEG, PNG, WebP, GIF), for a file picker's `accept`. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
