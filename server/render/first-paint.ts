import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outcomeOf } from '../../shared/contract/codes';
import type { FocusCommon, GoodsDetail, GoodsSummary, HomeFocus, NavItem, PlacedAd, SiteInfo, TopFocus } from '../../shared/contract';
import { NAV_MAX } from '../../shared/domain/constants';
import { answerKey, APP_FILES_ELEMENT_ID, FIRST_ANSWERS_ELEMENT_ID, FIRST_PAINT_ELEMENT_ID } from '../../shared/domain/first-answers';
import { loginHeader, navBar, siteHeader } from './chrome';
import { escapeHtml, jsonForScript } from './html';
import { detailMain, homeMain, listMain, loginMain, type Crumb } from './pages';
import { appFiles, entryFile, pageFiles, staticScripts, type SiteBuild } from './site-build';

/**
 * The server's first paint (docs/decisions.md "First paint from the
 * server"): for the pages a visitor lands on — /, /search, /list,
 * /list/info/{id}, /login — the HTML carries the page chrome and the first
 * screen drawn from the same API answers the page reads, the answers
 * themselves (as JSON, so the app asks nothing again), the page's own
 * chunk and stylesheet as preloads, and the LCP image as a preload. The
 * app renders beside it, hidden, and takes its place once its first
 * screen is filled (host/main.tsx).
 */

/** Where a page is, with what its URL says. */
export interface Location {
  pathname: string;
  params: URLSearchParams;
}

type Answers = Record<string, unknown>;

interface PageSpec {
  /** The page's module as the build manifest names it (relative to host/). */
  module: string;
  title: string;
  chrome: 'site' | 'login';
  /** The GET calls the first screen makes, by name. */
  calls: Record<string, string>;
  main(read: <T>(name: string) => T | undefined): { html: string; lcpImage: string | null };
  keywords?: string;
}

/** The calls the site chrome makes on every page with the main header (header, navigation, footer, right bar). */
const SITE_CHROME_CALLS = {
  top: '/api/focus/top',
  links: '/api/global/links',
  common: '/api/focus/common',
  site: '/api/site/info',
  footer: '/api/article/footer',
  right: '/api/focus/right',
};

/** A positive whole id from the URL, as the pages read one; else null. */
function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Only the plain first page of a list: any other parameter means a query this server does not redo. */
function onlyParams(params: URLSearchParams, allowed: readonly string[]): boolean {
  return [...params.keys()].every((key) => allowed.includes(key));
}

function goodsListUrl(extra: Record<string, string | number>): string {
  const query = new URLSearchParams({ page: '1', per_page: '20', sort: 'default' });
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return `/api/goods/list?${query.toString()}`;
}

/** The page the server paints first at this location, or null (then the plain index.html is sent). */
export function firstPaintPage({ pathname, params }: Location): PageSpec | null {
  if (pathname === '/') {
    return {
      module: 'pages/home/home-page.tsx',
      title: '首页 - 药批',
      chrome: 'site',
      calls: {
        ...SITE_CHROME_CALLS,
        focus: '/api/focus',
        // The first floor, which a desktop window's first screen may show. The floors under it are drawn as they
        // come near (host/pages/home/deferred-floor.tsx) and ask for their own goods then: answers for them here
        // would only make the page longer, and the app would wait for calls it does not make yet.
        newUser: '/api/focus/xrtj',
      },
      main: (read) => homeMain(read<HomeFocus>('focus'), read<FocusCommon>('common')),
    };
  }
  if (pathname === '/login') {
    return {
      module: 'pages/login/login-page.tsx',
      title: '登录 - 药批',
      chrome: 'login',
      calls: { site: '/api/site/info', ad: '/api/focus/login', footer: '/api/article/footer' },
      main: (read) => loginMain(read<PlacedAd | null>('ad')),
    };
  }
  if (pathname === '/list') {
    const category = positiveId(params.get('category'));
    const plain = onlyParams(params, ['category']) && (category !== null || !params.has('category'));
    return {
      module: 'pages/list/list-page.tsx',
      title: '商品列表 - 药批',
      chrome: 'site',
      calls: { ...SITE_CHROME_CALLS, ...(plain ? { list: goodsListUrl(category ? { category } : {}) } : {}) },
      main: (read) => {
        const crumbs: Crumb[] = [{ label: '全部商品', to: '/list' }];
        const node = category ? findCategory(read<FocusCommon>('common')?.category ?? [], category) : null;
        if (node) crumbs.push({ label: node.name });
        return listMain(crumbs, node?.name ?? '全部商品', read<{ data: GoodsSummary[] }>('list')?.data);
      },
    };
  }
  if (pathname === '/search') {
    const keywords = (params.get('keywords') ?? '').trim().slice(0, 50);
    const type = params.get('type') === '2' ? 2 : 1;
    const plain = onlyParams(params, ['keywords', 'type']) && keywords !== '';
    return {
      module: 'pages/search/search-page.tsx',
      title: '搜索结果 - 药批',
      chrome: 'site',
      keywords,
      calls: { ...SITE_CHROME_CALLS, ...(plain ? { list: goodsListUrl({ keywords, type }) } : {}) },
      main: (read) =>
        listMain(
          [{ label: '全部结果', to: '/search' }, ...(keywords ? [{ label: `"${keywords}"` }] : [])],
          keywords ? (type === 2 ? `生产厂家“${keywords}”的商品` : `搜索“${keywords}”`) : '全部商品',
          read<{ data: GoodsSummary[] }>('list')?.data,
        ),
    };
  }
  const detail = /^\/list\/info\/([^/]+)$/.exec(pathname);
  if (detail) {
    const id = positiveId(detail[1]);
    if (id === null) return null;
    return {
      module: 'pages/goods-detail/goods-detail-page.tsx',
      title: '商品详情 - 药批',
      chrome: 'site',
      calls: { ...SITE_CHROME_CALLS, goods: `/api/goods/detail/${id}`, combinations: `/api/goods/${id}/combinations` },
      main: (read) => detailMain(read<GoodsDetail>('goods')),
    };
  }
  return null;
}

