import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/**
 * The demo partner's own web server for the end-to-end tests: demo/ at
 * /demo/ and the built embed bundle at /embed/, on another origin and port
 * than the site (localhost against the site's 127.0.0.1), as a partner
 * hosting its portal would. No yaopi code runs in it; it only sends files.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export function startPartnerServer(root: string, origin: string): Promise<Server> {
  const folders: Record<string, string> = { '/demo/': join(root, 'demo'), '/embed/': join(root, 'dist', 'embed') };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', origin).pathname);
    const prefix = Object.keys(folders).find((candidate) => path.startsWith(candidate));
    const folder = prefix ? folders[prefix]! : null;
    const file = folder ? normalize(join(folder, path.slice(prefix!.length))) : null;
    if (!folder || !file || !file.startsWith(folder + sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', () => resolve(server));
  });
}
