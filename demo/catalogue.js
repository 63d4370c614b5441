// demo/catalogue.html: every yaopi element, tried live. The list of elements,
// their attributes, events, CSS parts and variables come from the
// custom-elements.json shipped beside yaopi.js (generated from the element
// modules), so a new attribute appears here without touching this file;
// only the Chinese names below are kept by hand (an element missing from
// them is still listed, under its tag). A file, not an inline script: the
// demo pages send a Content-Security-Policy without 'unsafe-inline' scripts,
// as a partner's page should.

/**
 * yaopi's origin: the API, the full site and the embed script. ?yaopi= names
 * it when the page is served from elsewhere (a partner's own server, as
 * demo/partner.html does); opened on localhost it is 127.0.0.1 on this port
 * (two origins of one server); else this page's origin.
 */
const YAOPI = (() => {
  try {
    const named = new URLSearchParams(location.search).get('yaopi');
    if (named) return new URL(named).origin;
  } catch {
    // A malformed ?yaopi= falls back to the page's own server.
  }
  return location.hostname === 'localhost' ? `${location.protocol}//127.0.0.1:${location.port}` : location.origin;
})();

/** yaopi's embed script, from yaopi's origin like any partner's page loads it. */
function loadEmbed() {
  return new Promise((resolve, reject) => {
    const script = h('script', { type: 'module', src: `${YAOPI}/embed/v1/yaopi.js` });
    script.addEventListener('load', resolve);
    script.addEventListener('error', () => reject(new Error('yaopi.js')));
    document.head.append(script);
  });
}

/** Chinese name and one-line summary per element. */
const NAMES = {
  'yp-site-header': ['页头', '登录状态、会员中心、订单、客户经理、购物车按钮与搜索区。'],
  'yp-site-footer': ['页脚', '资质证照、备案号、帮助中心链接、二维码与特殊药品购买说明。'],
  'yp-search-bar': ['搜索框', '药品 / 厂家搜索，联想、热词与搜索历史；搜索时派发可取消的 yp-search 事件。'],
  'yp-cart-badge': ['购物车角标', '购物车商品数（超过 99 显示 99+，为 0 时隐藏），可放在合作方自己的购物车链接里。'],
  'yp-cart-drawer': ['购物车抽屉', '购物车商品、删除、合计与“去购物车结算”。'],
  'yp-category-menu': ['商品分类菜单', '最多 7 个一级分类，悬停展开子分类。'],
  'yp-product-list': ['商品列表', '价格、标签、阶梯价、库存、加入购物车、收藏与分页，三种视图。'],
  'yp-right-bar': ['右侧工具栏', '账户、购物车、消息、客服、二维码与回到顶部。'],
  'yp-checkout-steps': ['结算流程', '购物车、确认订单、支付与完成，每次显示一步。'],
  'yp-order-page': ['订单详情', '一笔订单的状态、商品、金额、物流与可做的操作（需要买家令牌）。'],
  'yp-member-centre': ['会员中心', '企业信息、余额、积分、优惠券、订单与收藏（需要买家令牌）。'],
  'yp-account-centre': ['账户中心', '会员菜单与基本信息、资质证件、收货地址等页面（需要买家令牌）。'],
  'yp-lottery': ['抽奖弹窗', '活动进行中且该买家可抽奖时出现在页面左下角。'],
  'yp-notifier': ['提示框', '显示各组件的提示与轻提示；页面第一次需要提示时自动加入。'],
};

/** Attributes the preview starts with, so a widget shows something at once. */
const EXAMPLES = {
  'yp-product-list': { keywords: '布洛芬', 'per-page': '8' },
  'yp-checkout-steps': { step: 'cart' },
  'yp-account-centre': { page: 'basic' },
  'yp-category-menu': { zone: 'default' },
};

/** Page-wide settings: yp-config, not an element to try. */
const CONFIG_ATTRIBUTES = ['api-base', 'site', 'token'];

/** The design tokens: the variables every element reads (listed once in docs/embed.md). */
let tokens = new Set();
/** Rewrites the shown embed code; the page settings call it too. */
let refreshSnippet = () => {};

const list = document.getElementById('element-list');
const view = document.getElementById('element-view');
const bus = () => globalThis[Symbol.for('yaopi.bus.v1')];

/** Creates an element with attributes and children (strings become text). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (value !== undefined && value !== false) element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined));
  return element;
}

/** The values a usage line offers for an attribute: `name="a|b"` or `[name=a|b]` in the element's description. */
function choicesOf(description, attribute) {
  const values = new Set();
  const pattern = new RegExp(`\\b${attribute}="?([\\w|]+)"?`, 'g');
  for (const match of description.matchAll(pattern)) if (match[1].includes('|')) for (const value of match[1].split('|')) values.add(value);
  return [...values];
}

const settings = { 'api-base': YAOPI, site: YAOPI, token: '' };
const config = h('yp-config', { 'api-base': settings['api-base'], site: settings.site });
document.body.prepend(config);

