import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.mjs';

/**
 * The ERP that hosts the order page in an iframe (demo/erp.html →
 * /frame/order/{id}?parent_origin=…) lives on another origin, served by a
 * tiny server of its own on 127.0.0.1 (a real loopback server: Chromium
 * refuses loopback requests from pages it did not load from one, so
 * page.route cannot stand in for it):
 * - the ERP listens on a port of the server's default allowlist
 *   (server/config.ts: 8000, 5173 or 8080), so it may frame the site and
 *   call its API;
 * - the stranger listens on a free port, which no allowlist names, so
 *   frame-ancestors must refuse it.
 * Both also serve /bare.html?src=…: one iframe (#f) and every message the
 * page receives kept in window.__messages.
 */
const ALLOWLISTED_PORTS = [8000, 5173, 8080];
const ERP_HTML = fileURLToPath(new URL('../../demo/erp.html', import.meta.url));
// The ERP page's script is a file beside it (no inline scripts: docs/embed.md).
const ERP_JS = fileURLToPath(new URL('../../demo/erp.js', import.meta.url));

function bareHost(src: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>host</title></head><body>
<iframe id="f" title="订单" style="width:1100px;height:400px;border:0" src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>
<script>window.__messages = []; addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));</script>
</body></html>`;
}

/** Serves /demo/erp.html (and its script) from disk and /bare.html?src=… on 127.0.0.1:port; rejects when the port is taken. */
function listen(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/demo/erp.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(readFileSync(ERP_JS, 'utf8'));
      return;
    }
    const html =
      url.pathname === '/demo/erp.html' ? readFileSync(ERP_HTML, 'utf8') : url.pathname === '/bare.html' ? bareHost(url.searchParams.get('src') ?? '') : null;
    response.writeHead(html === null ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export interface ErpHosts {
  /** http://127.0.0.1:<an allowlisted port> */
  erpOrigin: string;
  /** http://127.0.0.1:<a port no allowlist names> */
  strangerOrigin: string;
  close(): Promise<void>;
}

export async function startErpHosts(): Promise<ErpHosts> {
  const servers: Server[] = [];
  let erpOrigin = '';
  for (const port of ALLOWLISTED_PORTS) {
    try {
      servers.push(await listen(port));
      erpOrigin = `http://127.0.0.1:${port}`;
      break;
    } catch {
      // Taken (another worker's ERP): try the next allowlisted port.
    }
  }
  if (!erpOrigin) throw new Error(`e2e: none of the allowlisted ports ${ALLOWLISTED_PORTS.join(', ')} is free for the ERP page`);
  const port = await freePort();
  servers.push(await listen(port));
  return {
    erpOrigin,
    strangerOrigin: `http://127.0.0.1:${port}`,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
