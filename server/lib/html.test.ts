import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html';

describe('escapeHtml', () => {
  it.each([
    ['阿莫西林胶囊', '阿莫西林胶囊'],
    ['<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
    ['a "b" & \'c\'', 'a &#34;b&#34; &#38; &#39;c&#39;'],
    [12, '12'],
  ])('%s', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});

describe('jsonForScript', () => {
  it.each([[{ name: '</script><script>alert(1)</script>' }], [{ text: '<!-- a --> & b', line: 'x\u2028y\u2029z' }], [['阿莫西林', 1, null, true]]])(
    'reads back unchanged and cannot close the element: %j',
    (value) => {
      const json = jsonForScript(value);
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual(value);
    },
  );
});
