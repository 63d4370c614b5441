// The cart drawer's Chinese strings, in one place.
export const cartDrawerText = {
  title: '我的购物车',
  loading: '正在加载购物车…',
  empty: '购物车还是空的',
  browse: '去逛逛',
  failed: '购物车加载失败',
  loginFirst: '登录后查看购物车',
  login: '登录',
  remove: '删除',
  removeLabel: (name: string) => `删除 ${name}`,
  confirmDelete: '确定删除这件商品吗?',
  selectedTotal: '已选合计：',
  lineCount: (count: number) => `共 ${count} 种商品`,
  checkout: '去购物车结算',
} as const;
