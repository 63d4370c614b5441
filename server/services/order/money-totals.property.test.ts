// Issue 26: the cart's totals, the step-2 preview and the order's amounts
// agree to the fen over random carts — coupons, 满减/满折 tiers, ladder prices,
// gifts, welfare prices, seckill goods and packages (some short of parts).
// Each side is run through the functions its route runs: the cart store
// (pricedWith → forceUnbuyableOff → presentCart, GET /api/cart/list), the
// preview (pricedWith → priceOrder → previewOf, POST /api/cart/checkout) and
// the order (pricedWith → priceOrder → itemsOf, POST /api/order), each on
// freshly loaded lines as the routes read them. An independent reckoning of
// the goods total and the 满减 checks the shared rule itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartStore } from '../../../shared/contract/cart';
import { isCountable } from '../../../shared/domain/cart-totals';
import { ladderUnitPrice } from '../../../shared/domain/ladder';
import { applyRate, yuanToFen } from '../../../shared/domain/money';
import { bestReachedTier } from '../../../shared/domain/tiers';
import type { GiftRuleJson, GoodsRow, PromotionRow, PromotionTierJson } from '../../db/schema';
import { AppError } from '../../errors';
import type { CartActivities } from '../cart/activities';
import { previewOf } from '../cart/checkout';
import type { LoadedLine } from '../cart/lines';
import { forceUnbuyableOff, presentCart, pricedWith } from '../cart/store';
import type { ShippingRule } from '../cart/shipping';
import type { HeldCoupon } from '../coupons';
import { packageRow, type Component } from '../goods/combinations';
import { itemsOf } from './create';
import { priceOrder } from './pricing';

const NOW = new Date('2026-03-01T10:00:00Z');
const WELFARE_RATE = 0.94;

interface GoodsSpec {
  priceFen: number;
  ladder: { number: number; price: number }[];
  ladderType: 0 | 1;
  isBuy: boolean;
  stock: number;
  isYoux: boolean;
  seckill: boolean;
  isDpby: boolean;
  qgNumber: number;
  inManjian: boolean;
  inDiscount: boolean;
  welfare: boolean;
  gift: GiftRuleJson | null;
}

interface LineSpec {
  goods: GoodsSpec;
  /** A 套餐 of these parts (the goods above is then the package row), or null. */
  parts: { goods: GoodsSpec; number: number }[] | null;
  number: number;
  selected: boolean;
}

interface CartSpec {
  lines: LineSpec[];
  manjian: PromotionTierJson[] | null;
  discount: PromotionTierJson[] | null;
  coupon: { amountFen: number; thresholdFen: number; youxOnly: boolean } | null;
  shipping: ShippingRule;
}

const fen = (max: number) => fc.integer({ min: 0, max });
const goodsSpec: fc.Arbitrary<GoodsSpec> = fc.record({
  priceFen: fc.integer({ min: 1, max: 60_000 }),
  ladder: fc.array(fc.record({ number: fc.integer({ min: 1, max: 120 }), price: fc.integer({ min: 1, max: 60_000 }) }), { maxLength: 3 }),
  ladderType: fc.constantFrom(0 as const, 1 as const),
  isBuy: fc.integer({ min: 0, max: 9 }).map((n) => n !== 0),
  stock: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
  isYoux: fc.boolean(),
  seckill: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  isDpby: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  qgNumber: fc.integer({ min: 0, max: 60 }),
  inManjian: fc.boolean(),
  inDiscount: fc.boolean(),
  welfare: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  gift: fc.option(
    fc.record({
      buy_number: fc.integer({ min: 1, max: 20 }),
      gift_name: fc.constant('赠品'),
      gift_number: fc.integer({ min: 1, max: 3 }),
      gift_price: fc.oneof(fc.constant(0), fen(3_000)),
    }),
    { freq: 4 },
  ),
});

