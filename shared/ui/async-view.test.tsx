// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AsyncView } from './async-view';
import { Empty, LoadFailed } from './empty';
import { click, render, type Rendered } from './testing/render';
import type { AsyncState } from './use-async';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

type Rows = { list: string[] };

function state(status: AsyncState<Rows>['status'], data: Rows | undefined, reload = () => {}) {
  return { status, data, error: status === 'error' ? new Error('down') : undefined, reload } as AsyncState<Rows> & { reload: () => void };
}

async function show(list: AsyncState<Rows> & { reload: () => void }) {
  view = await render(
    <AsyncView state={list} loadingText="正在加载消息…" errorText="消息加载失败" emptyText="暂无消息">
      {(data) => (
        <ul>
          {data.list.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </AsyncView>,
  );
  return view.container;
}

describe('AsyncView', () => {
  it('announces the loading text until the first answer', async () => {
    const box = await show(state('loading', undefined));
    expect(box.querySelector('[role="status"]')?.textContent).toContain('正在加载消息…');
    expect(box.querySelector('ul')).toBeNull();
  });

  it('says what failed and loads again on 重新加载', async () => {
    let reloads = 0;
    const box = await show(state('error', undefined, () => (reloads += 1)));
    expect(box.textContent).toContain('消息加载失败');
    const button = [...box.querySelectorAll('button')].find((b) => b.textContent === '重新加载')!;
    button.click();
    expect(reloads).toBe(1);
  });

  it('shows the empty text for an answer with no rows', async () => {
    const box = await show(state('ready', { list: [] }));
    expect(box.textContent).toContain('暂无消息');
    expect(box.querySelector('ul')).toBeNull();
  });

  it('keeps the previous rows on screen, marked busy, while the next load runs or after it fails', async () => {
    const box = await show(state('loading', { list: ['到货通知'] }));
    expect(box.querySelector('li')?.textContent).toBe('到货通知');
    expect(box.querySelector('[aria-busy="true"]')).not.toBeNull();
    view?.unmount();
    const failed = await show(state('error', { list: ['到货通知'] }));
    expect(failed.querySelector('li')?.textContent).toBe('到货通知');
    expect(failed.textContent).not.toContain('消息加载失败');
  });
});

describe('LoadFailed', () => {
  it('keeps the warning picture when compact (a floor, the cart drawer), never the empty box', async () => {
    view = await render(<LoadFailed compact text="购物车加载失败" onRetry={() => {}} />);
    const failed = view.container.querySelector('.yp-empty--compact')!;
    const warningArt = failed.querySelector('.yp-empty__art')!.innerHTML;
    view.unmount();
    view = await render(<Empty compact text="暂无" />);
    expect(warningArt).not.toBe(view.container.querySelector('.yp-empty__art')!.innerHTML);
    view.unmount();
    view = await render(<Empty compact icon="warning" text="暂无" />);
    expect(warningArt).toBe(view.container.querySelector('.yp-empty__art')!.innerHTML);
    expect(failed.querySelector('button')!.className).toBe('yp-btn yp-btn--small');
  });

  it('is announced as an alert, and puts a second way on (返回购物车) beside 重新加载', async () => {
    let reloads = 0;
    view = await render(<LoadFailed text="订单信息加载失败" onRetry={() => (reloads += 1)} also={<a href="/cart">返回购物车</a>} />);
    const failed = view.container.querySelector('[role="alert"]')!;
    expect(failed.textContent).toContain('订单信息加载失败');
    const actions = [...failed.querySelectorAll('button, a')];
    expect(actions.map((action) => action.textContent)).toEqual(['重新加载', '返回购物车']);
    expect(actions[0]!.parentElement).toBe(actions[1]!.parentElement);
    await click(actions[0]!);
    expect(reloads).toBe(1);
    view.unmount();
    view = await render(<Empty text="暂无" />);
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });
});
