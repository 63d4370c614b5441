import { describe, expect, it } from 'vitest';
import { installGuide } from './install-guide';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  wechat: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
};

describe('installGuide', () => {
  it.each([
    [UA.iphone, 'iPhone / iPad 上的 Safari', '添加到主屏幕'],
    [UA.macSafari, 'Mac 上的 Safari', '添加到程序坞'],
    [UA.firefox, 'Firefox', '拖到桌面'],
    // Edge and Android say Chrome too: the more specific browser wins.
    [UA.edge, 'Microsoft Edge', '将此站点作为应用安装'],
    [UA.android, 'Android 浏览器', '添加到主屏幕'],
    [UA.chrome, 'Chrome', '将页面作为应用安装'],
    [UA.wechat, '微信', '在浏览器打开'],
    ['curl/8.0', '当前浏览器', 'Ctrl+D'],
  ])('%s', (ua, browser, step) => {
    const guide = installGuide(ua);
    expect(guide.browser).toBe(browser);
    expect(guide.steps.join(' ')).toContain(step);
  });
});
