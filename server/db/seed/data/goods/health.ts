import type { SeedCategoryPath, SeedGoods } from '../types';

/* 保健食品 / 计生用品 / 个人护理 / 消毒用品 / 母婴用品. */

const vitamins: SeedCategoryPath = ['保健食品', '营养补充', '维生素'];
const minerals: SeedCategoryPath = ['保健食品', '营养补充', '钙铁锌'];
const protein: SeedCategoryPath = ['保健食品', '营养补充', '蛋白粉'];
const fishOil: SeedCategoryPath = ['保健食品', '营养补充', '鱼油'];
const ejiao: SeedCategoryPath = ['保健食品', '传统滋补', '阿胶'];
const ginseng: SeedCategoryPath = ['保健食品', '传统滋补', '人参西洋参'];
const bee: SeedCategoryPath = ['保健食品', '传统滋补', '蜂产品'];
const immune: SeedCategoryPath = ['保健食品', '功能保健', '增强免疫'];
const sleep: SeedCategoryPath = ['保健食品', '功能保健', '改善睡眠'];
const joint: SeedCategoryPath = ['保健食品', '功能保健', '骨关节'];
const lipid: SeedCategoryPath = ['保健食品', '功能保健', '辅助降血脂'];
const condomThin: SeedCategoryPath = ['计生用品', '安全套', '超薄型'];
const condomRib: SeedCategoryPath = ['计生用品', '安全套', '螺纹颗粒'];
const condomLong: SeedCategoryPath = ['计生用品', '安全套', '持久型'];
const lube: SeedCategoryPath = ['计生用品', '润滑护理', '人体润滑剂'];
const intimate: SeedCategoryPath = ['计生用品', '润滑护理', '私处护理'];
const emergency: SeedCategoryPath = ['计生用品', '避孕药', '紧急避孕'];
const shortActing: SeedCategoryPath = ['计生用品', '避孕药', '短效避孕'];
const toothpaste: SeedCategoryPath = ['个人护理', '口腔护理', '牙膏'];
const mouthwash: SeedCategoryPath = ['个人护理', '口腔护理', '漱口水'];
const lipHand: SeedCategoryPath = ['个人护理', '皮肤护理', '润唇护手'];
const cream: SeedCategoryPath = ['个人护理', '皮肤护理', '润肤乳霜'];
const lensCare: SeedCategoryPath = ['个人护理', '眼部护理', '隐形眼镜护理液'];
const eyeMask: SeedCategoryPath = ['个人护理', '眼部护理', '眼部热敷'];
const alcohol: SeedCategoryPath = ['消毒用品', '皮肤消毒', '医用酒精'];
const iodophor: SeedCategoryPath = ['消毒用品', '皮肤消毒', '碘伏'];
const pads: SeedCategoryPath = ['消毒用品', '皮肤消毒', '消毒棉片'];
const chlorine: SeedCategoryPath = ['消毒用品', '环境消毒', '含氯消毒液'];
const tablets: SeedCategoryPath = ['消毒用品', '环境消毒', '消毒片'];
const laundry: SeedCategoryPath = ['消毒用品', '环境消毒', '衣物消毒'];
const sanitizer: SeedCategoryPath = ['消毒用品', '手部消毒', '免洗洗手液'];
const handWash: SeedCategoryPath = ['消毒用品', '手部消毒', '抑菌洗手液'];
const babySkin: SeedCategoryPath = ['母婴用品', '婴童护理', '护臀润肤'];
const babyWipes: SeedCategoryPath = ['母婴用品', '婴童护理', '湿巾棉柔巾'];
const feverPatch: SeedCategoryPath = ['母婴用品', '婴童护理', '退热贴'];
const nursingPad: SeedCategoryPath = ['母婴用品', '孕产用品', '防溢乳垫'];
const maternityPad: SeedCategoryPath = ['母婴用品', '孕产用品', '产褥垫'];
const bottle: SeedCategoryPath = ['母婴用品', '喂养用品', '奶瓶奶嘴'];
const babyNutrition: SeedCategoryPath = ['母婴用品', '喂养用品', '婴儿营养'];

