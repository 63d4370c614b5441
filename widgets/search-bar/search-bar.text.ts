// The search bar's Chinese strings, in one place.
export const searchText = {
  label: '商品搜索',
  typeLabel: '搜索类型',
  types: { 1: '药品', 2: '厂家' } as const,
  placeholder: '药品名称/生产厂家（拼音首字母）',
  placeholderByType: { 1: '药品名称（拼音首字母）', 2: '生产厂家（拼音首字母）' } as const,
  submit: '搜索',
  searching: '搜索中…',
  empty: '暂无数据',
  suggestions: '搜索建议',
  hot: '热门搜索：',
  history: '搜索历史',
  clearHistory: '清空',
  goodsHint: (count: string) => count,
} as const;
