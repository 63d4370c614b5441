import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressPage } from './compress';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('compressPage', () => {
  const page = `<!doctype html><p>${'阿莫西林胶囊 '.repeat(200)}</p>`;
  it('brotli and gzip read back to the page, and are smaller', () => {
    const br = compressPage(page, 'br');
    const gz = compressPage(page, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page);
    expect(gunzipSync(gz).toString('utf8')).toBe(page);
    expect(br.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(gz.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });
  it('no encoding sends the bytes as they are', () => {
    expect(compressPage(page, null).toString('utf8')).toBe(page);
  });
});
