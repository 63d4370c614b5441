import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountManagers } from './account-managers';

/**
 * Buyer accounts. One table holds both a buyer's login account and the store
 * accounts (门店) it owns: a store is a users row whose owner_id points at the
 * login account. Why a self-reference rather than a separate stores table:
 * everything a buyer does is per store — its own cart, delivery address,
 * qualification certificates, orders, wallet and points — and the spec's
 * calls already address other stores as users (`POST /api/cart/copy
 * {ids, other_user_ids}`). Keeping stores as users lets every per-buyer table
 * (cart_items, messages, orders later) reference users.id alone, and the
 * 多门店管理 (/ddgl) screen is `where owner_id = :me`.
 * Store rows have no password (password_hash null): they are reached through
 * the owner's login, never logged into directly.
 *
 * Wallet balance and points live here for now (integer fen and points); the
 * wallet issue moves changes into a ledger but keeps these as the balances.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull().unique(),
    /** scrypt hash (see server/lib/password.ts); null for store accounts. */
    passwordHash: text('password_hash'),
    /** Contact person (联系人). */
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Company (单位名称); its presence tells a member from a visitor (docs/product/roles.md). */
    company: text('company').notNull().default(''),
    face: text('face').notNull().default(''),
    rank: smallint('rank').notNull().default(1),
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id, { onDelete: 'set null' }),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    addressDetail: text('address_detail').notNull().default(''),
    /** Qualification (资质) approved. */
    isPassed: boolean('is_passed').notNull().default(false),
    points: integer('points').notNull().default(0),
    balanceFen: integer('balance_fen').notNull().default(0),
    /** Bound WeChat nickname; '' while unbound. */
    wechat: text('wechat').notNull().default(''),
    /** The bound WeChat account's openid (services/wechat); '' while unbound. One WeChat binds one account. */
    wechatOpenId: text('wechat_open_id').notNull().default(''),
    /** pharmacy | clinic | chain. */
    type: text('type').notNull().default('pharmacy'),
    /** Customer code in the ERP (UserState.customer). */
    customerCode: text('customer_code').notNull().default(''),
    isShowYoux: boolean('is_show_youx').notNull().default(true),
    isSpecial: boolean('is_special').notNull().default(false),
    isCanChat: boolean('is_can_chat').notNull().default(true),
    isAfterSale: boolean('is_after_sale').notNull().default(true),
    /**
     * 支付密码 for wallet payments: scrypt hash (server/lib/password.ts), null
     * until the buyer sets it (the seed leaves it unset). Wrong tries are
     * counted here with conditional updates (services/payment/pay-password.ts):
     * failures reaches 5 together with locked_until, and a try is only allowed
     * while locked_until is null or past.
     */
    payPasswordHash: text('pay_password_hash'),
    payPasswordSetAt: timestamp('pay_password_set_at', { withTimezone: true }),
    payPasswordFailures: smallint('pay_password_failures').notNull().default(0),
    payPasswordLockedUntil: timestamp('pay_password_locked_until', { withTimezone: true }),
    /**
     * The reviewer's reason when the registration (or a re-upload) was
     * rejected: is_passed false with a reason reads 未通过, without one 审核中.
     */
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Login accepts a phone number, so a phone identifies at most one login
    // account; stores may repeat their owner's phone.
    uniqueIndex('users_login_phone_key')
      .on(t.phone)
      .where(sql`${t.ownerId} is null and ${t.phone} <> ''`),
    index('users_owner_id_idx').on(t.ownerId),
    uniqueIndex('users_wechat_open_id_key')
      .on(t.wechatOpenId)
      .where(sql`${t.wechatOpenId} <> ''`),
    // The last line of defence behind the conditional updates: a wallet or
    // points balance can never be written below zero.
    check('users_balance_not_negative', sql`${t.balanceFen} >= 0`),
    check('users_points_not_negative', sql`${t.points} >= 0`),
    // The backstop behind the try counting: never more than 5 tries per lock window.
    check('users_pay_password_failures_range', sql`${t.payPasswordFailures} between 0 and 5`),
  ],
);

/** A NOT NULL column pointing at the owning buyer (users.id), deleted with it. */
export const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });
