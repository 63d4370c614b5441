import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { contractForBrowser } from './scripts/build/contract-for-browser';
import { embedIntegrity, embedTypes } from './scripts/build/embed-integrity';
import { precompress } from './scripts/build/precompress';
import { sharedKit } from './scripts/build/shared-kit';

const root = fileURLToPath(new URL('.', import.meta.url));

/** What `react`, `react-dom` and `react-dom/client` are in the embed build. */
const reactOnPreact = fileURLToPath(new URL('./shared/elements/react-on-preact.ts', import.meta.url));
/** preact, r2wc, React on Preact and the widget registration: the React widgets' runtime in the embed. */
const RUNTIME = /node_modules[\\/](preact|@r2wc)[\\/]|shared[\\/]elements[\\/](register|react-on-preact)/;
/** The shared modules of the search bar's first load that most widgets use too (vite.config.ts codeSplitting). */
const SEARCH_BAR_SHARED =
  /shared[\\/](ui[\\/](link|logo|use-styles|icon-frame|icon-search|use-async)\.tsx?|page[\\/]clock\.ts|api[\\/]calls[\\/](goods|content)\.ts)$/;
/**
 * The named icon set and the small UI modules that choose icons by name (dialog, alert, empty state, spinner,
 * confirm, notifier): what the cart drawer and most other widgets fetch, in one file. The search bar draws its one
 * icon from its own module (shared/ui/icon-search.tsx), so the set left the first load; apart, these seven files
 * would cost the drawer 9.5 KB instead of 7.7 KB (docs/perf.md "Embed first load under 30 KB (issue 13)").
 */
const UI_SHARED = /shared[\\/](ui[\\/](icon|dialog|alert|empty|spinner|confirm|notifier)\.tsx?)$/;
/** zod and the modules of form schemas (docs/decisions.md ADR-059): loaded by a form on submit, never first. */
const FORM_SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]|shared[\\/]contract[\\/]calls[\\/](fields|account-fields|[a-z-]+-input)\.ts$/;
/**
 * Pure rules both a form schema and a page use before any submit (a mobile number, a new password, a 支付密码): a chunk of
 * their own, or the form-schemas group takes them as its schemas' dependencies and the page imports zod with them.
 */
const FORM_RULES = /shared[\\/]domain[\\/](validation|password-rules|pay-password)\.ts$/;
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

