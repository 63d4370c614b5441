// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getBus } from '../bus/bus';
import { AdLink } from './ad-link';
import { click, render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function toastsWhile(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const off = getBus().on('ui:toast', ({ message }) => seen.push(message));
  return run().then(
    () => (off(), seen),
    (error: unknown) => {
      off();
      throw error;
    },
  );
}

describe('AdLink without a target', () => {
  it('says 活动暂未开始 when pressed, rather than being a dead click', async () => {
    view = await render(<AdLink url="  ">春季采购节</AdLink>);
    const link = document.querySelector('[role="button"]');
    expect(link?.textContent).toBe('春季采购节');
    const seen = await toastsWhile(() => click(link as Element));
    expect(seen).toEqual(['活动暂未开始']);
  });

  it('shows the link’s own message when it has one', async () => {
    view = await render(
      <AdLink url="" message="活动将于 3 月 1 日开始">
        春季采购节
      </AdLink>,
    );
    const seen = await toastsWhile(() => click(document.querySelector('[role="button"]') as Element));
    expect(seen).toEqual(['活动将于 3 月 1 日开始']);
  });

  it('stays a plain link when it has a target', async () => {
    view = await render(<AdLink url="/yx">包邮专区</AdLink>);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/yx');
    expect(document.querySelector('a')?.getAttribute('role')).toBeNull();
  });
});
