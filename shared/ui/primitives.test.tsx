// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { signal } from '@preact/signals-core';
import { adoptStyles } from './adopt-styles';
import { Badge } from './badge';
import { EphedrineTag, Tag } from './tag';
import { Price } from './price';
import { pageWindow, Pager } from './pager';
import { MemberPanel } from './member-panel';
import { Steps } from './steps';
import { Empty } from './empty';
import { useConfirm } from './confirm';
import { useSignalValue } from './use-signal-value';
import { click, render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('Badge', () => {
  it('caps at 99+ and hides at 0', async () => {
    view = await render(
      <>
        <Badge count={120} />
        <Badge count={7} />
        <Badge count={0} />
      </>,
    );
    expect([...view.container.querySelectorAll('.yp-badge')].map((b) => b.textContent)).toEqual(['99+', '7']);
  });
});

describe('Tag', () => {
  it('colours tags by docs/product/constants.md table', async () => {
    view = await render(
      <>
        <Tag name="秒杀" />
        <Tag name="满减" />
        <Tag name="加价换购" />
        <Tag name="赠" />
      </>,
    );
    expect([...view.container.querySelectorAll('.yp-tag')].map((t) => t.className)).toEqual([
      'yp-tag yp-tag--red',
      'yp-tag yp-tag--orange',
      'yp-tag yp-tag--blue',
      'yp-tag yp-tag--pink',
    ]);
  });

  it('marks an ephedrine-type line 含麻 with the one tag style of the order page and 含麻订单回执', async () => {
    view = await render(<EphedrineTag />);
    const tag = view.container.querySelector('.yp-tag-hm')!;
    expect(tag.textContent).toBe('含麻');
  });
});

describe('Price', () => {
  it('shows fen as ¥ with two decimals, and 登录可见 to a visitor', async () => {
    view = await render(
      <>
        <Price fen={1250} />
        <Price fen={1250} visible={false} />
      </>,
    );
    expect(view.text()).toBe('¥12.50登录可见');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/login');
  });
});

describe('Pager', () => {
  it('windows the page numbers with gaps', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('asks for the next page and disables 上一页 on the first', async () => {
    const asked: number[] = [];
    view = await render(<Pager current={1} lastPage={5} total={48} onChange={(page) => asked.push(page)} />);
    const buttons = [...view.container.querySelectorAll('button')];
    expect(buttons.find((b) => b.textContent === '上一页')?.disabled).toBe(true);
    await click(buttons.find((b) => b.textContent === '下一页') as Element);
    expect(asked).toEqual([2]);
    expect(view.text()).toContain('共 48 条');
  });

  it('reads its pages from a page answer, either shape', async () => {
    view = await render(<Pager of={{ current_page: 2, last_page: 3, total: 25 }} onChange={() => undefined} />);
    expect(view.container.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    expect(view.text()).toContain('共 25 条');
    view.unmount();
    view = await render(<Pager of={{ page: 3, per_page: 10, total: 25 }} onChange={() => undefined} />);
    expect(view.container.querySelector('[aria-current="page"]')?.textContent).toBe('3');
    expect([...view.container.querySelectorAll('button')].find((b) => b.textContent === '下一页')?.disabled).toBe(true);
  });
});

describe('MemberPanel', () => {
  it('names the panel by its title, with the head row only when asked', async () => {
    view = await render(
      <MemberPanel id="t-title" title="我的消息" sub="未读 2 条">
        <p>正文</p>
      </MemberPanel>,
    );
    const panel = view.container.querySelector('section.yp-orders__panel');
    expect(panel?.getAttribute('aria-labelledby')).toBe('t-title');
    expect(view.container.querySelector('h1#t-title')?.textContent).toBe('我的消息未读 2 条');
    expect(view.container.querySelector('.yp-orders__panel-head')).toBeNull();
    view.unmount();
    view = await render(<MemberPanel id="t2" title="基本信息" actions={null} />);
    expect(view.container.querySelector('.yp-orders__panel-head > h1#t2')).not.toBeNull();
  });
});

describe('Steps', () => {
  it('marks the current step for assistive technology', async () => {
    view = await render(<Steps steps={['我的购物车', '确认订单信息', '支付订单', '支付完成']} current={1} />);
    expect(view.container.querySelector('[aria-current="step"]')?.textContent).toContain('确认订单信息');
  });
});

describe('Empty', () => {
  it('defaults to 暂无数据', async () => {
    view = await render(<Empty />);
    expect(view.text()).toBe('暂无数据');
  });
});

describe('useConfirm', () => {
  it('resolves true on 确定 and false on 取消', async () => {
    let ask: ((message: string) => Promise<boolean>) | undefined;
    function Probe() {
      const { confirm, confirmElement } = useConfirm();
      ask = confirm;
      return <>{confirmElement}</>;
    }
    view = await render(<Probe />);
    let answer: Promise<boolean> | undefined;
    await act(async () => {
      answer = ask?.('确定删除这件商品吗?');
    });
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('确定删除这件商品吗?');
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === '确定') as Element);
    await expect(answer).resolves.toBe(true);

    await act(async () => {
      answer = ask?.('确定删除这件商品吗?');
    });
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === '取消') as Element);
    await expect(answer).resolves.toBe(false);
  });
});

describe('useSignalValue', () => {
  it('re-renders when the signal changes', async () => {
    const count = signal(1);
    function Probe() {
      return <span>{useSignalValue(count)}</span>;
    }
    view = await render(<Probe />);
    expect(view.text()).toBe('1');
    await act(async () => {
      count.value = 2;
    });
    expect(view.text()).toBe('2');
  });
});

describe('adoptStyles', () => {
  it('adopts each CSS text once per root, into the shadow root an element lives in', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    shadow.append(inner);
    adoptStyles(inner, ['.a{color:red}', '.b{color:blue}']);
    adoptStyles(inner, ['.a{color:red}']);
    expect(shadow.adoptedStyleSheets.length).toBe(2);
    expect(document.adoptedStyleSheets.length).toBe(0);
    host.remove();
  });

  it('does nothing for a node attached nowhere', () => {
    const loose = document.createElement('span');
    expect(() => adoptStyles(loose, ['.c{color:red}'])).not.toThrow();
  });
});
