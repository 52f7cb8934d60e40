/**
 * Identity verification, invitations, news, companies, the traders' ranking, copy-trading lists
 * and the contact pages (§2, §3, §4, §7).
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, intEnum, moneyNumber } from './fields.js';
import { imageRef } from './funding.js';

// ---- identity verification -----------------------------------------------------------------------

/** Page state (§4): 0 form (never sent, or rejected), 1 waiting for review, 2 finished. */
export const IDENTITY_STATE = { form: 0, waiting: 1, finished: 2 } as const;

export const identityCenterSchema = z.object({
  review_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Empty in state 0 unless a rejected submission is shown for correction. */
  name: z.string(),
  card_id: z.string(),
  front_pic: z.string(),
  reverse_pic: z.string(),
  /** Why staff rejected the last submission (state 0 only); empty otherwise. */
  reject_reason: z.string(),
});
export type IdentityCenter = z.infer<typeof identityCenterSchema>;

export const realName = defineCall({
  methods: ['POST'],
  path: '/api/user_real/real_name',
  auth: 'real',
  summary: 'Submit identity documents: name, ID number, front and back photos (from image_upload). State becomes 1 (waiting).',
  tag: 'community',
  input: z.object({
    name: z.string({ error: 'identity_name_required' }).trim().min(1, { error: 'identity_name_required' }).max(100, { error: 'invalid_param' }),
    card_id: z
      .string({ error: 'identity_number_required' })
      .trim()
      .min(1, { error: 'identity_number_required' })
      .max(40, { error: 'identity_number_invalid' })
      .regex(/^[\p{L}\p{N}\s-]+$/u, { error: 'identity_number_invalid' }),
    front_pic: imageRef,
    reverse_pic: imageRef,
  }),
  data: identityCenterSchema,
});

export const realNameCenter = defineCall({
  methods: ['GET'],
  path: '/api/user_real/center',
  auth: 'real',
  summary: 'The caller\'s identity verification: review_status 0 form, 1 waiting, 2 finished, with what was sent',
  tag: 'community',
  input: z.object({}),
  data: identityCenterSchema,
});

// ---- invitations ---------------------------------------------------------------------------------

export const inviteInfo = defineCall({
  methods: ['GET'],
  path: '/api/user/invite_info',
  auth: 'real',
  summary: 'The caller\'s invitation code and how many registered with it',
  tag: 'community',
  input: z.object({}),
  data: z.object({ invite_code: z.string(), invited_count: z.number().int() }),
});

// ---- news ------------------------------------------------------------------------------------------

export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  /** Cover picture URL (same origin). */
  logo: z.string(),
  created_at: z.string(),
});
export const newsSchema = newsSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type News = z.infer<typeof newsSchema>;

export const newsList = defineCall({
  methods: ['GET'],
  path: '/api/news/list',
  auth: 'public',
  summary: 'Published news of a category (1 = news), newest first, 10 a page, in the request language (English when none)',
  tag: 'community',
  input: z.object({ category_id: idField.default(1), page: idField.default(1) }),
  data: z.object({ data: z.array(newsSummarySchema), total: z.number().int() }),
});

export const newsInfo = defineCall({
  methods: ['GET'],
  path: '/api/news/info',
  auth: 'public',
  summary: 'One published article with its HTML (sanitised when saved and again when served)',
  tag: 'community',
  input: z.object({ id: idField }),
  data: newsSchema,
});

// ---- companies -------------------------------------------------------------------------------------

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** Where "enter" sends the visitor. */
  url: z.string(),
  website: z.string(),
  subject: z.string(),
  registered_address: z.string(),
  /** Office address. */
  location: z.string(),
  email: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const getCompany = defineCall({
  methods: ['GET'],
  path: '/api/company/getCompany',
  auth: 'public',
  summary: 'Companies whose name contains `name` (case-insensitive), at most 20',
  tag: 'community',
  input: z.object({
    name: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(100, { error: 'invalid_param' })),
  }),
  data: z.array(companySchema),
});

export const getCompanyStatus = defineCall({
  methods: ['GET'],
  path: '/api/company/getCompanyStatus',
  auth: 'public',
  summary:
    'Whether the client may carry on: status 0 yes; any other status means the client goes to loss_url. With company_id (the company cookie) the status is that company\'s, else the site\'s.',
  tag: 'community',
  input: z.object({ company_id: idField.optional() }),
  data: z.object({ status: z.number().int(), type: z.number().int(), loss_url: z.string() }),
});

