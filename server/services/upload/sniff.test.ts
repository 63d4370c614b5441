import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImage', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['WebP', Uint8Array.from([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]), 'image/webp'],
  ])('%s is itself', (_name, file, type) => {
    expect(sniffImage(file)).toBe(type);
  });

  it.each([
    ['HTML named .jpg', text('<!doctype html><script>alert(1)</script>')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a WAV (RIFF but not WEBP)', Uint8Array.from([...text('RIFF'), 0x24, 0, 0, 0, ...text('WAVEfmt ')])],
    ['a truncated PNG header', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['nothing', bytes()],
  ])('%s is not an image', (_name, file) => {
    expect(sniffImage(file)).toBeNull();
  });
});
