// The chat page's Chinese strings, in one place.
export const chatText = {
  title: '在线客服',
  online: '在线',
  offline: '离线',
  loading: '正在连接客服…',
  empty: '您好，有什么可以帮您？可以问订单、物流、售后、发票等问题。',
  placeholder: '请输入消息，Enter 发送，Shift+Enter 换行',
  send: '发送',
  sending: '发送中…',
  visitor: '请先登录',
  visitorHint: '登录后即可咨询客服',
  login: '去登录',
  me: '我',
  loadFailed: '客服连接失败，请稍后再试',
  retry: '重试',
  messageLabel: '消息内容',
  listLabel: '聊天记录',
} as const;
