/**
 * 添加到桌面 where the browser offers no install prompt (no
 * beforeinstallprompt: Safari, Firefox, WeChat, or Chrome before it deems
 * the site installable): the steps for this browser, read from its user agent.
 */
export interface InstallGuide {
  browser: string;
  steps: string[];
}

export function installGuide(userAgent: string): InstallGuide {
  const ua = userAgent;
  if (/MicroMessenger/i.test(ua)) {
    return { browser: '微信', steps: ['点击右上角“⋯”', '选择“在浏览器打开”', '再按所用浏览器的方法添加到桌面'] };
  }
  if (/iPhone|iPad|iPod/i.test(ua)) {
    return { browser: 'iPhone / iPad 上的 Safari', steps: ['点击底部工具栏的“分享”按钮', '在菜单中选择“添加到主屏幕”', '点击右上角“添加”'] };
  }
  if (/Edg\//.test(ua)) {
    return {
      browser: 'Microsoft Edge',
      steps: ['点击右上角“⋯”（设置及其他）', '选择“应用” → “将此站点作为应用安装”', '点击“安装”，药批会出现在桌面和开始菜单中'],
    };
  }
  if (/Firefox\//.test(ua)) {
    return {
      browser: 'Firefox',
      steps: ['调整浏览器窗口，使桌面可见', '按住地址栏左侧的锁形图标，拖到桌面上', '桌面上会生成药批的快捷方式；也可按 Ctrl+D 收藏本站'],
    };
  }
  if (/Android/i.test(ua)) {
    return { browser: 'Android 浏览器', steps: ['点击浏览器右上角的菜单“⋮”', '选择“添加到主屏幕”或“安装应用”', '点击“添加”'] };
  }
  if (/Chrome\//.test(ua) || /Chromium\//.test(ua)) {
    return {
      browser: 'Chrome',
      steps: [
        '点击地址栏右侧的“安装”图标，或右上角菜单“⋮”',
        '选择“投放、保存和分享” → “将页面作为应用安装”（或“创建快捷方式”）',
        '点击“安装”，药批会出现在桌面上',
      ],
    };
  }
  if (/Macintosh/i.test(ua) && /Safari\//.test(ua)) {
    return { browser: 'Mac 上的 Safari', steps: ['点击菜单栏“文件”', '选择“添加到程序坞”', '点击“添加”，药批会出现在程序坞中'] };
  }
  return {
    browser: '当前浏览器',
    steps: ['按 Ctrl+D（Mac 上为 ⌘+D）收藏本站', '或将地址栏中的网址拖到桌面，生成快捷方式'],
  };
}
