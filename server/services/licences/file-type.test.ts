import { describe, expect, it } from 'vitest';
import { sniffLicenceFile } from './file-type';

describe('sniffLicenceFile', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[...Buffer.from('%PDF-1.7\n')], 'application/pdf'],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')], null],
    [[...Buffer.from('<html><script>')], null],
    [[0x4d, 0x5a, 0x90, 0], null],
    [[0xff, 0xd8], null],
  ])('%j is %s', (bytes, mime) => {
    expect(sniffLicenceFile(Uint8Array.from(bytes))).toBe(mime);
  });
});
