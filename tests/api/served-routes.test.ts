import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

// docs/api.md is where a partner or a newcomer looks up what the server
// answers. This reads the running server's own route table (not a list kept
// by hand), so a route added without its line in the doc fails here.

const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/**
 * Fastify's printRoutes tree, flattened: each line is `├── <segment> (METHODS)`
 * under its parent's path, four characters of indent per level.
 */
function routesOfTree(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const rest = line.slice(at + 4);
    const methods = /^(.*) \(([A-Z, ]+)\)$/.exec(rest);
    const path = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + (methods?.[1] ?? rest.trim());
    stack.length = depth;
    stack.push(path);
    for (const method of methods?.[2]?.split(', ') ?? []) found.push({ method, path: path.replace(/^\/\//, '/') });
  }
  return found;
}

/**
 * `GET /img/goods/:file` may be written `:file`, `{file}` or `<id>.svg`: a
 * parameter matches any one segment. (A node two routes share prints as
 * `:file|:id`, a parameter all the same.)
 */
function lineFor({ method, path }: { method: string; path: string }): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^\\s/`|]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`${method} ${segments.join('/')}(?=[\`\\s,?)])`);
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('docs/api.md and the server', () => {
  it('reads the route table', () => {
    expect(routesOfTree(server.app.printRoutes({ commonPrefix: false })).length).toBeGreaterThan(150);
  });

  it('documents every path the server answers', () => {
    const served = routesOfTree(server.app.printRoutes({ commonPrefix: false }))
      // HEAD mirrors GET; OPTIONS * is the CORS preflight and GET * the site's own pages (both in "Static files" and "Conventions").
      .filter(({ method, path }) => method !== 'HEAD' && !path.endsWith('*'));
    const missing = served.filter((route) => !lineFor(route).test(doc)).map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });
});
