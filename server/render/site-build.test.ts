import { describe, expect, it } from 'vitest';
import { appFiles, pageFiles, staticScripts, type Manifest } from './site-build';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_api.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_api.js': { file: 'assets/api-3.js', imports: ['_react.js'] },
  'pages/home/home-page.tsx': { file: 'assets/home-4.js', imports: ['_react.js', '_floors.js'], css: ['assets/home-4.css'] },
  '_floors.js': { file: 'assets/floors-5.js', imports: ['_api.js', '_card.js'], css: ['assets/floors-5.css'] },
  '_card.js': { file: 'assets/card-6.js', css: ['assets/index-1.css', 'assets/card-6.css'] },
  'pages/login/login-page.tsx': { file: 'assets/login-7.js' },
};

describe('pageFiles', () => {
  it.each([
    [
      'a page with chunks of its own',
      'pages/home/home-page.tsx',
      ['/assets/card-6.js', '/assets/floors-5.js', '/assets/home-4.js'],
      ['/assets/card-6.css', '/assets/floors-5.css', '/assets/home-4.css'],
    ],
    ['a page with only its chunk', 'pages/login/login-page.tsx', ['/assets/login-7.js'], []],
    ['the entry itself', 'index.html', [], []],
    ['an unknown module', 'pages/gone.tsx', [], []],
  ])('%s', (_name, key, scripts, styles) => {
    const files = pageFiles(manifest, key);
    expect(files.scripts.sort()).toEqual(scripts);
    expect(files.styles.sort()).toEqual(styles);
  });
});

describe('appFiles', () => {
  it.each([
    [
      'the entry, what it imports and the page chunk with its own imports, each once',
      'pages/home/home-page.tsx',
      ['/assets/api-3.js', '/assets/card-6.js', '/assets/floors-5.js', '/assets/home-4.js', '/assets/react-2.js'],
    ],
    ['a page with only its chunk', 'pages/login/login-page.tsx', ['/assets/api-3.js', '/assets/login-7.js', '/assets/react-2.js']],
    ['an unknown page: the entry only', 'pages/gone.tsx', ['/assets/api-3.js', '/assets/react-2.js']],
  ])('%s', (_name, key, preload) => {
    const files = appFiles(manifest, key);
    expect(files?.entry).toBe('/assets/index-1.js');
    expect(files?.preload.sort()).toEqual(preload);
  });

  it('is null for a build without an entry', () => {
    expect(appFiles({ 'pages/login/login-page.tsx': { file: 'assets/login-7.js' } }, 'pages/login/login-page.tsx')).toBeNull();
  });
});

describe('staticScripts', () => {
  it.each([
    ['a chunk and what it imports, its own file first', '_floors.js', ['/assets/floors-5.js', '/assets/api-3.js', '/assets/card-6.js', '/assets/react-2.js']],
    ['a chunk importing nothing', 'pages/login/login-page.tsx', ['/assets/login-7.js']],
    ['an unknown chunk', 'gone.ts', []],
  ])('%s', (_name, key, scripts) => {
    const [own, ...imports] = staticScripts(manifest, key);
    expect([own, ...imports.sort()].filter(Boolean)).toEqual(scripts);
  });
});
