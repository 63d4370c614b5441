import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | null;

/**
 * The encoding to send a response in, from Accept-Encoding: brotli when
 * accepted, else gzip, else none. A `;q=0` refuses an encoding.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * A page written per request (server/render/), compressed as it goes out:
 * brotli at a middle quality (a few milliseconds for a page, most of the
 * saving of the best quality), gzip for clients without brotli.
 */
export function compressPage(body: string, encoding: Encoding): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  if (encoding === 'br') {
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return bytes;
}
