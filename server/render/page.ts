import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerKey, APP_FILES_ELEMENT_ID, FIRST_ANSWERS_ELEMENT_ID } from '../../shared/domain/first-answers';
import { HYDRATION_ELEMENT_ID, type RenderPage, type RenderResult } from '../../shared/domain/server-render';
import { PAGE_STYLES_PREFIX, styleId, styleIdsOf } from '../../shared/domain/style-id';
import { escapeHtml, jsonForScript } from '../lib/html';
import { appFiles, pageFiles, staticScripts, type SiteBuild } from './site-build';

/**
 * Every page of the site, rendered on the server from the host's own React
 * tree (docs/decisions.md ADR-009): dist/ssr/entry-server.js (built
 * from host/entry-server.tsx) renders the URL for the visitor; this module
 * loads it, makes the page's API calls in process as the visitor, and writes
 * the document around the markup: the page's stylesheets, the one starter
 * script, the state the browser hydrates from (JSON, not executable: the
 * CSP is `script-src 'self'`).
 */

interface Renderer {
  renderPage: RenderPage;
  /** The CSS files components adopt, by content (host/entry-server.tsx), so any node can serve a page's sheet. */
  stylesheets(): string[];
}

let loaded: { stamp: number; renderer: Promise<Renderer | null> } | null = null;

/** dist/ssr's renderer, loaded again only when the file changes (a new build). Null when not built. */
export function loadRenderer(projectRoot: string): Promise<Renderer | null> {
  const file = join(projectRoot, 'dist', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return Promise.resolve(null);
  const stamp = statSync(file).mtimeMs;
  if (loaded?.stamp === stamp) return loaded.renderer;
  const renderer = import(`${pathToFileURL(file).href}?v=${stamp}`).then(
    (module: Renderer) => {
      for (const css of module.stylesheets()) rememberStyle(css);
      return module;
    },
    (error: unknown) => {
      console.error('[yaopi] server renderer failed to load', error);
      return null;
    },
  );
  loaded = { stamp, renderer };
  return renderer;
}

// ---- The page's stylesheet: the CSS its components adopt at run time, as one file named by its parts.

const MAX_REMEMBERED_STYLES = 500;
const styles = new Map<string, string>();

function rememberStyle(css: string): string {
  const id = styleId(css);
  if (!styles.has(id) && styles.size < MAX_REMEMBERED_STYLES) styles.set(id, css);
  return id;
}

/** The URL of the sheet holding `cssTexts` in order. Every part is in the build, so every node can answer it. */
export function pageStylesUrl(cssTexts: readonly string[]): string | null {
  if (cssTexts.length === 0) return null;
  return `${PAGE_STYLES_PREFIX}${cssTexts.map(rememberStyle).join('.')}.css`;
}

/** The sheet at `/ssr-styles/<file>`, or null for a name whose parts this build does not have. */
export function pageStylesheet(file: string): string | null {
  const ids = styleIdsOf(`${PAGE_STYLES_PREFIX}${file}`);
  if (ids.length === 0) return null;
  const parts: string[] = [];
  for (const id of ids) {
    const css = styles.get(id);
    if (css === undefined) return null;
    parts.push(css);
  }
  return parts.join('\n');
}

// ---- The calls, made in process as the visitor.

/**
 * The request headers a page's calls pass on: the visitor's session and
 * language, and the address they asked for (host and the proxy's forwarded
 * host and scheme, read only where the app trusts its proxy), so an answer
 * that names the site — the app download and footer QR codes — names the
 * one the visitor is on, not the in-process call's localhost.
 */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'authorization', 'user-agent', 'accept-language', 'host', 'x-forwarded-host', 'x-forwarded-proto'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Renders the page at `url` for this visitor. Its calls go through the app
 * itself (no network) with the visitor's cookie and address, so the answers,
 * the rate limits and the session are what the browser's own calls would get.
 */
export function renderRequest(app: FastifyInstance, request: FastifyRequest, renderer: Renderer, url: string): Promise<RenderResult> {
  const headers = forwardedHeaders(request);
  return renderer.renderPage({
    url,
    headers,
    get: async (callUrl) => {
      // Only this site's API: a component never makes the server fetch anything else.
      if (!callUrl.startsWith('/api/')) return { status: 404, body: '' };
      const response = await app.inject({ method: 'GET', url: callUrl, headers, remoteAddress: request.ip });
      return { status: response.statusCode, body: response.body };
    },
  });
}

// ---- The document.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The CSP hashes of the style attributes in rendered markup (React writes a
 * style prop as one, and the site's policy refuses inline styles): each
 * attribute's text as the browser reads it, hashed, for the page's policy.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add((match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity));
  }
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
}

/**
 * index.html without its module script and module preloads: the app's
 * modules are asked for by host/start-after-paint.ts once the page has
 * loaded (so on a slow line the stylesheets and the LCP image do not share
 * the bandwidth with some 160 kB of scripts nobody on screen waits for).
 */
export function withoutAppScripts(html: string): string {
  return html.replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '').replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
}

/** The document for a rendered page, or null when the build lacks what it needs (then the plain index.html is sent). */
export function pageDocument(build: SiteBuild, page: Extract<RenderResult, { kind: 'page' }>): string | null {
  const rootTag = '<div id="root"></div>';
  if (!build.html.includes(rootTag) || !build.html.includes('</head>')) return null;
  const styleLink = (href: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`;
  const head: string[] = [];
  // First, and classic (so it runs before the page is painted): it holds taps until the app has hydrated (host/hold-taps.ts).
  const [holdTaps] = staticScripts(build.manifest, 'hold-taps.ts');
  if (holdTaps) head.push(`<script src="${escapeHtml(holdTaps)}"></script>`);
  const componentStyles = pageStylesUrl(page.styles);
  if (componentStyles) head.push(styleLink(componentStyles));
  if (page.pageModule) head.push(...pageFiles(build.manifest, page.pageModule).styles.map(styleLink));
  // The one script the page asks for while it is parsed; it starts the app's modules once the page has loaded.
  const [starter, ...starterImports] = staticScripts(build.manifest, 'start-after-paint.ts');
  const scripts = appFiles(build.manifest, page.pageModule);
  if (!starter || !scripts) return null;
  head.push(`<script type="module" crossorigin src="${escapeHtml(starter)}"></script>`);
  head.push(...starterImports.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`));

  // The session's user base call, answered: the header makes it once the app runs.
  const session = page.hydration.session;
  const answers = session?.user ? { [answerKey('/api/user/base')]: session.user } : {};
  const body = [
    `<div id="root">${page.html}</div>`,
    `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(page.hydration)}</script>`,
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${jsonForScript(answers)}</script>`,
    `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${jsonForScript(scripts)}</script>`,
  ].join('');
  return withoutAppScripts(build.html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head.join('\n    ')}\n  </head>`)
    .replace(rootTag, () => body);
}
