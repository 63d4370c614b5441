import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The index is the only door other folders use; a rule missing here is a rule
// someone will re-implement.
describe('shared/domain index', () => {
  it.each([
    ['badgeText'],
    ['cartTotals'],
    ['selectedTotal'],
    ['preferredTotal'],
    ['seckillTotal'],
    ['couponEligibleTotal'],
    ['isCountable'],
    ['isPurchasable'],
    ['normalizeSelection'],
    ['isOn'],
    ['isOff'],
    ['ladderLabels'],
    ['ladderUnitPrice'],
    ['applyRate'],
    ['fenToYuan'],
    ['floorFen'],
    ['formatPrice'],
    ['multiplyFen'],
    ['parseYuan'],
    ['yuanToFen'],
    ['clampQuantity'],
    ['quantityBounds'],
    ['stepQuantity'],
    ['freeShippingRemaining'],
    ['isSingleItemFreeShipping'],
    ['tagColor'],
    ['visibleTags'],
    ['bestReachedTier'],
    ['nextTier'],
    ['tierStatus'],
    ['formatDate'],
    ['toMillis'],
    ['isEmail'],
    ['isLandline'],
    ['isMobilePhone'],
    ['isPhone'],
    ['isPhoneOrEmail'],
    ['activityTags'],
  ])('exports function %s', (name) => {
    expect(typeof domain[name as keyof typeof domain]).toBe('function');
  });

  it.each([
    { name: 'BADGE_MAX', value: 99 },
    { name: 'REQUEST_TIMEOUT_MS', value: 30000 },
    { name: 'LADDER_TYPE_UP_TO', value: 1 },
    { name: 'CART_TYPE_SECKILL', value: 1 },
    { name: 'CART_TYPE_COMBINATION', value: 3 },
  ])('docs/product/entities.md, docs/product/constants.md: exports $name = $value', ({ name, value }) => {
    expect(domain[name as keyof typeof domain]).toBe(value);
  });
});
