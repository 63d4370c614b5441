// demo/partner.html's (and demo/plain.html's) settings, kept out of the page: the demo pages send
// Content-Security-Policy script-src without inline scripts, as a partner's should.
// Demo only: when this server runs on another port than 8080, point the
// widgets at 127.0.0.1 on that port. A partner writes its addresses as above.
if (location.port && location.port !== '8080') {
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
