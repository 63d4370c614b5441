// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBus } from '../../bus/bus';
import { click, press, render, settle, type Rendered } from '../testing/render';
import { goodsFixture as goods } from '../testing/goods-fixture';

const api = vi.hoisted(() => ({ addFavorites: vi.fn(), cancelFavorites: vi.fn() }));
vi.mock('../../api/resources/goods', () => ({ goodsApi: { favoriteAdd: api.addFavorites, favoriteCancel: api.cancelFavorites } }));

const { QuantityStepper } = await import('./quantity-stepper');
const { GoodsTags } = await import('./goods-tags');
const { LadderPrices } = await import('./ladder-prices');
const { StockState } = await import('./stock-state');
const { AddToCartButton, addToCartLine } = await import('./add-to-cart-button');
const { FavoriteButton } = await import('../../connected/favorite-button');
const { stockLevel, canBuyGoods } = await import('./goods-rules');
const { setUser, clearUser } = await import('../../store/session');
const { favorites, seedFavorites } = await import('../../store/favorite');

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
  vi.clearAllMocks();
});

function Stepper({ start, step, min, max }: { start: number; step: number; min: number; max: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} onChange={setValue} rules={{ step, min, max }} />;
}

const input = () => view!.container.querySelector('input') as HTMLInputElement;
const buttons = () => [...view!.container.querySelectorAll('button')] as HTMLButtonElement[];

