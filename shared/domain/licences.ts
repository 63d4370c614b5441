/**
 * Qualification documents (资质) and business scope (经营范围): which
 * documents a business type must upload, what each approved licence lets
 * the buyer purchase, and a licence's state by its expiry date. Pure, so
 * the server's checks and the pages' labels read one table.
 */

/** 单体药店, 连锁药店, 诊所, 医院, 批发企业 (users.type). */
export const BUSINESS_TYPES = [
  { value: 'pharmacy', label: '单体药店' },
  { value: 'chain', label: '连锁药店' },
  { value: 'clinic', label: '诊所' },
  { value: 'hospital', label: '医院' },
  { value: 'wholesale', label: '批发企业' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

export const LICENCE_KINDS = [
  { value: 'business', label: '营业执照' },
  { value: 'drug', label: '药品经营许可证' },
  { value: 'gsp', label: 'GSP证书' },
  { value: 'medical', label: '医疗机构执业许可证' },
  { value: 'proxy', label: '采购委托书' },
  { value: 'id_card', label: '采购人身份证' },
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number]['value'];

export function licenceLabel(kind: string): string {
  return LICENCE_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

export function businessTypeLabel(type: string): string {
  return BUSINESS_TYPES.find((t) => t.value === type)?.label ?? type;
}

/**
 * The documents a business type uploads at registration: pharmacies and
 * wholesalers sell drugs under a 药品经营许可证 and GSP certificate; clinics
 * and hospitals buy under a 医疗机构执业许可证 instead.
 */
export function requiredLicences(type: BusinessType): LicenceKind[] {
  const medical = type === 'clinic' || type === 'hospital';
  return ['business', ...(medical ? (['medical'] as const) : (['drug', 'gsp'] as const)), 'proxy', 'id_card'];
}

/** 经营范围 categories a buyer may purchase (goods map onto them by goodsScopes). */
export const SCOPES = ['化学药制剂', '抗生素制剂', '中成药', '中药饮片', '生物制品', '含麻黄碱类复方制剂', '医疗器械', '保健食品', '其他'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What an approved licence of each kind grants. A 药品经营许可证 lists the
 * drug categories it covers; a 医疗机构执业许可证 lets an institution buy the
 * drugs and devices it uses; the 营业执照 covers what needs no drug licence
 * (devices of class I/II under 备案, health foods, other goods). GSP, the
 * proxy letter and the ID card grant nothing by themselves.
 */
export const SCOPES_BY_LICENCE: Record<LicenceKind, readonly Scope[]> = {
  business: ['医疗器械', '保健食品', '其他'],
  drug: ['化学药制剂', '抗生素制剂', '中成药', '中药饮片', '生物制品', '含麻黄碱类复方制剂'],
  gsp: [],
  medical: ['化学药制剂', '抗生素制剂', '中成药', '中药饮片', '含麻黄碱类复方制剂', '医疗器械'],
  proxy: [],
  id_card: [],
};

const SCOPE_BY_GOODS_KIND: Record<string, Scope> = {
  western: '化学药制剂',
  patent: '中成药',
  slices: '中药饮片',
  device: '医疗器械',
  health: '保健食品',
  other: '其他',
};

/**
 * The scope categories a goods needs: its kind's, plus 含麻黄碱类复方制剂 for
 * ephedrine-type goods. A 套餐 (kind combination) needs its components'
 * (`components`), and 含麻 when any of them is.
 */
export function goodsScopes(goods: { kind: string; isEphedrine: boolean }, components: readonly { kind: string; isEphedrine: boolean }[] = []): Scope[] {
  const kinds = goods.kind === 'combination' ? components.map((c) => c.kind) : [goods.kind];
  const scopes = new Set<Scope>(kinds.map((kind) => SCOPE_BY_GOODS_KIND[kind] ?? '其他'));
  if (goods.isEphedrine || components.some((c) => c.isEphedrine)) scopes.add('含麻黄碱类复方制剂');
  return [...scopes];
}

/** The first scope a goods needs that the buyer lacks, or null when it is within the buyer's scope. */
export function missingScope(
  goods: { kind: string; isEphedrine: boolean },
  buyerScope: readonly string[],
  components: readonly { kind: string; isEphedrine: boolean }[] = [],
): Scope | null {
  return goodsScopes(goods, components).find((scope) => !buyerScope.includes(scope)) ?? null;
}

export function outOfScopeMessage(goodsName: string, scope: string): string {
  return `「${goodsName}」超出您的经营范围（${scope}），暂不能购买`;
}

/** Days before expiry from which a licence warns (30天内到期). */
export const EXPIRY_WARNING_DAYS = 30;

export const LICENCE_VALIDITIES = ['valid', 'expiring', 'expired'] as const;
export type LicenceValidity = (typeof LICENCE_VALIDITIES)[number];

export const VALIDITY_LABELS: Record<LicenceValidity, string> = { valid: '有效', expiring: '30天内到期', expired: '已过期' };

/**
 * A licence's state on `today` (both YYYY-MM-DD, China time): valid through
 * its expiry date, 30天内到期 from 30 days before it.
 */
export function licenceValidity(expiresOn: string, today: string): LicenceValidity {
  if (expiresOn < today) return 'expired';
  const warnFrom = new Date(`${expiresOn}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() - EXPIRY_WARNING_DAYS);
  return today >= warnFrom.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}