function snippet(tag, attributes) {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`))
    .join('');
  const configAttrs = CONFIG_ATTRIBUTES.filter((name) => settings[name])
    .map((name) => ` ${name}="${name === 'token' ? '买家令牌' : settings[name]}"`)
    .join('');
  return [`<script type="module" src="${YAOPI}/embed/v1/yaopi.js"></script>`, `<yp-config${configAttrs}></yp-config>`, `<${tag}${attrs}></${tag}>`].join('\n');
}

function settingsPanel() {
  const field = (name, label, hint) =>
    h(
      'label',
      {},
      label,
      h('input', {
        type: 'text',
        name,
        value: settings[name],
        placeholder: hint,
        oninput: (event) => {
          settings[name] = event.target.value.trim();
          if (settings[name]) config.setAttribute(name, settings[name]);
          else config.removeAttribute(name);
          refreshSnippet();
        },
      }),
    );
  return h(
    'section',
    { class: 'panel' },
    h('h3', {}, '页面设置（<yp-config>）'),
    h(
      'form',
      { class: 'attributes', 'aria-label': '页面设置', onsubmit: (event) => event.preventDefault() },
      field('api-base', '接口地址 api-base', 'https://yaopi.example'),
      field('site', '站点地址 site', 'https://yaopi.example'),
      field('token', '买家令牌 token', '会员类组件需要；留空即游客'),
    ),
  );
}

function show(element) {
  const tag = element.tagName;
  const [name, summary] = NAMES[tag] ?? [tag, ''];
  for (const button of list.querySelectorAll('button')) button.setAttribute('aria-current', String(button.dataset.tag === tag));

  const attributes = { ...(EXAMPLES[tag] ?? {}) };
  const own = element.attributes.filter((attribute) => !CONFIG_ATTRIBUTES.includes(attribute.name));
  const preview = h('div', { class: 'preview', 'data-preview': tag });
  const code = h('pre', { 'aria-label': '嵌入代码' });
  const events = h('ol', { class: 'events', 'aria-label': '事件记录' });
  let live;

  const refresh = () => {
    code.textContent = snippet(tag, attributes);
  };
  const create = () => {
    if (!mayShow(tag)) {
      // Created anyway, the embed would leave it undefined and warn in the console: say so here instead.
      preview.replaceChildren(
        h(
          'p',
          { class: 'muted' },
          `本页面的来源（${location.origin}）登记的合作方未开通这个组件，嵌入后不会显示。在合作方登记中加上 <${tag}> 后可在此预览，或在药批自己的地址打开组件目录试用全部组件：`,
          h('a', { href: `${YAOPI}/demo/catalogue.html#${tag}` }, `${YAOPI}/demo/catalogue.html`),
        ),
      );
      return;
    }
    live = h(tag, attributes);
    for (const event of element.events) {
      live.addEventListener(event.name, (e) => {
        if (keepHere.checked) e.preventDefault();
        events.append(h('li', {}, `${event.name}：${JSON.stringify(e.detail)}`));
      });
    }
    preview.replaceChildren(live);
  };
  const set = (attribute, value) => {
    if (value === null) delete attributes[attribute];
    else attributes[attribute] = value;
    if (!live) return refresh();
    if (value === null) live.removeAttribute(attribute);
    else live.setAttribute(attribute, value);
    refresh();
  };

  const inputs = own.map((attribute) => {
    const type = attribute.type.text;
    const label = `${attribute.name}（${type === 'boolean' ? '开关' : type === 'number' ? '数字' : type.startsWith('string (JSON)') ? 'JSON' : '文本'}）`;
    if (type === 'boolean') {
      return h(
        'label',
        { class: 'check' },
        h('input', {
          type: 'checkbox',
          name: attribute.name,
          checked: attribute.name in attributes,
          onchange: (event) => set(attribute.name, event.target.checked ? '' : null),
        }),
        label,
      );
    }
    const choices = choicesOf(element.description, attribute.name);
    const listId = `choices-${tag}-${attribute.name}`;
    return h(
      'label',
      {},
      label,
      h('input', {
        type: type === 'number' ? 'number' : 'text',
        name: attribute.name,
        value: attributes[attribute.name] ?? '',
        list: choices.length ? listId : undefined,
        placeholder: choices.length ? choices.join(' / ') : '',
        oninput: (event) => set(attribute.name, event.target.value === '' ? null : event.target.value),
      }),
      choices.length ? h('datalist', { id: listId }, ...choices.map((value) => h('option', { value }))) : null,
    );
  });

  const keepHere = h('input', { type: 'checkbox', checked: true });
  const brand = h('input', {
    type: 'color',
    value: '#1a7fd4',
    'aria-label': '品牌色 --yp-brand',
    oninput: (event) => preview.style.setProperty('--yp-brand', event.target.value),
  });
  const tryNotifier =
    tag === 'yp-notifier'
      ? [
          h('button', { type: 'button', onclick: () => bus()?.emit('ui:toast', { message: '已加入购物车', kind: 'success' }) }, '发一条轻提示'),
          h('button', { type: 'button', onclick: () => bus()?.emit('ui:alert', { message: '这是一条来自组件目录的提示。', icon: 'info' }) }, '弹一个提示框'),
        ]
      : [];

  const ownVariables = element.cssProperties.filter((property) => !tokens.has(property.name));
  view.replaceChildren(
    settingsPanel(),
    h(
      'section',
      { class: 'panel' },
      h('h2', {}, `${name} `, h('code', {}, `<${tag}>`)),
      h('p', { class: 'summary' }, summary),
      h('details', {}, h('summary', {}, '源码中的说明（英文）'), element.description),
    ),
    h(
      'section',
      { class: 'panel' },
      h('h3', {}, '属性'),
      inputs.length
        ? h('form', { class: 'attributes', 'aria-label': `${name}的属性`, onsubmit: (event) => event.preventDefault() }, inputs)
        : h('p', { class: 'muted' }, '这个组件没有自己的属性，只接受页面设置。'),
    ),
    h(
      'section',
      { class: 'panel' },
      h('h3', {}, '预览'),
      h(
        'div',
        { class: 'toolbar' },
        h('button', { type: 'button', onclick: create }, '重新创建'),
        h('label', {}, brand, ' 品牌色'),
        element.events.length ? h('label', {}, keepHere, ' 拦截默认跳转（事件仍会记录）') : null,
        ...tryNotifier,
      ),
      preview,
      element.events.length
        ? h(
            'div',
            {},
            h('h3', {}, '事件'),
            h('p', { class: 'muted' }, `本组件的事件：${element.events.map((event) => event.name).join('、')}。触发后记录在下面。`),
            events,
          )
        : null,
    ),
    h('section', { class: 'panel' }, h('h3', {}, '嵌入代码'), code),
    h(
      'section',
      { class: 'panel' },
      h('h3', {}, '样式'),
      h(
        'div',
        { class: 'facts' },
        h(
          'div',
          {},
          h('strong', {}, 'CSS parts（::part）'),
          h('p', {}, element.cssParts.length ? element.cssParts.map((part) => h('code', {}, part.name)).flatMap((c) => [c, ' ']) : '无'),
        ),
        h(
          'div',
          {},
          h('strong', {}, '组件自己的 CSS 变量'),
          h(
            'p',
            {},
            ownVariables.length
              ? ownVariables.map((p) => h('code', {}, `${p.name}${p.default ? `: ${p.default}` : ''}`)).flatMap((c) => [c, ' '])
              : '无（另有全部组件通用的 --yp-* 设计变量，见 docs/embed.md）',
          ),
        ),
      ),
    ),
  );
  create();
  refresh();
  refreshSnippet = refresh;
}

