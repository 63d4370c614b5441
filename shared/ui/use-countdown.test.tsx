// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from './testing/render';
import { useWait } from './use-countdown';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

describe('useWait (获取验证码 wait on the one countdown)', () => {
  it('counts a started wait down each second to 0, and a second start begins again', async () => {
    vi.useFakeTimers();
    const latest: { start?: (seconds: number) => void } = {};
    function Probe() {
      const [left, start] = useWait();
      latest.start = start;
      return <p>{left}</p>;
    }
    view = await render(<Probe />);
    expect(view.text()).toBe('0');
    await act(async () => latest.start!(60));
    expect(view.text()).toBe('60');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.text()).toBe('59');
    await act(async () => vi.advanceTimersByTime(58_000));
    expect(view.text()).toBe('1');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.text()).toBe('0');
    await act(async () => latest.start!(60));
    expect(view.text()).toBe('60');
    await act(async () => vi.advanceTimersByTime(30_000));
    await act(async () => latest.start!(60));
    expect(view.text()).toBe('60');
  });
});
