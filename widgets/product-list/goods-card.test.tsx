// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '../../shared/ui/testing/render';
import { goodsFixture as goods } from '../../shared/ui/testing/goods-fixture';
import { GoodsCard, GoodsTextCard } from './goods-card';

const promo = { name: '满减', describe: '满200减20', is_show: 1 as const, isLadder: 0 as const };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('goods card activity note', () => {
  for (const [label, Card] of [
    ['大图', GoodsCard],
    ['无图', GoodsTextCard],
  ] as const) {
    it(`${label}: a goods in a promotion says what it gives`, async () => {
      view = await render(
        <Card goods={goods({ tags: [promo, { name: '新', describe: '新品上市', is_show: 1, isLadder: 0 }] })} quantity={1} onQuantity={() => {}} />,
      );
      const note = view.container.querySelector('[part="promo"]');
      expect(note?.textContent).toBe('促销满200减20');
    });

    it(`${label}: several promotions share the line; hidden and ordinary tags give none`, async () => {
      view = await render(
        <Card goods={goods({ tags: [promo, { name: '特价', describe: '限时特价', is_show: 1, isLadder: 0 }] })} quantity={1} onQuantity={() => {}} />,
      );
      expect(view.container.querySelector('[part="promo"]')?.textContent).toBe('促销满200减20；限时特价');
      view.unmount();
      view = await render(
        <Card
          goods={goods({
            tags: [
              { ...promo, is_show: 0 },
              { name: '新', describe: '新品上市', is_show: 1, isLadder: 0 },
            ],
          })}
          quantity={1}
          onQuantity={() => {}}
        />,
      );
      expect(view.container.querySelector('[part="promo"]')).toBeNull();
    });
  }

  it('only the first card picture is asked for first; the others load lazily', async () => {
    view = await render(
      <ul>
        <GoodsCard goods={goods()} quantity={1} onQuantity={() => {}} first />
        <GoodsCard goods={goods({ id: 8 })} quantity={1} onQuantity={() => {}} />
      </ul>,
    );
    const [first, second] = [...view.container.querySelectorAll('img')];
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBeNull();
    expect(second?.getAttribute('loading')).toBe('lazy');
  });
});
