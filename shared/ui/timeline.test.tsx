// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from './timeline';
import { render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('Timeline', () => {
  it('lists each event with its time in China, the first marked as where things stand now', async () => {
    view = await render(
      <Timeline
        label="物流信息"
        entries={[
          { at: 1767232800, text: '已签收' },
          { at: 1767146400, text: '已发货' },
        ]}
      />,
    );
    const list = view.container.querySelector('ol')!;
    expect(list.getAttribute('aria-label')).toBe('物流信息');
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['已签收', '已发货']);
    expect(items[0]!.querySelector('time')?.textContent).toBe('2026-01-01 10:00:00');
    expect(items.map((item) => item.className)).toEqual(['yp-timeline__now', '']);
  });
});