/**
 * Two builds from one config:
 * - `--mode site` (and the dev server): the React host app in host/, served
 *   by the API server from dist/site.
 * - `--mode embed`: widgets/index.ts → dist/embed/v1/yaopi.js for partner
 *   pages (served at /embed/v1/), with React aliased to Preact
 *   (shared/elements/react-on-preact.ts).
 *   yaopi.js is a loader: each React widget is a dynamic import, so it and
 *   the modules widgets share land in dist/embed/v1/chunks/ (hashed names,
 *   cached for good by the server), fetched next to yaopi.js (relative to
 *   its URL) when a page first shows the widget. The build also writes a
 *   content-hashed copy of the entry and integrity.json (SRI hashes), and
 *   leaves the contract's zod schemas out. Its size is a budget:
 *   scripts/embed-budgets.mjs, checked by `npm test`.
 */
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'embed') {
    return {
      root,
      publicDir: false,
      plugins: [contractForBrowser(), embedIntegrity(), embedTypes(root)],
      resolve: {
        alias: [
          // Preact with the part of preact/compat the widgets use, not all of compat (the module says which part and why).
          { find: /^react(-dom(\/client)?)?$/, replacement: reactOnPreact },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        ],
      },
      oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist/embed/v1',
        emptyOutDir: true,
        sourcemap: true,
        lib: {
          entry: 'widgets/index.ts',
          formats: ['es'],
          fileName: () => 'yaopi.js',
        },
        rolldownOptions: {
          output: {
            minify: true,
            // Browsers run these files as they are; nothing bundles them again, so the
            // pure annotations vite keeps in library mode (1,800 of them) are dead weight.
            // Licence comments stay at the end of each file.
            comments: { legal: true, annotation: false, jsdoc: false },
            // server/http/static-site.ts caches /embed/v1/chunks/ as immutable.
            chunkFileNames: 'chunks/[name]-[hash].js',
            codeSplitting: {
              groups: [
                // What yaopi.js imports statically, in one file instead of eight;
                // the entry's own code stays in yaopi.js, so its integrity hash covers it.
                // zod and the form schemas built with it, before 'core' would take them as dependencies of the contract's
                // modules: only a form's import() on submit uses them, so they load then and never first.
                { name: 'form-rules', test: (id) => FORM_RULES.test(id), priority: 4 },
                { name: 'form-schemas', test: (id) => FORM_SCHEMAS.test(id), priority: 3 },
                { name: 'core', tags: ['$initial'], test: (id) => !/[\\/]widgets[\\/]index\.ts$/.test(id), priority: 2 },
                // What every React widget needs, fetched once with the first of them: the
                // runtime, and the small shared modules the search bar (a partner's first
                // widget) uses and most widgets share. Eight files of 0.2-1.8 KB compress
                // worse apart than together (docs/perf.md "Embed size": −1.3 KB on a first
                // load, −2.3 KB for every widget). A share count instead of this list made
                // the first load bigger at every threshold tried (4-10).
                { name: 'preact', test: (id) => RUNTIME.test(id) || SEARCH_BAR_SHARED.test(id), priority: 1 },
                // The icon set and the UI that picks icons by name, fetched with the first widget that shows one.
                { name: 'ui', test: (id) => UI_SHARED.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    };
  }
  if (mode === 'ssr') {
    // The server's renderer (host/entry-server.tsx → dist/ssr/entry-server.js), loaded by server/render/page.ts.
    // Dependencies stay in node_modules (the server's own React, react-router); CSS files imported for their
    // side effect are the client build's business, `?inline` ones are strings here as there.
    return {
      root,
      publicDir: false,
      plugins: [contractForBrowser(), react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // React and the router are bundled, so they are their production builds whatever NODE_ENV the server has.
      ssr: { noExternal: ['react', 'react-dom', 'react-router', 'scheduler'] },
      build: {
        ssr: 'host/entry-server.tsx',
        outDir: 'dist/ssr',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            entryFileNames: 'entry-server.js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            codeSplitting: {
              groups: [
                // What the entry imports statically, in a chunk of its own rather than in entry-server.js: the server
                // imports the entry with a ?v= stamp (server/render/page.ts), so a lazy chunk (the layout's, a page's)
                // importing "../entry-server.js" would get a second react-router, with no router in its context.
                { name: 'server-core', tags: ['$initial'], test: (id) => !/host[\\/]entry-server\.tsx$/.test(id) },
              ],
            },
          },
        },
      },
    };
  }
  // Apart from the kit: what a form loads on submit, and the one module the start script imports (which must stay tiny).
  const kit = sharedKit((id) => FORM_SCHEMAS.test(id) || FORM_RULES.test(id) || /[\\/]first-answers\.ts$/.test(id));
  return {
    root: 'host',
    publicDir: 'public',
    // The site leaves out the contract's zod schemas no form imports, and zod with them (scripts/build/contract-for-browser.ts).
    // precompress: .br and .gz beside each text file, sent as they are by server/http/static-site.ts.
    plugins: [contractForBrowser(), react(), precompress(), kit.plugin],
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
    server: {
      host: '127.0.0.1',
      port: 5173,
      fs: { allow: [root] },
      proxy: { '/api': apiTarget, '/img': apiTarget, '/demo': apiTarget, '/embed': apiTarget },
    },
    build: {
      outDir: '../dist/site',
      emptyOutDir: true,
      sourcemap: true,
      // dist/site/.vite/manifest.json: which files each page's module needs, for the server's render (server/render/).
      manifest: true,
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('./host/index.html', import.meta.url)),
          // A server-rendered page's first script, classic and tiny: it holds taps until the app has hydrated.
          'hold-taps': fileURLToPath(new URL('./host/hold-taps.ts', import.meta.url)),
          // The only module script of a page the server rendered: it starts the app once the page has loaded.
          'start-after-paint': fileURLToPath(new URL('./host/start-after-paint.ts', import.meta.url)),
        },
        output: {
          codeSplitting: {
            // The small shared modules in one file rather than one file per pattern of sharing (scripts/build/shared-kit.ts).
            groups: [{ name: 'kit', test: kit.test, minShareCount: 2, includeDependenciesRecursively: false }],
          },
        },
      },
    },
  };
});
