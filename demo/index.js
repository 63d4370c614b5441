// demo/index.html's links, kept out of the page: the demo pages send
// Content-Security-Policy script-src without inline scripts, as a partner's should.
// Keep the links on whatever port this server runs on; only the host name differs.
for (const link of document.querySelectorAll('a[data-host]')) {
  const url = new URL(link.href);
  url.hostname = link.dataset.host;
  url.port = location.port;
  link.href = url.href;
}
