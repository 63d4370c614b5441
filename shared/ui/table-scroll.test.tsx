// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { TableScroll } from './table-scroll';
import { render, type Rendered } from './testing/render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('TableScroll', () => {
  it('wraps the table in a labelled region a keyboard can reach', async () => {
    view = await render(
      <TableScroll label="购物车商品">
        <table>
          <tbody>
            <tr>
              <td>阿莫西林胶囊</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );
    const region = view.container.querySelector('.yp-table-scroll')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('购物车商品');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table')?.textContent).toBe('阿莫西林胶囊');
  });
});