interface CategoryNode {
  id: number;
  name: string;
  children?: CategoryNode[];
}

function findCategory(tree: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = findCategory(node.children ?? [], id);
    if (below) return below;
  }
  return null;
}

/**
 * Makes the page's GET calls through the app itself (no network), as the
 * visitor: their cookie and address, so the answers, the rate limits and
 * the session are what the browser's own calls would get. Failed calls are
 * left out: the page makes them itself and shows their error as usual.
 */
export async function fetchAnswers(app: FastifyInstance, request: FastifyRequest, calls: Record<string, string>): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'authorization', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const entries = await Promise.all(
    Object.entries(calls).map(async ([name, url]) => {
      try {
        const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
        if (response.statusCode !== 200) return null;
        const envelope = response.json<{ code?: unknown; data?: unknown }>();
        if (typeof envelope.code !== 'number' || outcomeOf(envelope.code) !== 'success') return null;
        return [name, envelope.data] as const;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/**
 * index.html without its module script and module preloads: on a page the
 * server painted first the app's modules are asked for by
 * host/start-after-paint.ts once the first paint has loaded (so on a slow
 * line the stylesheets and the LCP image are not sharing the bandwidth with
 * some 160 kB of scripts nobody on screen waits for).
 */
export function withoutAppScripts(html: string): string {
  return html.replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '').replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
}

/** The document: index.html with the page's preloads in its head and the first paint, hidden app root and answers in its body. */
export function renderFirstPaint(build: SiteBuild, page: PageSpec, location: Location, byName: Answers): string | null {
  const read = <T>(name: string): T | undefined => byName[name] as T | undefined;
  const chrome =
    page.chrome === 'login'
      ? loginHeader('欢迎登录', read<SiteInfo>('site')?.hot_line)
      : siteHeader({ top: read<TopFocus>('top'), keywords: page.keywords ?? '', hot: read<FocusCommon>('common')?.rnss }) +
        navBar(read<NavItem[]>('links'), location.pathname, NAV_MAX);
  const main = page.main(read);
  const firstPaintCss = entryFile(build.manifest, 'first-paint.css');
  const files = pageFiles(build.manifest, page.module);
  const styleLink = (href: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`;
  const pageStyles = [...(firstPaintCss ? [firstPaintCss] : []), ...files.styles];
  const head = pageStyles.map(styleLink);
  // Inside the first paint's shadow root the document's sheets do not apply: the same files again (already loaded, from the head).
  const shadowStyles = [...(build.manifest['index.html']?.css ?? []).map((css) => `/${css}`), ...pageStyles].map(styleLink).join('');
  if (main.lcpImage) head.push(`<link rel="preload" as="image" href="${escapeHtml(main.lcpImage)}" fetchpriority="high">`);
  // The one script the page asks for while it is parsed; it starts the app's modules once the first paint has loaded.
  // (Its few bytes of shared constants are preloaded beside it rather than found when it runs.)
  const [starter, ...starterImports] = staticScripts(build.manifest, 'start-after-paint.ts');
  const scripts = appFiles(build.manifest, page.module);
  if (!starter || !scripts) return null;
  head.push(`<script type="module" crossorigin src="${escapeHtml(starter)}"></script>`);
  head.push(...starterImports.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`));

  // Keyed as the client's GET spells the call (shared/domain/first-answers.ts).
  const answers: Answers = {};
  for (const [name, url] of Object.entries(page.calls)) if (name in byName) answers[answerKey(url)] = byName[name];

  const body = [
    // A picture of the page until the app takes its place, in a closed shadow root (declarative), so that while
    // the app renders hidden beside it the document holds each text once: a script looking for an element (a
    // test, an extension) finds the app's. Not inert in the HTML: without script it is the page, its links and
    // search form work; the starter (host/start-after-paint.ts) makes it inert as it starts the app, since typing
    // into it then would be lost at the swap.
    `<div id="${FIRST_PAINT_ELEMENT_ID}" class="ys-first-paint"><template shadowrootmode="closed">${shadowStyles}`,
    `<div class="ys-page">${chrome}<main class="ys-main">${main.html}</main></div></template></div>`,
    '<div id="root" hidden></div>',
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${jsonForScript(answers)}</script>`,
    `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${jsonForScript(scripts)}</script>`,
  ].join('');
  const rootTag = '<div id="root"></div>';
  if (!build.html.includes(rootTag) || !build.html.includes('</head>')) return null;
  return withoutAppScripts(build.html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head.join('\n    ')}\n  </head>`)
    .replace(rootTag, () => body);
}
