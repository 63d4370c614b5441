// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { getBus } from '../bus/bus';
import { Notifier, TOAST_MS } from './notifier';
import { holdForNotifier, notifierOwnerSlot } from './notifier-slot';
import { click, press, render, settle, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

const dialog = () => document.querySelector('[role="alertdialog"]');

describe('Notifier', () => {
  it('shows a ui:alert as a 温馨提示 dialog that closes with its 确定 button', async () => {
    view = await render(<Notifier />);
    await act(async () => getBus().emit('ui:alert', { message: '库存不足' }));
    const box = dialog();
    expect(box?.textContent).toContain('温馨提示');
    expect(box?.textContent).toContain('库存不足');
    const ok = [...document.querySelectorAll('button')].find((b) => b.textContent === '确定');
    expect(ok).toBeInstanceOf(HTMLButtonElement);
    await click(ok as Element);
    expect(dialog()).toBeNull();
  });

  it('closes on Esc and presses the primary action on Enter', async () => {
    view = await render(<Notifier />);
    const seen: string[] = [];
    const off = getBus().on('navigate', ({ path }) => seen.push(path));
    await act(async () =>
      getBus().emit('ui:alert', {
        message: '请先签署电子合同',
        actions: [
          { label: '取消', kind: 'close' },
          { label: '去签署', kind: 'navigate', path: '/dzht', primary: true },
        ],
      }),
    );
    await press(dialog() as Element, 'Escape');
    expect(dialog()).toBeNull();
    expect(seen).toEqual([]);

    await act(async () =>
      getBus().emit('ui:alert', {
        message: '请先签署电子合同',
        actions: [{ label: '去签署', kind: 'navigate', path: '/dzht', primary: true }],
      }),
    );
    // Enter on the dialog body, not on a button, runs the primary action.
    await press(document.querySelector('.yp-alert__message') as Element, 'Enter');
    expect(seen).toEqual(['/dzht']);
    expect(dialog()).toBeNull();
    off();
  });

  it('moves focus to the primary button', async () => {
    view = await render(<Notifier />);
    await act(async () => getBus().emit('ui:alert', { message: '请求超时，请刷新页面', actions: [{ label: '刷新页面', kind: 'reload', primary: true }] }));
    expect(document.activeElement?.textContent).toBe('刷新页面');
  });

  it('queues alerts and drops a duplicate of one already waiting', async () => {
    view = await render(<Notifier />);
    await act(async () => {
      getBus().emit('ui:alert', { message: '请求超时，请刷新页面' });
      getBus().emit('ui:alert', { message: '请求超时，请刷新页面' });
      getBus().emit('ui:alert', { message: '活动暂未开始' });
    });
    expect(dialog()?.textContent).toContain('请求超时');
    await press(dialog() as Element, 'Escape');
    expect(dialog()?.textContent).toContain('活动暂未开始');
    await press(dialog() as Element, 'Escape');
    expect(dialog()).toBeNull();
  });

  it('shows a toast that fades after its time', async () => {
    vi.useFakeTimers();
    view = await render(<Notifier />);
    await act(async () => getBus().emit('ui:toast', { message: '系统繁忙，请稍候再试', kind: 'error' }));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('系统繁忙');
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS + 2000);
    });
    expect(document.querySelector('.yp-toast')).toBeNull();
  });

  it('lets only one notifier on the page answer', async () => {
    view = await render(
      <>
        <Notifier />
        <Notifier />
      </>,
    );
    await act(async () => getBus().emit('ui:alert', { message: '只显示一次' }));
    await settle();
    expect(document.querySelectorAll('[role="alertdialog"]').length).toBe(1);
  });

  it('shows what was held before it mounted, in order, without a second emit on the bus', async () => {
    const heard: string[] = [];
    const offToast = getBus().on('ui:toast', ({ message }) => heard.push(message));
    const offAlert = getBus().on('ui:alert', ({ message }) => heard.push(message));
    holdForNotifier({ type: 'ui:toast', payload: { message: '已加入购物车', kind: 'success' } });
    holdForNotifier({ type: 'ui:alert', payload: { message: '请求超时，请刷新页面' } });
    view = await render(<Notifier />);
    await settle();
    expect(document.querySelector('.yp-toast')?.textContent).toContain('已加入购物车');
    expect(dialog()?.textContent).toContain('请求超时，请刷新页面');
    expect(notifierOwnerSlot().backlog).toEqual([]);
    expect(heard).toEqual([]);
    offToast();
    offAlert();
  });
});
