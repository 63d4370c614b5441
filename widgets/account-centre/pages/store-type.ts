/** users.type as a buyer reads it (门店类型). */
const STORE_TYPES: Record<string, string> = {
  pharmacy: '单体药店',
  chain: '连锁药店',
  clinic: '诊所',
  hospital: '医院',
  wholesale: '批发企业',
};

export function storeTypeLabel(type: string): string {
  return STORE_TYPES[type] ?? (type || '未填写');
}
