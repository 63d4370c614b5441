// demo/erp.html's script, kept out of the page: the demo pages send
// Content-Security-Policy script-src without inline scripts, as a partner's should.
// The ERP, on its own origin, hosts yaopi's order page in an iframe.
// ?site= names yaopi's origin; by default 127.0.0.1 on this page's port,
// so opening this page as http://localhost:8080/demo/erp.html puts ERP
// and site on two origins of one server. ?order= opens an order at once.
const query = new URLSearchParams(location.search);
const SITE = (() => {
  try {
    return new URL(query.get('site') || `http://127.0.0.1:${location.port || '80'}`).origin;
  } catch {
    return `http://127.0.0.1:${location.port || '80'}`;
  }
})();
const frame = document.getElementById('yaopi-frame');
const statusBadge = document.getElementById('erp-order-status');
const log = document.getElementById('erp-log');
const logEmpty = document.getElementById('erp-log-empty');
const errorBox = document.getElementById('erp-error');
const orderSelect = document.getElementById('erp-orders');
const openButton = document.getElementById('erp-open');
const refreshButton = document.getElementById('erp-refresh');
const cartEntry = document.getElementById('erp-cart');
document.getElementById('frame-origin').textContent = SITE;
let token = '';

// The frame speaks one protocol, {type: 'yaopi:bus', v: 1, event, payload}
// (docs/embed.md): this page reads its height and status and sends it
// 'frame:refresh' with plain postMessage, and needs nothing of yaopi for that.
// yaopi's embed script, from yaopi's origin like any partner's, adds the
// rest: it links the order frame to this page's yaopi bus
// (window.yaopi.connectFrame: exact origin both ways), so the cart badge up
// top follows a 再次购买 in the frame.
const embed = document.createElement('script');
embed.type = 'module';
embed.src = `${SITE}/embed/yaopi.js`;
const busReady = new Promise((resolve) => {
  embed.addEventListener('load', () => resolve(linkBus().catch(() => false)));
  embed.addEventListener('error', () => resolve(false));
});
document.head.append(embed);

async function linkBus() {
  const yaopi = window.yaopi;
  if (!yaopi || typeof yaopi.connectFrame !== 'function') return false;
  yaopi.configure({ apiBase: SITE, site: SITE });
  return Boolean(await yaopi.connectFrame(frame, SITE));
}

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = !message;
}

// Not named `yaopi`: a top-level function of a classic script is window.yaopi, the embed's global.
async function yaopiApi(path, init = {}) {
  const response = await fetch(SITE + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers || {}) },
  });
  const body = await response.json();
  if (body.code !== 10000) throw new Error(body.message || '请求失败');
  return body.data;
}

/** The buyer's yaopi cart count beside 药批采购车, once a buyer is bound (the badge loads it with the buyer's token). */
async function showCart() {
  if (!(await busReady) || !token) return;
  window.yaopi.configure({ token });
  if (!cartEntry.querySelector('yp-cart-badge')) cartEntry.append(document.createElement('yp-cart-badge'));
  cartEntry.hidden = false;
}

async function openOrder(id) {
  if (!id) return;
  // Linked before the frame loads, so its first events are heard.
  await busReady;
  const src = new URL(`/frame/order/${encodeURIComponent(id)}`, SITE);
  src.searchParams.set('parent_origin', location.origin);
  // The token rides in the fragment: never sent to a server or in a Referer.
  if (token) src.hash = `token=${encodeURIComponent(token)}`;
  frame.src = src.href;
  statusBadge.textContent = '加载中…';
  refreshButton.disabled = false;
}

document.getElementById('erp-login').addEventListener('submit', async (event) => {
  event.preventDefault();
  showError('');
  const form = new FormData(event.currentTarget);
  try {
    const login = await yaopiApi('/api/login', {
      method: 'POST',
      body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
    });
    token = login.token;
    void showCart();
    const orders = await yaopiApi('/api/order?per_page=20');
    orderSelect.replaceChildren(
      ...(orders.data.length
        ? orders.data.map((order) => new Option(`${order.order_no} · ${order.status_text} · ¥${order.pay_total}`, String(order.id)))
        : [new Option('该买家暂无订单', '')]),
    );
    orderSelect.disabled = orders.data.length === 0;
    openButton.disabled = orders.data.length === 0;
    const wanted = query.get('order');
    if (wanted) {
      orderSelect.value = wanted;
      void openOrder(wanted);
    }
  } catch (error) {
    showError(`绑定失败：${error.message}`);
  }
});
openButton.addEventListener('click', () => void openOrder(orderSelect.value));
refreshButton.addEventListener('click', () => {
  // Only yaopi's origin may read it: targetOrigin is exact, never '*'.
  frame.contentWindow?.postMessage({ type: 'yaopi:bus', v: 1, event: 'frame:refresh', payload: {} }, SITE);
});

const ACTIONS = { load: '打开', refresh: '刷新', cancel: '取消订单', receive: '确认收货', rebuy: '再次购买' };

/** An order status the frame reported ('order:status'). */
function showStatus(data) {
  statusBadge.textContent = `${data.order_no} · ${data.status_text}`;
  const item = document.createElement('li');
  item.dataset.action = String(data.action);
  item.dataset.status = String(data.status);
  const time = document.createElement('time');
  time.textContent = new Date().toLocaleTimeString('zh-CN', { hour12: false });
  item.append(time, `${data.order_no}：${data.status_text}（${ACTIONS[data.action] || data.action}）`);
  log.prepend(item);
  logEmpty.hidden = true;
}

window.addEventListener('message', (event) => {
  // Exact origin and our own frame: anything else (another tab, a
  // sibling frame, this page itself) is ignored.
  if (event.origin !== SITE || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (!data || data.type !== 'yaopi:bus' || data.v !== 1 || !data.payload) return;
  const { height } = data.payload;
  if (data.event === 'frame:height' && Number.isFinite(height) && height > 0) {
    frame.style.height = `${Math.min(Math.ceil(height), 20000)}px`;
  } else if (data.event === 'order:status') {
    showStatus(data.payload);
  }
});

// ?order=: bind the buyer with the form's account and open that order straight away.
if (query.get('order')) document.getElementById('erp-login').requestSubmit();
