import { defineWidget } from '../../shared/elements/register';
import { MemberCentre } from './member-centre.component';
import css from './member-centre.css?inline';

/**
 * <yp-member-centre [api-base] [site] [token]>
 *
 * The buyer's member centre: profile, account manager, balance, points,
 * coupons, cash vouchers, unread messages, orders by status, recent orders
 * and favourites, each linking its page on the site. Parts: page, profile,
 * wallet, orders, favorites.
 */
export const MEMBER_CENTRE_TAG = 'yp-member-centre';

defineWidget(MEMBER_CENTRE_TAG, MemberCentre, { css: [css] });
