import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction as Tx } from '../client';
import { activities, activityGoods, banners, goods, goodsControls } from '../schema';

const DAY = 86_400_000;

type Theme = [from: string, to: string, accent: string];

interface ZoneBanner {
  zone: string;
  title: string;
  subtitle: string;
  url: string;
  theme: Theme;
}

/** A theme written as its three colours in one string ('#from #to #accent'). */
const theme = (colours: string): Theme => colours.split(' ') as Theme;

/** Zone banners (banners.position `zone:<name>`, read by services/zone/focus.ts): zone, title, subtitle, link, theme. */
const ZONE_BANNERS: ZoneBanner[] = (
  [
    ['yx', '包邮专区 · 满件即包邮', '常用药、器械包邮到店，单品达到起购量即免运费', '/yx', '#e65a2e #ff9a4d #fff3c4'],
    ['zyzq', '中药专区 · 道地好药', '中成药、中药饮片 产地直采 批批可查质检报告', '/zyyp', '#6b4a2b #b98b52 #f7e7c6'],
    ['qxzq', '器械专区 · 家用医疗器械', '血压计、血糖仪、体温计 厂家保修 售后无忧', '/qxzq', '#0f9d8a #47d1b4 #ffffff'],
    ['jxqzc', '近效期专区 · 效期特惠', '效期180天内批次集中让利，卡片标明有效期至', '/jxqzc', '#8e44ad #c06cf2 #ffe082'],
    ['kxzq', '控销专区 · 区域独家品种', '厂家区域控销，指定省份与单位类型专供', '/kxzq', '#1f6fd1 #4fb3ff #ffe082'],
    ['kxzq', '控销品种 · 渠道保价', '统一控价 不窜货 终端利润有保障', '/kxzq/new', '#174ea6 #3d8bfd #fff3c4'],
    ['new_kxzq', '新品控销 · 首批上市', '近期新增控销品种，开通区域客户优先采购', '/kxzq/new', '#c0392b #ff6f61 #fff3c4'],
  ] as const
).map(([zone, title, subtitle, url, colours]) => ({ zone, title, subtitle, url, theme: theme(colours) }));

interface SeedControl {
  names: string[];
  provinces: string[];
  buyerTypes: string[];
  note: string;
  /** Days since the goods joined the zone (/kxzq/new shows the recent ones). */
  daysAgo: number;
}

/** 控销 goods: realistic regional agreements; names are the catalogue's. */
const CONTROLS: SeedControl[] = [
  {
    names: ['盐酸莫西沙星片', '头孢地尼胶囊'],
    provinces: ['河北省', '天津市'],
    buyerTypes: ['pharmacy', 'chain'],
    note: '厂家京津冀区域总代，仅供药店渠道',
    daysAgo: 150,
  },
  { names: ['金花清感颗粒', '蓝芩口服液'], provinces: ['河北省', '北京市', '天津市'], buyerTypes: [], note: '京津冀区域控销品种', daysAgo: 20 },
  { names: ['伊曲康唑胶囊'], provinces: [], buyerTypes: ['clinic', 'hospital'], note: '临床渠道专供，零售药店不供货', daysAgo: 10 },
  { names: ['小儿柴桂退热颗粒'], provinces: ['山东省'], buyerTypes: [], note: '山东省区域独家代理品种', daysAgo: 90 },
];

interface SeedActivity {
  type: 'yjh' | 'hdzx' | 'zqmb' | 'yyh' | 'hdmb';
  slug: string;
  title: string;
  subtitle: string;
  rules: string[];
  theme: Theme;
  /** Start and end in days from the seed. */
  from: number;
  to: number;
  goods: { kinds?: string[]; names?: string[]; limit: number };
}

/** The activities: type, slug, title, subtitle, theme, start and end (days from the seed); their rules and goods below, by slug. */
const ACTIVITY_ROWS = [
  ['yjh', 'huxi-2026', '秋冬呼吸季 · 药交会', '感冒、止咳、抗病毒用药集中采购，阶梯价叠加满减', '#e8453c #ff8a4c #fff3c4', -10, 60],
  ['yjh', 'guoqing-2026', '国庆采购节', '活动已结束', '#b71c1c #e53935 #ffe082', -60, -40],
  ['hdzx', 'ganmao-te-hui', '感冒季特惠', '中成药感冒药低至8折', '#d84315 #ff7043 #fff3c4', -5, 45],
  ['hdzx', 'manbing-guanhuai', '慢病关怀月', '血压、血糖监测器械与慢病用药一站配齐', '#00897b #4db6ac #ffffff', -3, 30],
  ['zqmb', 'jiating-changbei', '家庭常备药专区', '肠胃、外用、解热镇痛 家庭药箱必备', '#1565c0 #42a5f5 #fff3c4', -15, 90],
  ['yyh', 'jiankang-jie-2026', '全民健康节 · 营养保健周', '维生素、钙片、蛋白粉 保健品会场', '#2e7d32 #66bb6a #fff3c4', -7, 40],
  ['hdmb', 'nianmo-qingcang', '年末备货会', '中药饮片年末备货 道地药材集中让利', '#6d4c41 #a1887f #f7e7c6', -2, 50],
] as const;

