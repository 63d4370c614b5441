import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('drops scripts with their text, event handlers and inline styles', () => {
    const out = sanitizeRichText('<h2 onclick="steal()">标题</h2><p style="color:red">正文<script>alert(1)</script></p><img src="/a.png" onerror="alert(1)">');
    expect(out).toBe('<h2>标题</h2><p>正文</p><img src="/a.png" />');
  });

  it('keeps http(s) and relative links and images, drops javascript:, data: and protocol-relative ones', () => {
    const out = sanitizeRichText(
      '<a href="JaVaScRiPt:alert(1)">a</a><a href="//evil.example">b</a><img src="data:image/png;base64,AAAA"><a href="/help">c</a><img src="https://img.example/x.png">',
    );
    expect(out).not.toMatch(/javascript|evil|data:/i);
    expect(out).toContain('<a href="/help" rel="noopener noreferrer">c</a>');
    expect(out).toContain('<img src="https://img.example/x.png" />');
  });

  it('opens outside links in a new window without the opener', () => {
    expect(sanitizeRichText('<a href="https://www.nmpa.gov.cn" target="_self">国家药监局</a>')).toBe(
      '<a href="https://www.nmpa.gov.cn" target="_blank" rel="noopener noreferrer">国家药监局</a>',
    );
  });

  it('keeps tables and lists, and drops iframes and forms entirely', () => {
    const out = sanitizeRichText('<table><tr><th colspan="2">证照</th></tr></table><ul><li>一</li></ul><iframe src="https://x"></iframe><form><input></form>');
    expect(out).toBe('<table><tr><th colspan="2">证照</th></tr></table><ul><li>一</li></ul>');
  });
});
