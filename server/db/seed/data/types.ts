/**
 * Types for the curated seed data of 药批 (yaopi).
 *
 * These modules are plain data: no database code lives here. The seeder
 * (elsewhere) validates and inserts them.
 */

/** Icon key for a top-level category; the UI maps it to an SVG icon. */
export type CategoryIcon =
  | 'pill' // 西药
  | 'herb' // 中成药
  | 'slices' // 中药饮片
  | 'device' // 医疗器械
  | 'health' // 保健食品
  | 'family' // 计生用品
  | 'care' // 个人护理
  | 'disinfect' // 消毒用品
  | 'baby'; // 母婴用品

/** A node of the three-level category tree (top → middle → leaf). */
export interface SeedCategory {
  name: string;
  /** Only set on top-level categories. */
  icon?: CategoryIcon;
  children?: SeedCategory[];
}

/** [top, middle, leaf] category names; the path must exist in `categoryTree`. */
export type SeedCategoryPath = [top: string, middle: string, leaf: string];

export type GoodsKind = 'western' | 'patent' | 'slices' | 'device' | 'health' | 'other';

/** rx = 处方药, otc-a = 甲类非处方药, otc-b = 乙类非处方药, none = 非药品. */
export type RxClass = 'rx' | 'otc-a' | 'otc-b' | 'none';

/** Packing unit (包装单位). */
export type PackUnit = '盒' | '瓶' | '支' | '袋' | '板' | '个' | '台' | '包' | '罐' | '只';

/** Activity tags shown as small badges on goods cards. */
export type GoodsTag = '优' | '秒' | '特' | '新' | '满' | '换购' | '赠';

export interface SeedLadderTier {
  /** Quantity threshold (in 包装单位). */
  number: number;
  /** Unit price in yuan, two decimals. */
  price: string;
}

/**
 * Ladder (阶梯) pricing.
 * - type 2 ("从N起"): buying ≥ tier.number pieces gets tier.price; below the
 *   first tier the normal price applies. Tiers are in ascending `number`.
 * - type 1 ("至N止"): buying ≤ tier.number pieces gets tier.price (first tier
 *   whose number ≥ quantity); above the last tier its price still applies.
 *   Tiers are in ascending `number`.
 */
export interface SeedLadder {
  type: 1 | 2;
  tiers: SeedLadderTier[];
}

export interface SeedGoods {
  /** 通用名 + 剂型, e.g. "阿莫西林胶囊"; for devices/health goods the product name. */
  name: string;
  /** 商品名 / 品牌, e.g. "芬必得". */
  brand?: string;
  /** 生产厂家 (full legal name). */
  sccj: string;
  /** 规格, e.g. "0.25g*24粒". */
  ypgg: string;
  /** 包装单位. */
  bzdw: PackUnit;
  /**
   * 批准文号 / 注册证号 / 备案号:
   * drugs 国药准字H|Z|S|B########; devices 国械注准/苏械注准…########### or
   * …械备########号 (第一类); health food 国食健字G…/国食健注G…/卫食健字（yyyy）第nnnn号;
   * disinfectants …卫消证字（yyyy）第nnnn号; cosmetics/daily goods 生产许可证 (e.g. 粤妆20160089);
   * 中药饮片 have no 批准文号 and carry their 执行标准 instead.
   */
  approval: string;
  category: SeedCategoryPath;
  kind: GoodsKind;
  rx: RxClass;
  /** Wholesale (buyer) price, yuan, two decimals. */
  price: string;
  /** Suggested retail price, yuan, two decimals. */
  retail: string;
  /** Stock in 包装单位; 0 = 缺货. */
  stock: number;
  /** 中包装: purchase quantity must be a multiple of this. */
  step: number;
  /** 起购数量. */
  minBuy: number;
  /** 有效期 (shelf life) in months. */
  validMonths: number;
  /** 有效期至 of the batch on sale, ISO date. */
  expiry: string;
  ladder?: SeedLadder;
  tags?: GoodsTag[];
  /** 优选商品. */
  isYoux?: boolean;
  /** 包邮商品. */
  freeShipping?: boolean;
  /** Single-item free shipping when buying ≥ this many. */
  qgNumber?: number;
  /** 含麻黄碱类复方制剂 (purchase restricted). */
  ephedrine?: boolean;
  /** 贮藏. */
  storage?: string;
  /** 功能主治 / 适应症 (short). */
  usage?: string;
}

