import { describe, expect, it } from 'vitest';
import { loginHeader, siteHeader } from './chrome';
import { withoutAppScripts } from './first-paint';

describe('siteHeader', () => {
  it('draws 热门搜索 as the app bar does: eight words at most, the first three emphasised, each a search link', () => {
    const words = ['阿莫西林', '布洛芬', '连花清瘟', '感冒灵', '口罩', '蒙脱石散', '六味地黄丸', '血压计', '第九个'];
    const html = siteHeader({ hot: words });
    expect(html).toContain('<span class="yp-sb__hot-label">热门搜索：</span>');
    expect(html.match(/class="yp-sb__hot-word is-top"/g)).toHaveLength(3);
    expect(html.match(/class="yp-sb__hot-word"/g)).toHaveLength(5);
    expect(html).toContain(`href="/search?keywords=${encodeURIComponent('阿莫西林')}&#38;type=1"`);
    expect(html).not.toContain('第九个');
  });

  it('draws no hot row without words, and escapes a word', () => {
    expect(siteHeader({ hot: ['  '] })).not.toContain('yp-sb__hot');
    expect(siteHeader({ hot: ['<b>'] })).toContain('>&#60;b&#62;</a>');
  });

  it('draws the top bar links the app puts beside the welcome (two lines on a phone)', () => {
    const html = siteHeader({});
    for (const label of ['返回首页', '会员中心', '我的订单', '电子发票', '添加到桌面', '手机APP']) expect(html).toContain(label);
    expect(html).toContain('<ul class="yp-hd__links">');
  });
});

describe('loginHeader', () => {
  it('shows the service line when the site has one, as the app does', () => {
    expect(loginHeader('欢迎登录', '400-611-8899')).toContain('<span class="ys-login-header__hotline">客服热线 <strong>400-611-8899</strong></span>');
    expect(loginHeader('欢迎登录')).not.toContain('ys-login-header__hotline');
  });
});

describe('withoutAppScripts', () => {
  it('takes out the module script and every module preload, and keeps the rest of the head', () => {
    const html = [
      '<head>',
      '    <title>药批</title>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">',
      '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '</head>',
    ].join('\n');
    expect(withoutAppScripts(html)).toBe(
      ['<head>', '    <title>药批</title>', '    <link rel="stylesheet" crossorigin href="/assets/index.css">', '</head>'].join('\n'),
    );
  });
});
