// demo/partner.html's (and demo/plain.html's) settings, kept out of the page: the demo pages send
// Content-Security-Policy script-src without inline scripts, as a partner's should.
// Demo only: when this server runs on another port than 8080, point the
// widgets at 127.0.0.1 on that port. A partner writes its addresses as above.
// Served from another origin than the site (e.g. a partner's own server):
// ?yaopi=http://127.0.0.1:8080 names the site.
const site = new URLSearchParams(location.search).get('yaopi');
// The note says where to open this page and where yaopi answers: on this server's port, not always 8080.
const port = location.port || '80';
for (const code of document.querySelectorAll('.partner-note code')) {
  code.textContent = code.textContent.replace('localhost:8080', `localhost:${port}`).replace('127.0.0.1:8080', site ? new URL(site).host : `127.0.0.1:${port}`);
}
// The sign-in popup comes back to this page's own origin (the demo partner's registered callback).
document.querySelector('yp-sign-in')?.setAttribute('redirect-uri', `${location.origin}/demo/oauth-callback.html`);
// The cart drawer opens and closes under the portal's own 采购车明细 button.
const cartToggle = document.getElementById('partner-cart-toggle');
cartToggle?.addEventListener('click', () => {
  const panel = document.getElementById('partner-cart');
  const open = panel.hidden;
  panel.hidden = !open;
  panel.querySelector('yp-cart-drawer').toggleAttribute('closed', !open);
  cartToggle.setAttribute('aria-expanded', String(open));
});
if (site) {
  const origin = new URL(site).origin;
  const config = document.querySelector('yp-config');
  for (const name of ['api-base', 'site']) config.setAttribute(name, origin);
  for (const link of document.querySelectorAll('a[href^="http://127.0.0.1:8080"]')) {
    link.href = new URL(new URL(link.href).pathname, origin).href;
  }
} else if (location.port && location.port !== '8080') {
  const config = document.querySelector('yp-config');
  for (const name of ['api-base', 'site']) {
    const url = new URL(config.getAttribute(name));
    url.port = location.port;
    config.setAttribute(name, url.origin);
  }
  for (const link of document.querySelectorAll('a[href^="http://127.0.0.1:8080"]')) {
    const url = new URL(link.href);
    url.port = location.port;
    link.href = url.href;
  }
}
// Searches stay on the portal: the bar's cancelable yp-search event is taken
// and the list below shows the keywords (uncancelled, the bar would open the
// site's /search).
document.addEventListener('yp-search', (event) => {
  const list = document.querySelector('yp-product-list');
  if (!list || !event.detail?.keywords) return;
  event.preventDefault();
  list.setAttribute('keywords', event.detail.keywords);
  list.setAttribute('title', `“${event.detail.keywords}”的搜索结果`);
});
