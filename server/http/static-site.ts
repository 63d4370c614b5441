import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Messages } from '../../shared/contract/codes';
import { chooseEncoding, compressPage } from '../render/compress';
import { PAGE_STYLES_PREFIX } from '../../shared/domain/style-id';
import { loadRenderer, pageDocument, pageStylesheet, renderRequest, styleAttributeHashes } from '../render/page';
import { readSiteBuild } from '../render/site-build';
import { sitePolicy, styleAttributesOfPage } from './page-policy';

// Shown at any site path while dist/site has not been built.
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>药批 — 站点尚未构建</title>
<style>body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;max-width:560px;margin:80px auto;color:#333;line-height:1.7}code{background:#f2f4f7;padding:2px 6px;border-radius:4px}</style>
</head><body><h1>站点尚未构建</h1>
<p>接口服务已在运行，但还没有找到前端页面（dist/site）。请在项目目录运行 <code>npm run build</code> 后刷新本页，或直接使用 <code>npm start</code>（会先构建再启动）。</p>
<p>The API is running, but the site has not been built yet: run <code>npm run build</code>.</p>
</body></html>`;

/** Hashed build output never changes under its name; everything else is revalidated. */
function cacheHeaders(longLivedDirs: readonly string[], fallback: string) {
  return (reply: FastifyReply, path: string) => {
    const longLived = longLivedDirs.some((dir) => path.includes(`${sep}${dir}${sep}`));
    reply.header('cache-control', longLived ? 'public, max-age=31536000, immutable' : fallback);
  };
}

/** The embed's major version in its URL: /embed/v1/yaopi.js (docs/embed.md "Versioned delivery"). */
export const EMBED_VERSION = 'v1';
/** The moving entry of a version (yaopi.js) and integrity.json: a release reaches pages within minutes. */
export const EMBED_ENTRY_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content-hashed copy of the entry (yaopi.<hex>.js), the one partners pin with an integrity hash. */
const PINNED_ENTRY = /[\\/]yaopi\.[0-9a-f]{8,}\.js$/;

/**
 * The partner bundle under /embed/ from dist/embed: /embed/v1/yaopi.js (5
 * minutes), its content-hashed chunks and pinned copy (immutable), and
 * integrity.json. The unversioned /embed/yaopi.js of earlier releases (and
 * its /embed/chunks/…) redirect to v1, so pages that still use it keep
 * working; the redirect is temporary and short-cached, so it can point at a
 * later major version one day while pinned /v1/ URLs stay as they are.
 */
function registerEmbed(app: FastifyInstance, embedDir: string): void {
  // Partners load the bundle as a module script from their own origin:
  // public code, fetched without credentials, so any origin may read it (the
  // redirect too: a CORS fetch checks every response on the way).
  const publicCode = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  app.register(fastifyStatic, {
    root: embedDir,
    prefix: '/embed/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${sep}chunks${sep}`) || PINNED_ENTRY.test(path);
      reply.header('cache-control', immutable ? IMMUTABLE : EMBED_ENTRY_CACHE);
      publicCode(reply);
    },
  });
  const toCurrent = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '', query] = request.url.split('?');
    const target = `/embed/${EMBED_VERSION}/${path.slice('/embed/'.length)}${query === undefined ? '' : `?${query}`}`;
    return publicCode(reply).header('cache-control', EMBED_ENTRY_CACHE).redirect(target, 302);
  };
  app.get('/embed/yaopi.js', toCurrent);
  app.get('/embed/chunks/*', toCurrent);
}

function isApiOrImage(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/img/');
}

/**
 * The built site at / (with the SPA fallback: a path that is not a file gets
 * index.html and the client router decides), the embed bundle at
 * /embed/v1/ and the partner demo pages at /demo/. Unknown /api and /img paths answer
 * the 404 envelope.
 */
export function registerStaticSite(app: FastifyInstance, projectRoot: string): void {
  const siteDir = join(projectRoot, 'dist', 'site');
  const embedDir = join(projectRoot, 'dist', 'embed');
  const demoDir = join(projectRoot, 'demo');

  if (existsSync(siteDir)) {
    app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      // Pages (/ included) are written by the not-found handler below, not sent as index.html.
      index: false,
      // The build writes .br and .gz beside each text file (scripts/build/precompress.ts); Vary: Accept-Encoding comes with them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(['assets'], 'no-cache'),
    });
  }
  if (existsSync(join(embedDir, EMBED_VERSION))) registerEmbed(app, embedDir);
  // The partner demo pages, with what they load beside the widgets in demo/vendor/ (jQuery, pinned: demo/vendor/README.md).
  if (existsSync(demoDir)) {
    app.register(fastifyStatic, {
      root: demoDir,
      prefix: '/demo/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: cacheHeaders([], 'no-cache'),
    });
  }

  /**
   * A page of the app, rendered on the server from the host's React tree
   * (server/render/page.ts) for this visitor; the plain index.html (the
   * browser renders) when the renderer is not built or fails; a "not built"
   * page without a build.
   */
  const sitePage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const build = readSiteBuild(siteDir);
    const renderer = build ? await loadRenderer(projectRoot) : null;
    if (build && renderer) {
      try {
        const result = await renderRequest(app, request, renderer, request.url.startsWith('/') ? request.url : path);
        if (result.kind === 'redirect') {
          return reply.header('cache-control', 'no-cache').redirect(result.location, result.status);
        }
        const document = pageDocument(build, result);
        if (document) {
          // Its style attributes, allowed one by one in its policy (server/http/security-headers.ts).
          styleAttributesOfPage.set(request.raw, styleAttributeHashes(result.html));
          const encoding = chooseEncoding(request.headers['accept-encoding']);
          reply
            .code(result.status)
            .type('text/html; charset=utf-8')
            // It carries the visitor's own answers (their prices, their session): never kept by a shared cache.
            .header('cache-control', 'private, no-cache')
            .header('vary', 'accept-encoding, cookie');
          if (encoding) reply.header('content-encoding', encoding);
          return reply.send(compressPage(document, encoding));
        }
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; sending the page for the browser to render');
      }
    }
    const html = build?.html ?? (await readFile(join(siteDir, 'index.html')).catch(() => null));
    if (!html) {
      // Its own policy: a <style> block, no script, framed by nobody else.
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', sitePolicy({ inlineStyles: true }))
        .send(NOT_BUILT_PAGE);
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(compressPage(html.toString(), encoding));
  };
  // A page's component CSS (server/render/page.ts): named by its parts' content, so cached for good.
  // A wildcard, not a parameter: a name of many parts is longer than a route parameter may be (100 characters).
  app.get(`${PAGE_STYLES_PREFIX}*`, async (request, reply) => {
    await loadRenderer(projectRoot);
    const css = pageStylesheet((request.params as { '*': string })['*']);
    if (css === null) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.type('text/css; charset=utf-8').header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(compressPage(css, encoding));
  });
  // The static handler would answer / with a directory error (its index is off): the home page is a page like the others.
  if (existsSync(siteDir)) app.get('/', (request, reply) => sitePage(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiOrImage(path) || !isPage) {
      return reply.code(404).send({ code: Code.NOT_FOUND, message: Messages.notFound, data: null });
    }
    // A missing file (a name with an extension, or anything under the
    // bundle folders) is a 404, not the app shell: a broken <script src>
    // must fail visibly rather than receive HTML.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (path.startsWith('/embed/') || path.startsWith('/demo/') || path.startsWith('/assets/') || lastSegment.includes('.')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    return sitePage(request, reply, path);
  });
}