const FOOD = '置阴凉干燥处，密封保存，避免阳光直射。';
const DAILY = '置于阴凉干燥处，避免高温和阳光直射。';
const DISINFECT = '密封，避光，置于阴凉、干燥、通风处保存，远离火源。';

const BYHEALTH = '汤臣倍健股份有限公司';
const TRT_HEALTH = '北京同仁堂健康药业股份有限公司';
const JISSBON = '武汉杰士邦卫生用品有限公司';
const LIERKANG = '山东利尔康医疗科技股份有限公司';
const PURCOTTON = '全棉时代科技有限公司';

export const healthGoods: SeedGoods[] = [
  /* ---------- 保健食品 ---------- */
  {
    name: '多种维生素矿物质片（女士型）', brand: '汤臣倍健', sccj: BYHEALTH, ypgg: '1.52g*60片', bzdw: '瓶',
    approval: '国食健字G20050435', category: vitamins, kind: 'health', rx: 'none',
    price: '78.00', retail: '138.00', stock: 420, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-03-31',
    tags: ['赠'], storage: FOOD, usage: '补充多种维生素及矿物质。适宜人群：18岁以上女性。',
  },
  {
    name: '维生素C片（甜橙味）', brand: '汤臣倍健', sccj: BYHEALTH, ypgg: '0.88g*100片', bzdw: '瓶',
    approval: '国食健字G20120427', category: vitamins, kind: 'health', rx: 'none',
    price: '39.00', retail: '69.00', stock: 680, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-01-31',
    ladder: { type: 2, tiers: [{ number: 6, price: '37.50' }, { number: 24, price: '36.00' }] },
    tags: ['优'], isYoux: true, storage: FOOD, usage: '补充维生素C。适宜人群：需要补充维生素C的成人。',
  },
  {
    name: '天然维生素E软胶囊', brand: '养生堂', sccj: '养生堂药业有限公司', ypgg: '250mg*160粒', bzdw: '瓶',
    approval: '国食健字G20041162', category: vitamins, kind: 'health', rx: 'none',
    price: '86.00', retail: '148.00', stock: 260, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-10-31',
    storage: FOOD, usage: '抗氧化。适宜人群：中老年人。',
  },
  {
    name: '液体钙软胶囊', brand: '汤臣倍健', sccj: BYHEALTH, ypgg: '1000mg*100粒', bzdw: '瓶',
    approval: '国食健字G20110386', category: minerals, kind: 'health', rx: 'none',
    price: '52.00', retail: '98.00', stock: 530, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-02-29',
    storage: FOOD, usage: '补充钙。适宜人群：需要补充钙的成人。',
  },
  {
    name: '维生素C咀嚼片（修正牌）', brand: '修正', sccj: '修正药业集团股份有限公司', ypgg: '1.2g*60片', bzdw: '瓶',
    approval: '国食健字G20140812', category: vitamins, kind: 'health', rx: 'none',
    price: '19.80', retail: '39.00', stock: 740, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-04-30',
    tags: ['特'], storage: FOOD, usage: '补充维生素C。适宜人群：需要补充维生素C的4岁以上人群。',
  },
  {
    name: '蛋白粉', brand: '汤臣倍健', sccj: BYHEALTH, ypgg: '450g', bzdw: '罐',
    approval: '国食健字G20041026', category: protein, kind: 'health', rx: 'none',
    price: '168.00', retail: '298.00', stock: 310, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-05-31',
    tags: ['优', '赠'], isYoux: true, freeShipping: true, storage: FOOD, usage: '增强免疫力。适宜人群：免疫力低下者。',
  },
  {
    name: '鱼油软胶囊', brand: '汤臣倍健', sccj: BYHEALTH, ypgg: '1000mg*100粒', bzdw: '瓶',
    approval: '国食健字G20080573', category: fishOil, kind: 'health', rx: 'none',
    price: '58.00', retail: '118.00', stock: 380, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-12-31',
    storage: FOOD, usage: '辅助降血脂。适宜人群：血脂偏高者。',
  },
  {
    name: '阿胶', brand: '东阿阿胶', sccj: '东阿阿胶股份有限公司', ypgg: '250g（盒装）', bzdw: '盒',
    approval: '国药准字Z37021371', category: ejiao, kind: 'patent', rx: 'otc-b',
    price: '1080.00', retail: '1398.00', stock: 45, step: 1, minBuy: 1, validMonths: 60, expiry: '2030-12-31',
    tags: ['赠'], storage: '密闭，置阴凉干燥处。', usage: '补血滋阴，润燥，止血。用于血虚萎黄，眩晕心悸，肌痿无力，心烦不眠，虚风内动。',
  },
  {
    name: '桃花姬阿胶糕', brand: '东阿阿胶', sccj: '东阿阿胶股份有限公司', ypgg: '300g', bzdw: '盒',
    approval: 'SC12437152400064', category: ejiao, kind: 'health', rx: 'none',
    price: '128.00', retail: '198.00', stock: 160, step: 1, minBuy: 1, validMonths: 12, expiry: '2027-03-31',
    storage: FOOD, usage: '即食阿胶糕，含阿胶、黑芝麻、核桃仁等，适合日常滋补食用。',
  },
  {
    name: '西洋参含片', brand: '同仁堂', sccj: TRT_HEALTH, ypgg: '0.6g*60片', bzdw: '瓶',
    approval: '国食健字G20100318', category: ginseng, kind: 'health', rx: 'none',
    price: '46.00', retail: '88.00', stock: 220, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-04-30',
    storage: FOOD, usage: '缓解体力疲劳。适宜人群：易疲劳者。',
  },
  {
    name: '蜂胶软胶囊', brand: '同仁堂', sccj: TRT_HEALTH, ypgg: '0.5g*60粒', bzdw: '瓶',
    approval: '国食健字G20090207', category: bee, kind: 'health', rx: 'none',
    price: '68.00', retail: '128.00', stock: 190, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-11-30',
    storage: FOOD, usage: '增强免疫力。适宜人群：免疫力低下者。',
  },
  {
    name: '灵芝孢子粉（破壁）', brand: '寿仙谷', sccj: '浙江寿仙谷医药股份有限公司', ypgg: '1g*60袋', bzdw: '盒',
    approval: '国食健字G20130726', category: immune, kind: 'health', rx: 'none',
    price: '268.00', retail: '398.00', stock: 60, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-06-30',
    storage: FOOD, usage: '增强免疫力。适宜人群：免疫力低下者。',
  },
  {
    name: '褪黑素维生素B6片', brand: '汤臣倍健', sccj: BYHEALTH, ypgg: '0.4g*60片', bzdw: '瓶',
    approval: '国食健字G20150269', category: sleep, kind: 'health', rx: 'none',
    price: '42.00', retail: '88.00', stock: 330, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-01-31',
    storage: FOOD, usage: '改善睡眠。适宜人群：睡眠状况不佳的成人。',
  },
  {
    name: '脑白金（胶囊+口服液）', brand: '脑白金', sccj: '无锡健特药业有限公司', ypgg: '胶囊0.25g*10粒+口服液250ml*1瓶', bzdw: '盒',
    approval: '卫食健字（1997）第358号', category: sleep, kind: 'health', rx: 'none',
    price: '36.00', retail: '58.00', stock: 240, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-09-30',
    storage: FOOD, usage: '改善睡眠，润肠通便。适宜人群：中老年人。',
  },
  {
    name: '氨糖软骨素钙片', brand: '健力多', sccj: BYHEALTH, ypgg: '1.02g*60片', bzdw: '瓶',
    approval: '国食健注G20160178', category: joint, kind: 'health', rx: 'none',
    price: '118.00', retail: '238.00', stock: 210, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-03-31',
    tags: ['新'], storage: FOOD, usage: '增加骨密度。适宜人群：中老年人。',
  },
  {
    name: '大豆磷脂软胶囊', brand: '同仁堂', sccj: TRT_HEALTH, ypgg: '1.2g*100粒', bzdw: '瓶',
    approval: '国食健字G20080461', category: lipid, kind: 'health', rx: 'none',
    price: '48.00', retail: '98.00', stock: 0, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-08-31',
    storage: FOOD, usage: '辅助降血脂。适宜人群：血脂偏高者。',
  },

  /* ---------- 计生用品 ---------- */
  {
    name: '天然胶乳橡胶避孕套（零感超薄）', brand: '杰士邦', sccj: JISSBON, ypgg: '10只', bzdw: '盒',
    approval: '鄂械注准20192180047', category: condomThin, kind: 'other', rx: 'none',
    price: '28.00', retail: '49.00', stock: 860, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-06-30',
    tags: ['优'], storage: DAILY, usage: '用于避孕，并有助于降低性传播疾病的感染风险。',
  },
  {
    name: '天然胶乳橡胶避孕套（螺纹颗粒）', brand: '杰士邦', sccj: JISSBON, ypgg: '12只', bzdw: '盒',
    approval: '鄂械注准20192180048', category: condomRib, kind: 'other', rx: 'none',
    price: '22.00', retail: '39.00', stock: 540, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-04-30',
    storage: DAILY, usage: '用于避孕，并有助于降低性传播疾病的感染风险。',
  },
  {
    name: '天然胶乳橡胶避孕套（超薄）', brand: '第六感', sccj: '桂林紫竹乳胶制品有限公司', ypgg: '10只', bzdw: '盒',
    approval: '桂械注准20162180012', category: condomThin, kind: 'other', rx: 'none',
    price: '12.50', retail: '25.00', stock: 1200, step: 10, minBuy: 10, validMonths: 60, expiry: '2029-12-31',
    ladder: { type: 2, tiers: [{ number: 50, price: '12.00' }, { number: 200, price: '11.50' }] },
    storage: DAILY, usage: '用于避孕，并有助于降低性传播疾病的感染风险。',
  },
  {
    name: '天然胶乳橡胶避孕套（持久型）', brand: '第六感', sccj: '桂林紫竹乳胶制品有限公司', ypgg: '12只', bzdw: '盒',
    approval: '桂械注准20162180013', category: condomLong, kind: 'other', rx: 'none',
    price: '16.50', retail: '32.00', stock: 430, step: 10, minBuy: 10, validMonths: 60, expiry: '2029-10-31',
    storage: DAILY, usage: '用于避孕，并有助于降低性传播疾病的感染风险。',
  },
  {
    name: '人体润滑剂', brand: '杰士邦', sccj: JISSBON, ypgg: '50ml', bzdw: '支',
    approval: '鄂械注准20192180049', category: lube, kind: 'other', rx: 'none',
    price: '18.00', retail: '35.00', stock: 280, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-08-31',
    storage: DAILY, usage: '用于人体私处润滑，缓解干涩不适。',
  },
  {
    name: '洁尔阴洗液', brand: '恩威', sccj: '恩威医药股份有限公司', ypgg: '220ml', bzdw: '瓶',
    approval: '国药准字Z51021048', category: intimate, kind: 'patent', rx: 'otc-a',
    price: '15.80', retail: '26.00', stock: 610, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: '密封，置阴凉处。', usage: '清热燥湿，杀虫止痒。主治妇女湿热带下；用于霉菌性、滴虫性阴道炎见上述症状者。',
  },
  {
    name: '左炔诺孕酮片', brand: '毓婷', sccj: '华润紫竹药业有限公司', ypgg: '1.5mg*1片', bzdw: '盒',
    approval: '国药准字H20100170', category: emergency, kind: 'western', rx: 'otc-a',
    price: '19.50', retail: '32.00', stock: 920, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    tags: ['优'], storage: '遮光，密封保存。', usage: '用于女性紧急避孕，即在无防护措施或其他避孕方法偶然失误时使用。',
  },
  {
    name: '左炔诺孕酮片', brand: '毓婷', sccj: '华润紫竹药业有限公司', ypgg: '0.75mg*2片', bzdw: '盒',
    approval: '国药准字H10970015', category: emergency, kind: 'western', rx: 'otc-a',
    price: '16.00', retail: '28.00', stock: 540, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    storage: '遮光，密封保存。', usage: '用于女性紧急避孕，即在无防护措施或其他避孕方法偶然失误时使用。',
  },
  {
    name: '屈螺酮炔雌醇片', brand: '优思明', sccj: '拜耳医药保健有限公司广州分公司', ypgg: '21片', bzdw: '盒',
    approval: '国药准字H20140148', category: shortActing, kind: 'western', rx: 'rx',
    price: '86.00', retail: '118.00', stock: 130, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-07-31',
    storage: '30℃以下保存。', usage: '用于女性避孕。',
  },

  /* ---------- 个人护理 ---------- */
  {
    name: '云南白药牙膏（留兰香型）', brand: '云南白药', sccj: '云南白药集团健康产品有限公司', ypgg: '180g', bzdw: '支',
    approval: '滇妆20160007', category: toothpaste, kind: 'other', rx: 'none',
    price: '22.00', retail: '36.80', stock: 1460, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-03-31',
    ladder: { type: 2, tiers: [{ number: 48, price: '21.20' }, { number: 144, price: '20.50' }] },
    tags: ['满'], storage: DAILY, usage: '帮助减轻牙龈问题、修复黏膜损伤、营养牙龈、改善牙周健康。',
  },
  {
    name: '舒适达抗敏感牙膏（基础护理）', brand: '舒适达', sccj: '中美天津史克制药有限公司', ypgg: '120g', bzdw: '支',
    approval: '津妆20160012', category: toothpaste, kind: 'other', rx: 'none',
    price: '19.50', retail: '32.90', stock: 820, step: 12, minBuy: 12, validMonths: 36, expiry: '2029-01-31',
    storage: DAILY, usage: '含硝酸钾，帮助缓解牙齿敏感，适合冷热酸甜敏感人群日常使用。',
  },
  {
    name: '冷酸灵抗敏感牙膏（双重抗敏）', brand: '冷酸灵', sccj: '重庆登康口腔护理用品股份有限公司', ypgg: '170g', bzdw: '支',
    approval: '渝妆20160003', category: toothpaste, kind: 'other', rx: 'none',
    price: '9.80', retail: '17.90', stock: 1380, step: 12, minBuy: 12, validMonths: 36, expiry: '2028-12-31',
    storage: DAILY, usage: '帮助缓解牙齿遇冷、热、酸、甜时的敏感不适。',
  },
  {
    name: '复方氯己定含漱液', brand: '口泰', sccj: '深圳南粤药业有限公司', ypgg: '200ml', bzdw: '瓶',
    approval: '国药准字H10940037', category: mouthwash, kind: 'western', rx: 'otc-a',
    price: '9.20', retail: '16.00', stock: 560, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-05-31',
    storage: '遮光，密闭保存。', usage: '用于牙龈炎、冠周炎、口腔黏膜炎等所致的牙龈出血、牙周脓肿、口腔黏膜溃疡等的辅助治疗。',
  },
  {
    name: '润唇膏（天然植物）', brand: '曼秀雷敦', sccj: '曼秀雷敦（中国）药业有限公司', ypgg: '4g', bzdw: '支',
    approval: '粤妆20160198', category: lipHand, kind: 'other', rx: 'none',
    price: '17.50', retail: '32.00', stock: 690, step: 12, minBuy: 12, validMonths: 36, expiry: '2029-02-28',
    storage: DAILY, usage: '滋润双唇，改善唇部干燥、起皮。',
  },
  {
    name: '尿素维E乳膏', sccj: '湖北恒安芙林药业股份有限公司', ypgg: '100g', bzdw: '支',
    approval: '国药准字H42022583', category: cream, kind: 'western', rx: 'otc-b',
    price: '6.50', retail: '12.80', stock: 940, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: '密闭，在阴凉处保存。', usage: '用于手足皲裂，角化型手足癣所引起的皲裂。',
  },
  {
    name: '多功能隐形眼镜护理液（清凉型）', brand: '海昌', sccj: '海昌隐形眼镜有限公司', ypgg: '500ml', bzdw: '瓶',
    approval: '国械注准20163160462', category: lensCare, kind: 'device', rx: 'none',
    price: '28.00', retail: '48.00', stock: 370, step: 6, minBuy: 6, validMonths: 24, expiry: '2027-02-28',
    tags: ['特'], storage: '2～30℃保存，开盖后90天内用完。', usage: '用于软性亲水接触镜的清洁、冲洗、消毒、除蛋白及保存。',
  },
  {
    name: '蒸汽眼罩（洋甘菊香型）', brand: '珍视明', sccj: '江西珍视明药业有限公司', ypgg: '10片', bzdw: '盒',
    approval: '执行标准：Q/JXZSM 002-2021', category: eyeMask, kind: 'other', rx: 'none',
    price: '19.80', retail: '39.90', stock: 480, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    storage: DAILY, usage: '自发热蒸汽热敷眼部，缓解用眼疲劳，舒缓放松。',
  },

  /* ---------- 消毒用品 ---------- */
  {
    name: '75%医用酒精消毒液', brand: '利尔康', sccj: LIERKANG, ypgg: '500ml', bzdw: '瓶',
    approval: '鲁卫消证字（2011）第0054号', category: alcohol, kind: 'other', rx: 'none',
    price: '6.50', retail: '12.00', stock: 2300, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-05-31',
    ladder: { type: 2, tiers: [{ number: 100, price: '6.20' }, { number: 400, price: '5.90' }] },
    tags: ['优'], isYoux: true, qgNumber: 100, storage: DISINFECT,
    usage: '适用于手、皮肤及一般物体表面的消毒。',
  },
  {
    name: '75%酒精消毒液', brand: '利尔康', sccj: LIERKANG, ypgg: '100ml', bzdw: '瓶',
    approval: '鲁卫消证字（2011）第0054号', category: alcohol, kind: 'other', rx: 'none',
    price: '2.50', retail: '5.00', stock: 3800, step: 40, minBuy: 40, validMonths: 24, expiry: '2028-03-31',
    tags: ['换购'], storage: DISINFECT, usage: '适用于手、皮肤及一般物体表面的消毒。',
  },
  {
    name: '碘伏消毒液', brand: '利尔康', sccj: LIERKANG, ypgg: '100ml', bzdw: '瓶',
    approval: '鲁卫消证字（2011）第0054号', category: iodophor, kind: 'other', rx: 'none',
    price: '3.20', retail: '6.50', stock: 2600, step: 40, minBuy: 40, validMonths: 24, expiry: '2028-04-30',
    storage: DISINFECT, usage: '适用于皮肤、黏膜及小面积伤口的消毒。',
  },
  {
    name: '碘伏消毒液', brand: '利尔康', sccj: LIERKANG, ypgg: '500ml', bzdw: '瓶',
    approval: '鲁卫消证字（2011）第0054号', category: iodophor, kind: 'other', rx: 'none',
    price: '9.50', retail: '18.00', stock: 980, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-01-31',
    tags: ['特'], storage: DISINFECT, usage: '适用于皮肤、黏膜及小面积伤口的消毒。',
  },
  {
    name: '酒精消毒棉片', brand: '稳健', sccj: '稳健医疗用品股份有限公司', ypgg: '3cm*6cm 100片', bzdw: '盒',
    approval: '鄂卫消证字（2015）第0012号', category: pads, kind: 'other', rx: 'none',
    price: '6.80', retail: '12.90', stock: 1120, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DISINFECT, usage: '适用于完整皮肤、注射部位及小件物品表面的擦拭消毒。',
  },
  {
    name: '84消毒液', brand: '威露士', sccj: '威莱（广州）日用品有限公司', ypgg: '468g', bzdw: '瓶',
    approval: '粤卫消证字（2013）第0066号', category: chlorine, kind: 'other', rx: 'none',
    price: '8.50', retail: '14.90', stock: 760, step: 12, minBuy: 12, validMonths: 12, expiry: '2027-03-31',
    storage: DISINFECT, usage: '适用于一般物体表面、白色衣物、餐饮具、果蔬的消毒。',
  },
  {
    name: '含氯消毒泡腾片', brand: '利尔康', sccj: LIERKANG, ypgg: '1g*100片', bzdw: '瓶',
    approval: '鲁卫消证字（2011）第0054号', category: tablets, kind: 'other', rx: 'none',
    price: '15.80', retail: '28.00', stock: 520, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-06-30',
    storage: DISINFECT, usage: '适用于一般物体表面、织物、餐饮具、果蔬及医疗器械的消毒。',
  },
  {
    name: '衣物除菌液', brand: '滴露', sccj: '利洁时家化（中国）有限公司', ypgg: '750ml', bzdw: '瓶',
    approval: '津卫消证字（2008）第0016号', category: laundry, kind: 'other', rx: 'none',
    price: '29.50', retail: '49.90', stock: 340, step: 6, minBuy: 6, validMonths: 36, expiry: '2029-01-31',
    storage: DISINFECT, usage: '适用于衣物、床单、毛巾等织物的浸泡及洗涤除菌。',
  },
  {
    name: '免洗手消毒凝胶', brand: '威露士', sccj: '威莱（广州）日用品有限公司', ypgg: '500ml', bzdw: '瓶',
    approval: '粤卫消证字（2013）第0066号', category: sanitizer, kind: 'other', rx: 'none',
    price: '18.50', retail: '32.00', stock: 610, step: 12, minBuy: 12, validMonths: 24, expiry: '2028-02-29',
    storage: DISINFECT, usage: '适用于卫生手消毒，无需用水冲洗。',
  },
  {
    name: '健康抑菌洗手液（经典松木）', brand: '滴露', sccj: '利洁时家化（中国）有限公司', ypgg: '500g', bzdw: '瓶',
    approval: '津卫消证字（2008）第0016号', category: handWash, kind: 'other', rx: 'none',
    price: '19.50', retail: '32.90', stock: 450, step: 12, minBuy: 12, validMonths: 36, expiry: '2029-04-30',
    storage: DAILY, usage: '日常洗手，有效抑制手部常见细菌。',
  },

  /* ---------- 母婴用品 ---------- */
  {
    name: '婴儿润肤露', brand: '强生', sccj: '强生（中国）有限公司', ypgg: '100ml', bzdw: '瓶',
    approval: '沪妆20160023', category: babySkin, kind: 'other', rx: 'none',
    price: '12.80', retail: '22.90', stock: 520, step: 12, minBuy: 12, validMonths: 36, expiry: '2029-01-31',
    storage: DAILY, usage: '温和滋润婴儿肌肤，适合婴幼儿日常护肤。',
  },
  {
    name: '儿童霜', brand: '郁美净', sccj: '天津郁美净集团有限公司', ypgg: '25g', bzdw: '袋',
    approval: '津妆20160001', category: babySkin, kind: 'other', rx: 'none',
    price: '4.20', retail: '7.50', stock: 1200, step: 20, minBuy: 20, validMonths: 36, expiry: '2028-10-31',
    storage: DAILY, usage: '滋润保湿，适用于儿童面部及身体护理。',
  },
  {
    name: '婴儿棉柔巾', brand: '全棉时代', sccj: PURCOTTON, ypgg: '20cm*20cm 100抽', bzdw: '包',
    approval: '执行标准：GB 15979-2002', category: babyWipes, kind: 'other', rx: 'none',
    price: '9.90', retail: '16.90', stock: 1340, step: 6, minBuy: 6, validMonths: 36, expiry: '2029-05-31',
    tags: ['满'], storage: DAILY, usage: '纯棉材质，干湿两用，适用于婴儿面部、手部清洁护理。',
  },
  {
    name: '婴儿手口湿巾', brand: '全棉时代', sccj: PURCOTTON, ypgg: '20cm*15cm 80抽', bzdw: '包',
    approval: '执行标准：GB/T 27728', category: babyWipes, kind: 'other', rx: 'none',
    price: '10.50', retail: '18.90', stock: 880, step: 6, minBuy: 6, validMonths: 24, expiry: '2027-04-30',
    storage: DAILY, usage: '适用于婴幼儿手部、口周的清洁护理。',
  },
  {
    name: '医用退热贴（儿童型）', brand: '海氏海诺', sccj: '青岛海诺生物工程有限公司', ypgg: '5cm*11cm 4贴', bzdw: '盒',
    approval: '鲁青械备20160021号', category: feverPatch, kind: 'device', rx: 'none',
    price: '6.50', retail: '14.80', stock: 760, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    tags: ['优'], storage: DAILY, usage: '用于发热时额头等部位的物理降温及局部冷敷。',
  },
  {
    name: '一次性防溢乳垫', brand: '全棉时代', sccj: PURCOTTON, ypgg: '100片', bzdw: '盒',
    approval: '执行标准：GB 15979-2002', category: nursingPad, kind: 'other', rx: 'none',
    price: '28.00', retail: '49.00', stock: 230, step: 6, minBuy: 6, validMonths: 36, expiry: '2029-02-28',
    storage: DAILY, usage: '哺乳期防溢乳，吸收迅速、透气干爽。',
  },
  {
    name: '一次性产褥垫', brand: '稳健', sccj: '稳健医疗用品股份有限公司', ypgg: '60cm*90cm 10片', bzdw: '包',
    approval: '执行标准：GB 15979-2002', category: maternityPad, kind: 'other', rx: 'none',
    price: '16.50', retail: '29.90', stock: 310, step: 6, minBuy: 6, validMonths: 36, expiry: '2029-01-31',
    storage: DAILY, usage: '适用于产妇产后恶露期护理及经期、术后护理。',
  },
  {
    name: '宽口径玻璃奶瓶', brand: '贝亲', sccj: '贝亲母婴用品（常州）有限公司', ypgg: '240ml（配M号奶嘴）', bzdw: '个',
    approval: '执行标准：GB 4806.5-2016', category: bottle, kind: 'other', rx: 'none',
    price: '72.00', retail: '119.00', stock: 140, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-06-30',
    storage: DAILY, usage: '耐热玻璃材质，宽口径易清洗，适合新生儿及婴儿喂养。',
  },
  {
    name: '宽口径硅橡胶奶嘴', brand: '贝亲', sccj: '贝亲母婴用品（常州）有限公司', ypgg: 'M号 2只', bzdw: '盒',
    approval: '执行标准：GB 4806.11-2016', category: bottle, kind: 'other', rx: 'none',
    price: '36.00', retail: '59.00', stock: 260, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-03-31',
    storage: DAILY, usage: '适用于3个月以上婴儿，仿母乳设计，配贝亲宽口径奶瓶使用。',
  },
  {
    name: '益生菌冲剂', brand: '合生元', sccj: '合生元（广州）健康产品有限公司', ypgg: '1.5g*26袋', bzdw: '盒',
    approval: '国食健字G20090032', category: babyNutrition, kind: 'health', rx: 'none',
    price: '138.00', retail: '198.00', stock: 150, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-12-31',
    storage: FOOD, usage: '调节肠道菌群。适宜人群：肠道功能紊乱者（含婴幼儿）。',
  },
];
