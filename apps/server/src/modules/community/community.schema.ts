/** Identity verification submissions, news, partner companies, lead traders and follows. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { users } from '../identity/identity.schema.js';

/** Identity submissions: 1 waiting, 2 approved, 3 rejected. A user has at most one waiting or approved. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    cardId: text('card_id').notNull(),
    frontImage: text('front_image').notNull(),
    backImage: text('back_image').notNull(),
    status: integer('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('identity_user_idx').on(t.userId, t.id),
    index('identity_status_idx').on(t.status, t.id),
    uniqueIndex('identity_one_open_key')
      .on(t.userId)
      .where(sql`${t.status} in (1, 2)`),
    check('identity_status_ck', sql`${t.status} in (1, 2, 3)`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id').notNull().default(1),
    lang: text('lang').notNull().default('en'),
    slug: text('slug'),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('news_list_idx').on(t.categoryId, t.lang, t.published, t.createdAt),
    uniqueIndex('news_slug_key').on(t.slug, t.lang),
  ],
);

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  url: text('url').notNull(),
  website: text('website').notNull().default(''),
  subject: text('subject').notNull().default(''),
  registeredAddress: text('registered_address').notNull().default(''),
  location: text('location').notNull().default(''),
  email: text('email').notNull().default(''),
  /** 0 carry on; anything else sends clients to loss_url (getCompanyStatus). */
  status: integer('status').notNull().default(0),
  lossUrl: text('loss_url').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
});

/** Real-account traders who opted in to be copied, with their declared style. */
export const leadTraders = pgTable('lead_traders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** 1 steady, 2 balanced, 3 aggressive. */
  type: integer('type').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull(),
});

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.leadId] }), index('follows_lead_idx').on(t.leadId)],
);