const lineSpec: fc.Arbitrary<LineSpec> = fc.record({
  goods: goodsSpec,
  parts: fc.option(fc.array(fc.record({ goods: goodsSpec, number: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }), { freq: 4 }),
  number: fc.integer({ min: 1, max: 150 }),
  selected: fc.integer({ min: 0, max: 5 }).map((n) => n !== 0),
});

const tiers = (kind: 'manjian' | 'discount') =>
  fc.option(
    fc.array(
      kind === 'manjian'
        ? fc.record<PromotionTierJson>({ amount: fen(800_000), reduce: fen(60_000) })
        : fc.record<PromotionTierJson>({ amount: fen(800_000), rate: fc.integer({ min: 50, max: 99 }).map((n) => n / 100) }),
      { minLength: 1, maxLength: 3 },
    ),
    { freq: 5 },
  );

const cartSpec: fc.Arbitrary<CartSpec> = fc.record({
  lines: fc.array(lineSpec, { minLength: 1, maxLength: 7 }),
  manjian: tiers('manjian'),
  discount: tiers('discount'),
  coupon: fc.option(fc.record({ amountFen: fc.integer({ min: 100, max: 30_000 }), thresholdFen: fen(600_000), youxOnly: fc.boolean() }), { freq: 2 }),
  shipping: fc.record({ shippingAmount: fen(300_000), noTransOrderAmount: fen(100_000), freight: fen(3_000) }),
});

function goodsRowOf(id: number, spec: GoodsSpec, type: number): GoodsRow {
  return {
    id,
    name: `商品${id}`,
    sccj: '药厂',
    ypgg: '10片/盒',
    bzdw: '盒',
    approval: '',
    batchNo: '',
    kind: type === 3 ? 'combination' : 'drug',
    priceFen: spec.priceFen,
    ladderPrice: type === 3 ? [] : spec.ladder,
    ladderPriceType: spec.ladderType,
    isBuy: spec.isBuy,
    stock: spec.stock,
    type,
    isYoux: spec.isYoux,
    isDpby: spec.isDpby,
    qgNumber: spec.qgNumber,
    step: 1,
    minBuy: 1,
    tags: [],
    isEphedrine: false,
  } as unknown as GoodsRow;
}

/** The cart's lines as loadLines reads them, fresh objects each time (the pricing writes into them). */
function loadedOf(spec: CartSpec): LoadedLine[] {
  return spec.lines.map((line, i) => {
    const id = 100 + i;
    const item = {
      id: i + 1,
      userId: 1,
      goodsId: id,
      number: line.number,
      priceFen: 0,
      isSelected: line.selected,
      type: line.parts ? 3 : line.goods.seckill ? 1 : 0,
      goodsPriceId: 0,
      ladderPriceId: 0,
      goodsManjianId: 0,
      isYj: 0,
      ckId: 0,
      createdAt: NOW,
    };
    if (!line.parts) return { item, goods: goodsRowOf(id, line.goods, line.goods.seckill ? 1 : 0), components: null };
    const components: Component[] = line.parts.map((part, j) => ({ goods: goodsRowOf(1_000 + i * 10 + j, part.goods, 0), number: part.number }));
    return { item, goods: packageRow(goodsRowOf(id, line.goods, 3), components), components };
  });
}

function activitiesOf(spec: CartSpec): CartActivities {
  const goodsOf = (id: number) => spec.lines[id - 100]?.goods;
  const promotion = (id: number, kind: string, tiers: PromotionTierJson[] | null) =>
    tiers ? ({ id, kind, name: kind, tiers, zone: null } as unknown as PromotionRow) : null;
  return {
    manjian: promotion(1, 'manjian', spec.manjian),
    discount: promotion(2, 'discount', spec.discount),
    inManjian: (id) => spec.manjian !== null && goodsOf(id)?.inManjian === true,
    inDiscount: (id) => spec.discount !== null && goodsOf(id)?.inDiscount === true,
    giftOf: (id) => {
      const gift = goodsOf(id)?.gift;
      return gift ? { promotionId: 9, rule: gift } : null;
    },
    welfareRateOf: (id) => (goodsOf(id)?.welfare ? WELFARE_RATE : null),
    combos: [],
    inCombo: () => false,
  };
}

function heldOf(spec: CartSpec): HeldCoupon | null {
  if (!spec.coupon) return null;
  const { amountFen, thresholdFen, youxOnly } = spec.coupon;
  return {
    held: { id: 5, userId: 1, couponId: 3, status: 0, validFrom: new Date('2026-01-01'), validTo: new Date('2026-12-31'), orderId: null, usedAt: null },
    design: { id: 3, name: '满减券', type: 1, amountFen, thresholdFen, youxOnly, describe: '' },
  } as unknown as HeldCoupon;
}

const toFen = (yuan: string) => yuanToFen(yuan);

// Inside the property a failed check throws, and fast-check shrinks the cart
// and reports it (an expect() under the property's branches would do the same
// but reads as a conditional assertion).
function same(actual: unknown, expected: unknown, where: string): void {
  if (actual !== expected) throw new Error(`${where}: ${String(actual)} ≠ ${String(expected)}`);
}
function holds(condition: boolean, where: string): void {
  if (!condition) throw new Error(`${where}: does not hold`);
}

/** The checkout of `ids` through priceOrder, or the coupon_id refusal it gives. */
function checkout(spec: CartSpec, ids: ReadonlySet<number>, coupon: HeldCoupon | null) {
  const cart = pricedWith(
    loadedOf(spec).filter((line) => ids.has(line.item.id)),
    activitiesOf(spec),
    spec.shipping,
  );
  try {
    return { cart, figures: priceOrder(cart, coupon, NOW) };
  } catch (error) {
    if (error instanceof AppError) return { cart, refused: error };
    throw error;
  }
}

/** The independent reckoning: goods total and 满减 straight from the spec, without the shared rule. */
function reckon(spec: CartSpec, ids: ReadonlySet<number>) {
  let goods = 0;
  let manjianEligible = 0;
  spec.lines.forEach((line, i) => {
    if (!ids.has(i + 1)) return;
    const g = line.goods;
    let unit = line.parts ? g.priceFen : ladderUnitPrice(g.priceFen, g.ladder, g.ladderType, line.number);
    const coupon = !line.parts && !g.seckill;
    if (coupon && g.welfare) unit = applyRate(unit, WELFARE_RATE);
    const gift =
      !line.parts && g.gift && line.number >= g.gift.buy_number ? Math.floor(line.number / g.gift.buy_number) * g.gift.gift_number * g.gift.gift_price : 0;
    const amount = line.number * unit + gift;
    goods += amount;
    if (coupon && spec.manjian && g.inManjian) manjianEligible += amount;
  });
  const tier = bestReachedTier(spec.manjian ?? [], manjianEligible);
  return { goods, manjian: tier ? Math.min(tier.reduce ?? 0, manjianEligible) : 0 };
}

function cartStoreOf(spec: CartSpec): { store: CartStore; selected: Set<number> } {
  const cart = pricedWith(loadedOf(spec), activitiesOf(spec), spec.shipping);
  forceUnbuyableOff(cart);
  const selected = new Set(cart.lines.filter((line) => isCountable(line.domain)).map((line) => line.item.id));
  return { store: presentCart(cart), selected };
}

describe('money totals: the cart, step 2 and the order agree to the fen (issue 26)', () => {
  it('over 10,000 random carts with coupons, tiers, ladder prices and packages', () => {
    // How often the carts reach what the test is about, so a generator that drifts cannot make it vacuous.
    const seen = { manjian: 0, discount: 0, coupon: 0, refused: 0, shortPackage: 0, ladder: 0 };
    fc.assert(
      fc.property(cartSpec, (spec) => {
        const { store, selected } = cartStoreOf(spec);
        const { totals } = store;
        const selectedTotal = toFen(totals.selected_total);
        const saving = toFen(totals.activity_saving);
        same(toFen(totals.goods_total) - saving, selectedTotal, 'cart goods − saving = 合计');
        // Every line's subtotal is what the cart counts for it.
        const counted = store.data.filter((line) => selected.has(line.id));
        same(
          counted.reduce((sum, line) => sum + toFen(line.subtotal), 0),
          selectedTotal,
          'cart line subtotals = 合计',
        );
        const promotionSaving = toFen(store.activity_data.manjians.promotion?.saving ?? '0') + toFen(store.activity_data.discounts.promotion?.saving ?? '0');
        same(promotionSaving, saving, 'promotion lines = 已优惠');
        if (selected.size === 0) {
          same(selectedTotal, 0, 'nothing selected');
          return;
        }

        const oracle = reckon(spec, selected);
        same(toFen(totals.goods_total), oracle.goods, 'goods total (reckoned)');
        same(toFen(store.activity_data.manjians.promotion?.saving ?? '0'), oracle.manjian, '满减 (reckoned)');

        const coupon = heldOf(spec);
        const step2 = checkout(spec, selected, coupon);
        const order = checkout(spec, selected, coupon);
        // A store-wide coupon is usable exactly when the cart's 可用券商品合计 reaches its threshold.
        const cartBase = toFen(totals.coupon_eligible_total);
        if (spec.coupon && !spec.coupon.youxOnly) same(step2.refused !== undefined, cartBase < spec.coupon.thresholdFen, 'coupon refused ⇔ 可用券合计 short');
        if (step2.refused || order.refused) {
          same(step2.refused?.message, order.refused?.message, 'step 2 and order refuse alike');
          holds(spec.coupon !== null, 'only a coupon is refused');
          if (!spec.coupon?.youxOnly) holds(cartBase < (spec.coupon?.thresholdFen ?? 0), 'refused coupon is short');
          seen.refused++;
          return;
        }
        const preview = previewOf(step2.cart, coupon, step2.figures);
        const figures = order.figures;

        // Cart = step 2 = order.
        same(toFen(preview.goods_total), toFen(totals.goods_total), 'step 2 goods = cart goods');
        same(figures.goodsTotal, toFen(totals.goods_total), 'order goods = cart goods');
        if (figures.manjian > 0) seen.manjian++;
        if (figures.discount > 0) seen.discount++;
        if (figures.coupon > 0) seen.coupon++;
        if (order.cart.lines.some((line) => line.components && line.goods.stock < line.item.number)) seen.shortPackage++;
        if (order.cart.lines.some((line) => !line.components && line.unitPrice !== line.goods.priceFen)) seen.ladder++;
        const previewSaving = toFen(preview.manjian?.amount ?? '0') + toFen(preview.discount?.amount ?? '0');
        same(previewSaving, saving, 'step 2 活动优惠 = cart 已优惠');
        same(figures.manjian + figures.discount, saving, 'order 满减+满折 = cart 已优惠');
        same(toFen(preview.manjian?.amount ?? '0'), toFen(store.activity_data.manjians.promotion?.saving ?? '0'), 'step 2 满减 = cart 满减 line');
        same(figures.discount, toFen(store.activity_data.discounts.promotion?.saving ?? '0'), 'order 满折 = cart 满折 line');
        same(toFen(preview.free_shipping_remaining), figures.freeShippingRemaining, 'free shipping remaining');
        if (preview.free_shipping === 0)
          same(toFen(preview.free_shipping_remaining), toFen(totals.free_shipping_remaining), 'cart free-shipping hint = step 2');
        const couponFen = toFen(preview.coupon?.amount ?? '0');
        same(figures.coupon, couponFen, 'order coupon = step 2 coupon');
        same(toFen(preview.pay_total), figures.payTotal, 'step 2 pay = order pay');
        same(figures.payTotal, selectedTotal - couponFen + figures.freight, 'pay = cart 合计 − coupon + freight');
        same(
          figures.payTotal,
          figures.goodsTotal - figures.manjian - figures.discount - figures.coupon + figures.freight,
          'pay = goods − 满减 − 满折 − coupon + freight',
        );
        holds(figures.payTotal >= figures.freight, 'pay ≥ freight');
        // The preview's lines add up to the cart's selected total.
        same(
          preview.items.reduce((sum, line) => sum + toFen(line.subtotal), 0),
          selectedTotal,
          'step 2 line subtotals = cart 合计',
        );
        // The order's items (a package spread over its parts) add up to its goods total.
        const items = order.cart.lines.flatMap(itemsOf);
        same(
          items.reduce((sum, item) => sum + item.amountFen + (item.gift?.total_fen ?? 0), 0),
          figures.goodsTotal,
          'order items = goods total',
        );
      }),
      { numRuns: 10_000 },
    );
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(100);
    // 10,000 carts priced three times each: seconds alone, longer on a shared machine.
  }, 300_000);
});
