// <yp-category-menu> from the built embed bundle against the real server.
import { API, assert, assertEqual, bus, loadBundle, mount, waitFor } from '../../tests/browser/util.js';

async function common() {
  const body = await (await fetch(`${API}/api/focus/common`)).json();
  assertEqual(body.code, 10000, 'focus/common answer code');
  return body.data;
}

const items = (menu) => [...menu.shadowRoot.querySelectorAll('.ycm__item:not(.ycm__item--skeleton)')];

function hover(element) {
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
    const names = items(menu).map((item) => item.querySelector('.ycm__name').textContent);
    assert(names.length <= 7, `${names.length} top categories shown`);
    assertEqual(
      names.join(','),
      data.category
        .slice(0, 7)
        .map((c) => c.name)
        .join(','),
      'top categories',
    );
    const first = items(menu)[0].querySelector('.ycm__top');
    assert(first.getAttribute('href').endsWith(`/list?category=${data.category[0].id}`), `links to ${first.getAttribute('href')}`);
    const icon = first.querySelector('img');
    assertEqual(icon?.getAttribute('src'), `${API}${data.category[0].logo}`, 'the category icon address');
    await waitFor(() => icon.complete && icon.naturalWidth > 0, 'the category icon to load');
  });

  it('opens the sub-categories on hover and keyboard focus; Esc closes them', async () => {
    const data = await common();
    const menu = mount('yp-category-menu', { 'api-base': API });
    await waitFor(() => items(menu).length > 0, 'the categories');
    const [first, second] = items(menu);
    assert(first.querySelector('.ycm__flyout').hidden, 'a fly-out is open before hovering');
    hover(first);
    const flyout = await waitFor(() => {
      const panel = first.querySelector('.ycm__flyout');
      return panel && !panel.hidden && panel.getBoundingClientRect().width > 0 ? panel : null;
    }, 'the fly-out');
    const sub = data.category[0].children;
    const groupNames = [...flyout.querySelectorAll('dt a')].map((a) => a.textContent.replace('›', '').trim());
    assertEqual(groupNames.join(','), sub.map((c) => c.name).join(','), 'second-level categories');
    const third = flyout.querySelector('dd a');
    assertEqual(third.textContent, sub[0].children[0].name, 'first third-level category');
    assert(third.getAttribute('href').endsWith(`/list?category=${sub[0].children[0].id}`), 'third-level link');
    if (data.category[0].logo1) {
      assertEqual(first.querySelector('img').getAttribute('src'), `${API}${data.category[0].logo1}`, 'the hover icon');
    }

    second.querySelector('.ycm__top').focus();
    await waitFor(() => !second.querySelector('.ycm__flyout').hidden && first.querySelector('.ycm__flyout').hidden, 'the focused fly-out');
    second.querySelector('.ycm__top').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => second.querySelector('.ycm__flyout').hidden, 'Esc closing the fly-out');
  });

  it('navigates through the page bus when a category is chosen', async () => {
    const data = await common();
    const menu = mount('yp-category-menu', { 'api-base': API });
    await waitFor(() => items(menu).length > 0, 'the categories');
    const heard = [];
    const off = bus().on('navigate', ({ path }) => heard.push(path));
    items(menu)[1].querySelector('.ycm__top').click();
    off();
    assertEqual(heard.join(), `/list?category=${data.category[1].id}`, 'navigation');
  });

  it('shows the zone menus: devices, Chinese medicine, free shipping', async () => {
    const data = await common();
    for (const [zone, key] of [
      ['qx', 'category_qx'],
      ['zy', 'category_zy'],
      ['yx', 'category_yx'],
    ]) {
      const menu = mount('yp-category-menu', { 'api-base': API, zone });
      await waitFor(() => items(menu).length > 0, `the ${zone} categories`);
      const names = items(menu).map((item) => item.querySelector('.ycm__name').textContent);
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
    assertEqual(bar.textContent.trim(), '全部商品分类', 'bar text');
    const dropdown = menu.shadowRoot.querySelector('[part="dropdown"]');
    assert(dropdown.hidden && items(menu).length === 0, 'the menu shows before hovering');
    hover(menu.shadowRoot.querySelector('.ycm'));
    await waitFor(() => !dropdown.hidden && items(menu).length > 0, 'the dropped-down menu');
    assertEqual(bar.getAttribute('aria-expanded'), 'true', 'aria-expanded');
    menu.shadowRoot.querySelector('.ycm').dispatchEvent(new MouseEvent('mouseleave'));
    menu.shadowRoot.querySelector('.ycm').dispatchEvent(new MouseEvent('mouseout', { bubbles: true, composed: true }));
    await waitFor(() => dropdown.hidden, 'the menu closing on leave');
  });
});