// ---- ranking and copy-trading ----------------------------------------------------------------------

/** One ranked trader (§3). Rates and win share are percentages with 2 decimals. */
export const rankEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked name, e.g. "ja***e". */
  user: z.string(),
  /** The leverage used most in the window. */
  multiple: z.number().int(),
  /** Net profit over the window ÷ margin used over the window × 100 (2 places). */
  three_week_rate: z.number(),
  /** Winning closed trades ÷ closed trades in the window × 100 (2 places). */
  three_week_win: z.number(),
  /** Net profit (after fees) in USD over the window. */
  three_week_profit: moneyNumber,
  /** As three_week_rate, over every closed trade. */
  total_rate: z.number(),
  total_trade_num: z.number().int(),
  /** The instrument traded most in the window (ShowCode). */
  code: z.string(),
});
export type RankEntry = z.infer<typeof rankEntrySchema>;

export const rankList = defineCall({
  methods: ['GET'],
  path: '/api/rank/list',
  auth: 'public',
  summary:
    'Real-account traders with at least 3 closed trades in the last 3 weeks, best three_week_rate first; recomputed every 10 minutes (computed_at)',
  tag: 'community',
  input: z.object({}),
  data: z.object({ data: z.array(rankEntrySchema), computed_at: z.string() }),
});

/** Copy-trading style a lead trader declares. */
export const LEAD_TYPES = { steady: 1, balanced: 2, aggressive: 3 } as const;

export const leadOrderSchema = z.object({
  ShowCode: z.string(),
  OrderType: z.union([z.literal(1), z.literal(2)]),
  Quantity: z.number(),
  /** Decimals of the instrument's prices. */
  PricePrecision: z.number().int(),
  Price: z.number(),
  UpdatePrice: z.number(),
  FactProfits: moneyNumber,
  /** Unix seconds the trade closed. */
  CompleteTime: z.number().int(),
  /** The same as "YYYY-MM-DD HH:mm:ss" in the server's time zone (docs/api.md). */
  CompleteTimeHandler: z.string(),
});

export const leadTraderSchema = rankEntrySchema.omit({ rank: true }).extend({
  id: z.number().int(),
  /** 1 steady, 2 balanced, 3 aggressive. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  total_followers: z.number().int(),
  /** Whether the caller follows this trader (false for visitors). */
  followed: z.boolean(),
  /** The latest closed trades, newest first (at most 5). */
  orders: z.array(leadOrderSchema),
});
export type LeadTrader = z.infer<typeof leadTraderSchema>;

export const followList = defineCall({
  methods: ['GET'],
  path: '/api/follow/list',
  auth: 'optional',
  summary: 'Lead traders (real accounts that opted in), most followed first, with their 3-week figures and latest closed trades',
  tag: 'community',
  input: z.object({ page: idField.default(1) }),
  data: z.object({ data: z.array(leadTraderSchema), total: z.number().int() }),
});

export const followLead = defineCall({
  methods: ['POST'],
  path: '/api/follow/lead',
  auth: 'real',
  summary: 'Opt in as a lead trader with a style (type 1 steady, 2 balanced, 3 aggressive), or out (enabled 0)',
  tag: 'community',
  input: z.object({ type: intEnum([1, 2, 3] as const).default(2), enabled: intEnum([0, 1] as const).default(1) }),
  data: z.object({ enabled: z.boolean(), type: z.number().int() }),
});

export const followToggle = defineCall({
  methods: ['POST'],
  path: '/api/follow/follow',
  auth: 'user',
  summary: 'Follow (follow 1) or unfollow (0) a lead trader by id; one cannot follow oneself',
  tag: 'community',
  input: z.object({ id: idField, follow: intEnum([0, 1] as const).default(1) }),
  data: z.object({ followed: z.boolean(), total_followers: z.number().int() }),
});

// ---- contact pages ---------------------------------------------------------------------------------

export const companyEmail = defineCall({
  methods: ['GET'],
  path: '/api/basicSet/company_email',
  auth: 'public',
  summary: 'The company\'s contact e-mail (site setting company_email); empty when not set',
  tag: 'community',
  input: z.object({}),
  data: z.object({ email: z.string() }),
});

export const complaintEmail = defineCall({
  methods: ['GET'],
  path: '/api/basicSet/complaint_email',
  auth: 'public',
  summary: 'Where complaints go (site setting complaint_email); empty when not set',
  tag: 'community',
  input: z.object({}),
  data: z.object({ email: z.string() }),
});
