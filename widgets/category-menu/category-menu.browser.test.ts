// <yp-category-menu> from the built embed bundle against the real server.
import { API, apiData, assert, assertEqual, bus, loadBundle, mount, must, shadow, waitFor } from '../../tests/browser/util.js';

interface Category {
  id: number;
  name: string;
  logo: string;
  logo1?: string;
  children: Category[];
}
type Common = Record<'category' | 'category_qx' | 'category_zy' | 'category_yx', Category[]>;

const common = async (): Promise<Common> => (await apiData('/api/focus/common', undefined)) as Common;

const items = (menu: Element) => [...shadow(menu).querySelectorAll<HTMLElement>('.ycm__item:not(.ycm__item--skeleton)')];
const item = (menu: Element, index: number) => must(items(menu)[index], `category ${index}`);
const within = <T extends Element = HTMLElement>(element: ParentNode, selector: string) => must(element.querySelector<T>(selector), selector);
const first = <T>(list: T[], what: string) => must(list[0], what);

function hover(element: Element): void {
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
  element.dispatchEvent(new MouseEvent('mouseenter'));
}

afterEach(() => {
  for (const menu of document.querySelectorAll('yp-category-menu')) menu.remove();
});

describe('<yp-category-menu>', () => {
  before(() => loadBundle());

  it('shows at most 7 top categories with icons and links to their lists', async () => {
    const data = await common();
    const menu = mount('yp-category-menu', { 'api-base': API });
    await waitFor(() => items(menu).length > 0, 'the categories');
    const names = items(menu).map((entry) => within(entry, '.ycm__name').textContent);
    assert(names.length <= 7, `${names.length} top categories shown`);
    assertEqual(
      names.join(','),
      data.category
        .slice(0, 7)
        .map((c) => c.name)
        .join(','),
      'top categories',
    );
    const top = first(data.category, 'a top category');
    const link = within(item(menu, 0), '.ycm__top');
    assert(link.getAttribute('href')?.endsWith(`/list?category=${top.id}`), `links to ${link.getAttribute('href')}`);
    const icon = within<HTMLImageElement>(link, 'img');
    assertEqual(icon.getAttribute('src'), `${API}${top.logo}`, 'the category icon address');
    await waitFor(() => icon.complete && icon.naturalWidth > 0, 'the category icon to load');
  });

  it('opens the sub-categories on hover and keyboard focus; Esc closes them', async () => {
    const data = await common();
    const menu = mount('yp-category-menu', { 'api-base': API });
    await waitFor(() => items(menu).length > 0, 'the categories');
    const one = item(menu, 0);
    const two = item(menu, 1);
    assert(within(one, '.ycm__flyout').hidden, 'a fly-out is open before hovering');
    hover(one);
    const flyout = await waitFor(() => {
      const panel = one.querySelector<HTMLElement>('.ycm__flyout');
      return panel && !panel.hidden && panel.getBoundingClientRect().width > 0 ? panel : null;
    }, 'the fly-out');
    const top = first(data.category, 'a top category');
    const sub = top.children;
    const groupNames = [...flyout.querySelectorAll('dt a')].map((a) => (a.textContent ?? '').replace('›', '').trim());
    assertEqual(groupNames.join(','), sub.map((c) => c.name).join(','), 'second-level categories');
    const third = within(flyout, 'dd a');
    const thirdLevel = first(first(sub, 'a second-level category').children, 'a third-level category');
    assertEqual(third.textContent, thirdLevel.name, 'first third-level category');
    assert(third.getAttribute('href')?.endsWith(`/list?category=${thirdLevel.id}`), 'third-level link');
    if (top.logo1) {
      assertEqual(within(one, 'img').getAttribute('src'), `${API}${top.logo1}`, 'the hover icon');
    }

    within(two, '.ycm__top').focus();
    await waitFor(() => !within(two, '.ycm__flyout').hidden && within(one, '.ycm__flyout').hidden, 'the focused fly-out');
    within(two, '.ycm__top').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => within(two, '.ycm__flyout').hidden, 'Esc closing the fly-out');
  });

  it('navigates through the page bus when a category is chosen', async () => {
    const data = await common();
    const menu = mount('yp-category-menu', { 'api-base': API });
    await waitFor(() => items(menu).length > 0, 'the categories');
    const heard: string[] = [];
    const off = bus().on('navigate', ({ path }) => heard.push(path));
    within(item(menu, 1), '.ycm__top').click();
    off();
    assertEqual(heard.join(), `/list?category=${must(data.category[1], 'a second category').id}`, 'navigation');
  });

  it('shows the zone menus: devices, Chinese medicine, free shipping', async () => {
    const data = await common();
    const zones: [string, keyof Common][] = [
      ['qx', 'category_qx'],
      ['zy', 'category_zy'],
      ['yx', 'category_yx'],
    ];
    for (const [zone, key] of zones) {
      const menu = mount('yp-category-menu', { 'api-base': API, zone });
      await waitFor(() => items(menu).length > 0, `the ${zone} categories`);
      const names = items(menu).map((entry) => within(entry, '.ycm__name').textContent);
      assertEqual(
        names.join(','),
        data[key]
          .slice(0, 7)
          .map((c) => c.name)
          .join(','),
        `${zone} menu`,
      );
      menu.remove();
    }
  });

  it('collapsible: only the 全部商品分类 bar until hovered', async () => {
    const menu = mount('yp-category-menu', { 'api-base': API, collapsible: '' });
    const bar = await waitFor(() => menu.shadowRoot?.querySelector('[part="bar"]'), 'the bar');
    assertEqual(bar.textContent?.trim(), '全部商品分类', 'bar text');
    const dropdown = within(shadow(menu), '[part="dropdown"]');
    assert(dropdown.hidden && items(menu).length === 0, 'the menu shows before hovering');
    const root = within(shadow(menu), '.ycm');
    hover(root);
    await waitFor(() => !dropdown.hidden && items(menu).length > 0, 'the dropped-down menu');
    assertEqual(bar.getAttribute('aria-expanded'), 'true', 'aria-expanded');
    root.dispatchEvent(new MouseEvent('mouseleave'));
    root.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, composed: true }));
    await waitFor(() => dropdown.hidden, 'the menu closing on leave');
  });
});
