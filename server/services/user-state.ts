import { and, count, eq, isNull } from 'drizzle-orm';
import type { UserState } from '../../shared/contract/user';
import type { Database } from '../db/client';
import { accountManagers, cartItems, messages, users } from '../db/schema';
import { AppError } from '../errors';
import { licenceWarning, reviewState } from './licences/licences';
import { readSettings } from './site-settings';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * The buyer's state for the header and member pages (GET /api/user/base,
 * and the `user` of a login answer). `token` is the session's own token so
 * a client that logged in by cookie can hand it to an embedded widget.
 */
export async function buildUserState(db: Database, userId: number, token: string): Promise<UserState> {
  const [row] = await db
    .select({ user: users, manager: accountManagers })
    .from(users)
    .leftJoin(accountManagers, eq(accountManagers.id, users.accountManagerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.loginRequired();
  const { user } = row;

  // Buyers without an exclusive manager are served by the default desk.
  const manager = row.manager ?? (await db.select().from(accountManagers).where(eq(accountManagers.isDefault, true)).limit(1))[0] ?? null;

  const [[cart], [unread], settings, warning] = await Promise.all([
    db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id)),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, user.id), isNull(messages.readAt))),
    readSettings(db, ['site_profile', 'quality_inspection']),
    licenceWarning(db, user.id, Date.now()),
  ]);
  const review = reviewState(user);
  const profile = settings.site_profile;

  return {
    show: 1,
    username: user.username,
    name: user.name,
    phone: user.phone,
    company: user.company,
    face: user.face,
    rank: user.rank,
    admin: manager
      ? { name: manager.name, phone: manager.phone, is_default: flag(manager.isDefault) }
      : { name: '客服中心', phone: profile.hot_line, is_default: 1 },
    address: [user.province, user.city, user.district, user.addressDetail].join(''),
    is_passed: flag(user.isPassed),
    points: user.points,
    cart: cart?.n ?? 0,
    message_count: unread?.n ?? 0,
    wechat: user.wechat,
    common_config: { hot_line: profile.hot_line, qq1: profile.qq1, qq2: profile.qq2 },
    quality_inspection: {
      quality_inspection_url: settings.quality_inspection.url,
      msg: settings.quality_inspection.msg,
    },
    login_url: '/login',
    is_show_youx: flag(user.isShowYoux),
    is_special: flag(user.isSpecial),
    is_can_chat: flag(user.isCanChat),
    token,
    is_AfterSale: flag(user.isAfterSale),
    ywy: manager?.code ?? '',
    customer: user.customerCode,
    type: user.type,
    review_state: review.state,
    review_reason: review.reason,
    licence_warning: warning,
  };
}