async function type(text: string) {
  await act(async () => {
    const field = input();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('QuantityStepper', () => {
  it('moves in packing steps between the minimum and the stock', async () => {
    view = await render(<Stepper start={10} step={10} min={10} max={35} />);
    const [minus, plus] = buttons();
    expect(minus!.disabled).toBe(true);
    await click(plus!);
    expect(input().value).toBe('20');
    await click(plus!);
    expect(input().value).toBe('30');
    // 35 in stock: 40 would oversell, so 30 is the most.
    expect(plus!.disabled).toBe(true);
    await click(minus!);
    expect(input().value).toBe('20');
  });

  it('snaps a typed number to a valid quantity on blur', async () => {
    view = await render(<Stepper start={5} step={5} min={5} max={100} />);
    await type('23');
    expect(input().value).toBe('23');
    await act(async () => {
      input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      input().dispatchEvent(new FocusEvent('blur'));
    });
    expect(input().value).toBe('25');
    await type('999');
    await press(input(), 'Enter');
    expect(input().value).toBe('100');
  });

  it('says why a typed quantity changed, in a live region, and clears it at the next change', async () => {
    view = await render(<Stepper start={10} step={10} min={10} max={1230} />);
    const note = () => view!.container.querySelector('[role="status"]')!;
    expect(note().textContent).toBe('');
    await type('7');
    await press(input(), 'Enter');
    expect(input().value).toBe('10');
    expect(note().textContent).toBe('按中包装10的倍数');
    await type('99999');
    await press(input(), 'Enter');
    expect(input().value).toBe('1230');
    expect(note().textContent).toBe('库存仅剩1230');
    await click(buttons()[0]!);
    expect(input().value).toBe('1220');
    expect(note().textContent).toBe('');
    await type('40');
    await press(input(), 'Enter');
    expect(note().textContent).toBe('');
  });

  it('steps with the arrow keys', async () => {
    view = await render(<Stepper start={6} step={6} min={6} max={60} />);
    await press(input(), 'ArrowUp');
    await press(input(), 'ArrowUp');
    expect(input().value).toBe('18');
    await press(input(), 'ArrowDown');
    expect(input().value).toBe('12');
  });

  it('is disabled when stock is below one purchase', async () => {
    view = await render(<QuantityStepper value={0} onChange={() => {}} rules={{ step: 10, min: 10, max: 8 }} />);
    expect(input().disabled).toBe(true);
    expect(buttons().every((b) => b.disabled)).toBe(true);
  });
});

describe('GoodsTags', () => {
  it('shows visible tags in the spec colours with their description', async () => {
    view = await render(
      <GoodsTags
        tags={[
          { name: '秒', describe: '限时秒杀', is_show: 1, isLadder: 0 },
          { name: '满', describe: '满300减30', is_show: 1, isLadder: 0 },
          { name: '换购', describe: '加1元换购', is_show: 1, isLadder: 0 },
          { name: '赠', describe: '买十赠一', is_show: 1, isLadder: 0 },
          { name: '新', describe: '新品', is_show: 0, isLadder: 0 },
        ]}
      />,
    );
    const tags = [...view.container.querySelectorAll('.yp-tag')];
    expect(tags.map((t) => [t.textContent, t.className.match(/yp-tag--(\w+)/)?.[1]])).toEqual([
      ['秒', 'red'],
      ['满', 'orange'],
      ['换购', 'blue'],
      ['赠', 'pink'],
    ]);
    expect(tags[1]!.getAttribute('title')).toBe('满300减30');
  });
});

describe('LadderPrices', () => {
  it('labels "up to N" and "from N" tiers with their prices', async () => {
    view = await render(
      <LadderPrices
        tiers={[
          { number: 10, price: '12.00' },
          { number: 50, price: '11.50' },
        ]}
        type={1}
        unit="盒"
      />,
    );
    expect(view.text()).toBe('1-10盒¥12.0011盒以上¥11.50');
    view.unmount();
    view = await render(
      <LadderPrices
        tiers={[
          { number: 50, price: '11.50' },
          { number: 10, price: '12.00' },
        ]}
        type={2}
        unit="盒"
      />,
    );
    expect(view.text()).toBe('10盒起¥12.0050盒起¥11.50');
  });

  it('keeps the quantities but hides the prices from a visitor', async () => {
    view = await render(<LadderPrices tiers={[{ number: 10, price: null }]} type={2} unit="盒" />);
    expect(view.text()).toBe('10盒起登录可见');
  });
});

describe('stock', () => {
  it('tells 有货, 库存紧张, 缺货 and 暂不可购 apart', async () => {
    expect(stockLevel(goods({ number: 11 }))).toBe('in-stock');
    expect(stockLevel(goods({ number: 10 }))).toBe('low');
    expect(stockLevel(goods({ number: 0 }))).toBe('out');
    expect(stockLevel(goods({ number: 8, step: 10, min_buy: 10 }))).toBe('out');
    expect(stockLevel(goods({ is_buy: 0 }))).toBe('unavailable');
    expect(canBuyGoods(goods({ is_buy: 0 }))).toBe(false);
    view = await render(<StockState goods={goods({ number: 3 })} />);
    expect(view.text()).toBe('库存紧张');
  });
});

describe('AddToCartButton', () => {
  it('builds docs/product/entities.md line, with the seckill type only for seckill goods', () => {
    expect(addToCartLine(goods(), 3)).toEqual({
      goods_id: 7,
      price: '12.50',
      number: 3,
      ck_id: 0,
      goods_price_id: 0,
      ladder_price_id: 0,
      goods_manjian_id: 0,
      is_yj: 0,
    });
    expect(addToCartLine(goods({ type: 1 }), 1, { goods_price_id: 4 })).toMatchObject({ type: 1, goods_price_id: 4 });
  });

  it('emits one cart:add 200 ms after the click, however often it is clicked meanwhile', async () => {
    vi.useFakeTimers();
    const heard: unknown[] = [];
    const off = getBus().on('cart:add', (payload) => heard.push(payload));
    view = await render(<AddToCartButton goods={goods()} quantity={20} />);
    const button = view.container.querySelector('button')!;
    await click(button);
    await click(button);
    expect(heard).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(199);
    });
    expect(heard).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(heard).toEqual([{ lines: [addToCartLine(goods(), 20)] }]);
    // 已加入购物车 is the cart model's toast once the server accepted it, never the button's own guess.
    expect(view.text()).not.toContain('已加入购物车');
    off();
  });

  it('is disabled for goods that cannot be bought', async () => {
    view = await render(<AddToCartButton goods={goods({ is_buy: 0 })} quantity={0} />);
    expect(view.container.querySelector('button')!.disabled).toBe(true);
    expect(view.text()).toContain('暂不可购');
  });
});

describe('FavoriteButton', () => {
  it('adds and cancels for a member, announcing both and updating every star', async () => {
    setUser({ company: '测试药房' } as never);
    seedFavorites([{ id: 7, is_favorite: 0 }]);
    api.addFavorites.mockResolvedValue({ goods_ids: [7] });
    api.cancelFavorites.mockResolvedValue({ goods_ids: [7] });
    const alerts: unknown[] = [];
    const toasts: unknown[] = [];
    const offAlert = getBus().on('ui:alert', (payload) => alerts.push(payload));
    const offToast = getBus().on('ui:toast', (payload) => toasts.push(payload));
    view = await render(
      <>
        <FavoriteButton goodsId={7} />
        <FavoriteButton goodsId={7} withLabel />
      </>,
    );
    const [star, other] = buttons();
    await click(star!);
    await settle();
    expect(api.addFavorites).toHaveBeenCalledWith({ goods_ids: [7] });
    expect(favorites.ids.value.has(7)).toBe(true);
    expect(other!.getAttribute('aria-pressed')).toBe('true');
    expect(alerts).toEqual([
      expect.objectContaining({
        message: '收藏成功',
        icon: 'success',
        actions: [expect.objectContaining({ label: '查看收藏', kind: 'navigate', path: '/zzfw/star' }), expect.objectContaining({ kind: 'close' })],
      }),
    ]);
    await click(other!);
    await settle();
    expect(api.cancelFavorites).toHaveBeenCalledWith({ goods_ids: [7] });
    expect(star!.getAttribute('aria-pressed')).toBe('false');
    expect(toasts).toEqual([expect.objectContaining({ message: '取消收藏成功' })]);
    offAlert();
    offToast();
    clearUser();
  });

  it('sends a visitor to log in without calling the server', async () => {
    clearUser();
    const paths: string[] = [];
    const off = getBus().on('navigate', ({ path }) => paths.push(path));
    view = await render(<FavoriteButton goodsId={9} />);
    await click(buttons()[0]!);
    expect(api.addFavorites).not.toHaveBeenCalled();
    expect(paths[0]).toMatch(/^\/login\?redirect=/);
    off();
  });
});
