// The Chinese strings of the header's extras (top strip, notice, 添加到桌面, top-right ad).
export const headerExtrasText = {
  closeAd: '关闭广告',
  adLabel: '广告',
  notice: '网站公告',
  addToDesktop: '添加到桌面',
  installTitle: '将药批添加到桌面',
  installLead: '添加后可从桌面或开始菜单直接打开药批，免去每次输入网址。',
  installDone: '药批已添加到桌面',
  gotIt: '我知道了',
} as const;
