// Public surface of shared/domain: pure business rules, imported by the
// browser client, the widgets and the server alike (one rule, one place).

export { ADDRESS_LABELS, ADDRESS_MAX, addressDraftOf, EMPTY_ADDRESS, firstMessages } from './address';
export { badgeText, BADGE_MAX } from './badge';
export {
  CART_TYPE_COMBINATION,
  CART_TYPE_SECKILL,
  cartTotals,
  couponEligibleTotal,
  isCountable,
  isPurchasable,
  normalizeSelection,
  preferredTotal,
  seckillTotal,
  selectedTotal,
} from './cart-totals';
export {
  ADD_TO_CART_DELAY_MS,
  CART_LIST_FILTERS_DEFAULT,
  CATEGORY_MENU_MAX,
  COUPON_PER_PAGE_DEFAULT,
  FOOTER_HELP_MAX,
  LOTTERY_CLOSE_MS,
  LOTTERY_RESULT_DELAY_MS,
  NAV_MAX,
  NO_CANCEL_PATHS,
  REQUEST_TIMEOUT_MS,
  RIGHT_BAR_COLLAPSED_PX,
  RIGHT_BAR_EXPANDED_PX,
  SCROLL_RESTORE_MS,
  SEARCH_DEBOUNCE_MS,
  SERVER_TICK_MS,
  STICKY_SEARCH_OFFSET_PX,
  SUGGESTION_REFRESH_MS,
} from './constants';
export { isOff, isOn } from './flag';
export { LADDER_TYPE_UP_TO, ladderLabels, ladderUnitPrice } from './ladder';
export { applyRate, fenToYuan, floorFen, formatPrice, formatYuan, multiplyFen, parseYuan, yuanToFen } from './money';
export { clampQuantity, quantityBounds, stepQuantity } from './quantity';
export { freeShippingRemaining, isSingleItemFreeShipping } from './shipping';
export { TAG_COLORS, activityTags, tagColor, visibleTags } from './tags';
export { bestReachedTier, nextTier, tierStatus } from './tiers';
export { formatDate, toMillis, chinaDate, chinaTime, addDays, chinaStamp, CHINA_OFFSET_MS } from './time';
export { isEmail, isLandline, isMobilePhone, isPhone, isPhoneOrEmail } from './validation';
export { PAY_PASSWORD_LENGTH, PAY_PASSWORD_MESSAGES, PAY_PASSWORD_PATTERN, payPasswordProblem } from './pay-password';
export { memberRankText } from './member-rank';
export { HELP_PAGE_SLUGS, HELP_PAGES, NEWS_PER_PAGE, NEWS_TYPE_VALUES, NEWS_TYPES, newsTypeName } from './help';