export interface SeedAccountManager {
  name: string;
  /** 11-digit mobile, or a 400 number for the default 客服中心. */
  phone: string;
  /** The default manager is assigned to buyers without an exclusive one. */
  isDefault: boolean;
}

export interface SeedAddress {
  province: string;
  city: string;
  district: string;
  detail: string;
}

export type BuyerType = 'pharmacy' | 'clinic' | 'chain';

/** A store (门店) owned by a chain buyer, for 多门店管理. */
export interface SeedStore {
  company: string;
  /** Contact person. */
  name: string;
  phone: string;
  address: SeedAddress;
}

export interface SeedBuyer {
  username: string;
  password: string;
  /** Company (单位名称). */
  company: string;
  /** Contact person (联系人). */
  name: string;
  phone: string;
  address: SeedAddress;
  /** Index into `accountManagers`. */
  managerIndex: number;
  /** Member level 1–3. */
  rank: 1 | 2 | 3;
  points: number;
  /** Wallet balance, yuan, two decimals. */
  walletBalance: string;
  /** Qualification (资质) approved. */
  isPassed: boolean;
  /** Online customer-service chat allowed (UserState.is_can_chat); default true. */
  isCanChat?: boolean;
  type: BuyerType;
  stores?: SeedStore[];
}

export interface SeedLicence {
  /** e.g. "药品经营许可证". */
  name: string;
  /** Licence / certificate number. */
  number: string;
  /** Issuing authority. */
  issuer?: string;
  /** ISO date the licence is valid until. */
  validUntil?: string;
}

export interface SeedSiteSettings {
  siteName: string;
  slogan: string;
  hotLine: string;
  complaintHotline: string;
  serviceHours: string;
  qq1: string;
  qq2: string;
  email: string;
  companyName: string;
  companyAddress: string;
  licences: SeedLicence[];
  icp: string;
  /** 公安备案号. */
  police: string;
  qualityInspection: { url: string; msg: string };
  appDownload: { title: string; text: string };
  /** Legal statement shown in the footer. */
  statement: string;
  copyright: string;
  /** 发货仓: where traces start, and the delivery promise the site shows (site_settings.warehouse). */
  warehouse: {
    name: string;
    province: string;
    city: string;
    district: string;
    address: string;
    /** HH:MM China time: paid before it, an order leaves the same day. */
    cutoff: string;
    deliveryTimes: { region: string; time: string }[];
  };
}

export interface SeedNavItem {
  name: string;
  url: string;
  /** Optional small badge, e.g. "热" / "新". */
  badge?: string;
}

export interface SeedBanner {
  title: string;
  subtitle: string;
  url: string;
  /** Colour theme the UI uses to draw the banner: [from, to] gradient + accent. */
  theme: { from: string; to: string; accent: string };
}

export interface SeedHelpArticle {
  title: string;
  /** Rich text (HTML within the server/lib/rich-text.ts allowlist). */
  body: string;
  /** The /help/zfps/{slug} page this article is (shared/domain/help.ts HELP_PAGE_SLUGS). */
  slug?: string;
}

export interface SeedNewsPost {
  /** 1 行业资讯, 2 公司新闻. */
  type: 1 | 2;
  title: string;
  summary: string;
  /** Rich text (HTML). */
  body: string;
  source: string;
  /** 'YYYY-MM-DD HH:mm', China time. */
  publishedAt: string;
}

export interface SeedHelpCategory {
  name: string;
  articles: SeedHelpArticle[];
}

export interface SeedBrand {
  name: string;
  /** Main manufacturer (exactly the `sccj` of at least one curated goods). */
  sccj: string;
  /** Substring matched against goods `sccj` to list the brand's goods (covers sister companies). */
  keyword: string;
  /** Short description for the brand zone. */
  intro: string;
  /** Colour used to draw the brand logo tile. */
  color: string;
}