const order = (tag) => (tag in NAMES ? Object.keys(NAMES).indexOf(tag) : Infinity);

/**
 * The widgets this page may show: every one on yaopi's own origin; on
 * another origin, those its partner entry lists (GET /api/embed/settings,
 * the list the embed's loader applies), null when the list could not be read.
 */
let allowedWidgets = null;
async function readAllowedWidgets() {
  if (new URL(settings['api-base']).origin === location.origin) return null;
  try {
    const response = await fetch(`${settings['api-base']}/api/embed/settings`);
    const body = await response.json();
    return body.code === 10000 && Array.isArray(body.data.widgets) ? new Set(body.data.widgets) : null;
  } catch {
    return null;
  }
}

/** yp-notifier loads everywhere, and an element already defined (a small display element) needs no loading. */
const mayShow = (tag) => !allowedWidgets || allowedWidgets.has(tag) || tag === 'yp-notifier' || Boolean(customElements.get(tag));

async function start() {
  [allowedWidgets] = await Promise.all([readAllowedWidgets(), loadEmbed()]);
  const response = await fetch(`${YAOPI}/embed/v1/custom-elements.json`);
  if (!response.ok) throw new Error(`custom-elements.json: ${response.status}`);
  const manifest = await response.json();
  const elements = manifest.modules
    .flatMap((module) => module.declarations)
    .filter((element) => element.tagName !== 'yp-config')
    // In the order of NAMES; an element it does not know yet comes last, under its tag.
    .sort((a, b) => order(a.tagName) - order(b.tagName));
  const everywhere = (name) => elements.every((element) => element.cssProperties.some((property) => property.name === name));
  tokens = new Set(elements.flatMap((element) => element.cssProperties.map((property) => property.name)).filter(everywhere));
  for (const element of elements) {
    const [name] = NAMES[element.tagName] ?? [element.tagName];
    list.append(
      h(
        'li',
        {},
        h(
          'button',
          {
            type: 'button',
            'data-tag': element.tagName,
            onclick: () => {
              history.replaceState(null, '', `#${element.tagName}`);
              show(element);
            },
          },
          name,
          h('code', {}, `<${element.tagName}>`),
        ),
      ),
    );
  }
  const fromHash = () => elements.find((element) => `#${element.tagName}` === location.hash);
  show(fromHash() ?? elements[0]);
  // A link to another element of this page (or the back button) changes only the hash.
  window.addEventListener('hashchange', () => {
    const wanted = fromHash();
    if (wanted) show(wanted);
  });
}

start().catch((error) => {
  view.replaceChildren(h('section', { class: 'panel' }, h('p', {}, `组件清单读取失败：${error.message}。请先运行 npm run build。`)));
});