const ACTIVITY_RULES: Record<(typeof ACTIVITY_ROWS)[number][1], string[]> = {
  'huxi-2026': ['活动时间内专区商品享阶梯价，与满减活动可同时使用。', '每个门店每种商品限购以商品页标注为准。', '活动商品不支持使用现金券。'],
  'guoqing-2026': ['活动已结束。'],
  'ganmao-te-hui': ['活动商品价格已是优惠价。', '满1000元可参与满减活动。'],
  'manbing-guanhuai': ['器械类商品享厂家一年保修。', '慢病用药请凭处方销售。'],
  'jiating-changbei': ['专区商品均为OTC常备品种。', '单笔订单满800元包邮。'],
  'jiankang-jie-2026': ['保健食品不能代替药物治疗疾病。', '会场商品满2000元享98折。', '活动期间每日10点上新。'],
  'nianmo-qingcang': ['饮片按批次发货，批号以随货同行单为准。', '中药饮片非质量问题不退换。'],
};

/** Each activity's goods: named ones, or the first of some kinds, at most `limit`. */
const ACTIVITY_GOODS: Record<(typeof ACTIVITY_ROWS)[number][1], SeedActivity['goods']> = {
  'huxi-2026': { names: ['感冒灵颗粒', '连花清瘟胶囊', '板蓝根颗粒', '磷酸奥司他韦胶囊', '急支糖浆', '强力枇杷露', '抗病毒口服液', '双黄连口服液'], limit: 20 },
  'guoqing-2026': { kinds: ['western'], limit: 6 },
  'ganmao-te-hui': { names: ['感冒清热颗粒', '正柴胡饮颗粒', '银翘解毒片', '复方感冒灵颗粒', '九味羌活丸'], limit: 10 },
  'manbing-guanhuai': { kinds: ['device'], limit: 10 },
  'jiating-changbei': { names: ['藿香正气水', '藿香正气软胶囊', '保济丸', '牛黄解毒片', '黄连上清片'], limit: 10 },
  'jiankang-jie-2026': { kinds: ['health'], limit: 24 },
  'nianmo-qingcang': { kinds: ['slices'], limit: 12 },
};

const ACTIVITIES: SeedActivity[] = ACTIVITY_ROWS.map(([type, slug, title, subtitle, colours, from, to]) => ({
  type,
  slug,
  title,
  subtitle,
  rules: ACTIVITY_RULES[slug],
  theme: theme(colours),
  from,
  to,
  goods: ACTIVITY_GOODS[slug],
}));

async function insertBanner(tx: Tx, position: string, b: { title: string; subtitle: string; url: string; theme: Theme }, sort: number): Promise<number> {
  const [row] = await tx
    .insert(banners)
    .values({ position, title: b.title, subtitle: b.subtitle, url: b.url, themeFrom: b.theme[0], themeTo: b.theme[1], themeAccent: b.theme[2], sort })
    .returning({ id: banners.id });
  return row!.id;
}

/** Zone banners, 控销 goods and the activities with their goods. Runs after the catalogue. */
export async function seedZones(tx: Tx, now = Date.now()): Promise<void> {
  for (const [index, banner] of ZONE_BANNERS.entries()) await insertBanner(tx, `zone:${banner.zone}`, banner, index + 1);

  for (const control of CONTROLS) {
    const rows = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(inArray(goods.name, control.names), ne(goods.kind, 'combination')));
    if (rows.length === 0) throw new Error(`控销 seed names no goods: ${control.names.join(', ')}`);
    await tx.insert(goodsControls).values(
      rows.map((row) => ({
        goodsId: row.id,
        provinces: control.provinces,
        buyerTypes: control.buyerTypes,
        note: control.note,
        createdAt: new Date(now - control.daysAgo * DAY),
      })),
    );
  }

  for (const [index, activity] of ACTIVITIES.entries()) {
    const bannerId = await insertBanner(tx, 'activity', { ...activity, url: '' }, index + 1);
    const [row] = await tx
      .insert(activities)
      .values({
        type: activity.type,
        slug: activity.slug,
        title: activity.title,
        subtitle: activity.subtitle,
        bannerId,
        rules: activity.rules.join('\n'),
        startsAt: new Date(now + activity.from * DAY),
        endsAt: new Date(now + activity.to * DAY),
        sort: index,
      })
      .returning({ id: activities.id });
    const { kinds, names, limit } = activity.goods;
    const picked = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(ne(goods.kind, 'combination'), eq(goods.isBuy, true), names ? inArray(goods.name, names) : inArray(goods.kind, kinds ?? [])))
      .orderBy(asc(goods.id))
      .limit(limit);
    if (picked.length === 0) throw new Error(`activity ${activity.slug} has no goods`);
    await tx.insert(activityGoods).values(picked.map((g, sort) => ({ activityId: row!.id, goodsId: g.id, sort })));
  }
}
