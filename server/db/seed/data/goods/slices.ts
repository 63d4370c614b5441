import type { SeedCategoryPath, SeedGoods } from '../types';

/* 中药饮片. 饮片 carry no 批准文号; `approval` holds the 执行标准. */

const windCold: SeedCategoryPath = ['中药饮片', '解表药', '发散风寒'];
const windHeat: SeedCategoryPath = ['中药饮片', '解表药', '发散风热'];
const fire: SeedCategoryPath = ['中药饮片', '清热药', '清热泻火'];
const detox: SeedCategoryPath = ['中药饮片', '清热药', '清热解毒'];
const damp: SeedCategoryPath = ['中药饮片', '清热药', '清热燥湿'];
const qi: SeedCategoryPath = ['中药饮片', '补虚药', '补气药'];
const xue: SeedCategoryPath = ['中药饮片', '补虚药', '补血药'];
const yin: SeedCategoryPath = ['中药饮片', '补虚药', '补阴药'];
const pain: SeedCategoryPath = ['中药饮片', '活血化瘀药', '活血止痛'];
const menses: SeedCategoryPath = ['中药饮片', '活血化瘀药', '活血调经'];
const ginseng: SeedCategoryPath = ['中药饮片', '滋补贵细', '参类'];
const tea: SeedCategoryPath = ['中药饮片', '滋补贵细', '花草茶饮'];
const food: SeedCategoryPath = ['中药饮片', '滋补贵细', '药食同源'];

const CP = '执行标准：《中国药典》2020年版一部';
const CP_GUIDE = '执行标准：《全国中药饮片炮制规范》';
const DRY = '置通风干燥处，防潮，防蛀。';
const COOL = '置阴凉干燥处，密闭，防潮，防蛀。';

export const slicesGoods: SeedGoods[] = [
  {
    name: '黄芪（片）', sccj: '康美药业股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: qi, kind: 'slices', rx: 'none',
    price: '42.00', retail: '68.00', stock: 320, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-12-31',
    tags: ['优'], storage: DRY, usage: '补气升阳，固表止汗，利水消肿，生津养血，行滞通痹，托毒排脓，敛疮生肌。',
  },
  {
    name: '党参（段）', sccj: '北京同仁堂（亳州）饮片有限责任公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: qi, kind: 'slices', rx: 'none',
    price: '86.00', retail: '128.00', stock: 140, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '健脾益肺，养血生津。用于脾肺气虚，食少倦怠，咳嗽虚喘，气血不足，面色萎黄。',
  },
  {
    name: '甘草（片）', sccj: '安徽协和成药业饮片有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: qi, kind: 'slices', rx: 'none',
    price: '24.00', retail: '39.00', stock: 410, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-09-30',
    storage: DRY, usage: '补脾益气，清热解毒，祛痰止咳，缓急止痛，调和诸药。',
  },
  {
    name: '当归（片）', sccj: '北京同仁堂（亳州）饮片有限责任公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: xue, kind: 'slices', rx: 'none',
    price: '72.00', retail: '108.00', stock: 180, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-11-30',
    storage: COOL, usage: '补血活血，调经止痛，润肠通便。用于血虚萎黄，眩晕心悸，月经不调，经闭痛经。',
  },
  {
    name: '熟地黄', sccj: '四川新荷花中药饮片股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: xue, kind: 'slices', rx: 'none',
    price: '19.80', retail: '32.00', stock: 260, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-03-31',
    storage: COOL, usage: '补血滋阴，益精填髓。用于血虚萎黄，心悸怔忡，月经不调，肝肾阴虚，腰膝酸软。',
  },
  {
    name: '麦冬', sccj: '四川新荷花中药饮片股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: yin, kind: 'slices', rx: 'none',
    price: '46.00', retail: '72.00', stock: 150, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-01-31',
    storage: COOL, usage: '养阴生津，润肺清心。用于肺燥干咳，阴虚痨嗽，喉痹咽痛，津伤口渴，心烦失眠。',
  },
  {
    name: '枸杞子', sccj: '宁夏早康枸杞股份有限公司', ypgg: '250g', bzdw: '袋',
    approval: CP, category: yin, kind: 'slices', rx: 'none',
    price: '24.50', retail: '39.80', stock: 860, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-08-31',
    tags: ['满'], storage: '置阴凉干燥处，防闷热，防潮，防蛀。', usage: '滋补肝肾，益精明目。用于虚劳精亏，腰膝酸痛，眩晕耳鸣，内热消渴，目昏不明。',
  },
  {
    name: '防风', sccj: '安国市聚药堂药业有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: windCold, kind: 'slices', rx: 'none',
    price: '58.00', retail: '88.00', stock: 90, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-03-31',
    storage: DRY, usage: '祛风解表，胜湿止痛，止痉。用于感冒头痛，风湿痹痛，风疹瘙痒，破伤风。',
  },
  {
    name: '白芷', sccj: '安国市聚药堂药业有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: windCold, kind: 'slices', rx: 'none',
    price: '16.50', retail: '28.00', stock: 230, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-10-31',
    storage: DRY, usage: '解表散寒，祛风止痛，宣通鼻窍，燥湿止带，消肿排脓。',
  },
  {
    name: '薄荷', sccj: '安徽协和成药业饮片有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: windHeat, kind: 'slices', rx: 'none',
    price: '21.00', retail: '35.00', stock: 170, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-02-28',
    storage: '置阴凉干燥处。', usage: '疏散风热，清利头目，利咽，透疹，疏肝行气。用于风热感冒，头痛，目赤，喉痹，口疮。',
  },
  {
    name: '桑叶', sccj: '安徽协和成药业饮片有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: windHeat, kind: 'slices', rx: 'none',
    price: '14.50', retail: '25.00', stock: 210, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-04-30',
    storage: DRY, usage: '疏散风热，清肺润燥，清肝明目。用于风热感冒，肺热燥咳，头晕头痛，目赤昏花。',
  },
  {
    name: '栀子', sccj: '康美药业股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: fire, kind: 'slices', rx: 'none',
    price: '28.00', retail: '45.00', stock: 130, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '泻火除烦，清热利湿，凉血解毒。用于热病心烦，湿热黄疸，淋证涩痛，血热吐衄，目赤肿痛。',
  },
  {
    name: '金银花', sccj: '康美药业股份有限公司', ypgg: '100g', bzdw: '袋',
    approval: CP, category: detox, kind: 'slices', rx: 'none',
    price: '36.00', retail: '58.00', stock: 280, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-07-31',
    tags: ['新'], storage: '置阴凉干燥处，防潮，防蛀。', usage: '清热解毒，疏散风热。用于痈肿疔疮，喉痹，丹毒，热毒血痢，风热感冒，温病发热。',
  },
  {
    name: '连翘', sccj: '北京同仁堂（亳州）饮片有限责任公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: detox, kind: 'slices', rx: 'none',
    price: '52.00', retail: '82.00', stock: 0, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-05-31',
    storage: DRY, usage: '清热解毒，消肿散结，疏散风热。用于痈疽，瘰疬，乳痈，丹毒，风热感冒，温病初起。',
  },
  {
    name: '板蓝根（片）', sccj: '康美药业股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: detox, kind: 'slices', rx: 'none',
    price: '15.00', retail: '26.00', stock: 360, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-06-30',
    storage: DRY, usage: '清热解毒，凉血利咽。用于温疫时毒，发热咽痛，温毒发斑，痄腮，烂喉丹痧，大头瘟疫，丹毒，痈肿。',
  },
  {
    name: '黄芩（片）', sccj: '安国市聚药堂药业有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: damp, kind: 'slices', rx: 'none',
    price: '27.50', retail: '43.00', stock: 190, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-12-31',
    storage: DRY, usage: '清热燥湿，泻火解毒，止血，安胎。用于湿温、暑湿，胸闷呕恶，湿热痞满，泻痢，黄疸，肺热咳嗽。',
  },
  {
    name: '川芎（片）', sccj: '四川新荷花中药饮片股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: pain, kind: 'slices', rx: 'none',
    price: '38.00', retail: '58.00', stock: 220, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '活血行气，祛风止痛。用于胸痹心痛，胸胁刺痛，跌扑肿痛，月经不调，经闭痛经，头痛，风湿痹痛。',
  },
  {
    name: '丹参（片）', sccj: '康美药业股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: pain, kind: 'slices', rx: 'none',
    price: '29.00', retail: '46.00', stock: 250, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-03-31',
    storage: DRY, usage: '活血祛瘀，通经止痛，清心除烦，凉血消痈。用于胸痹心痛，脘腹胁痛，癥瘕积聚，热痹疼痛。',
  },
  {
    name: '三七粉', sccj: '云南白药集团中药资源有限公司', ypgg: '3g*20袋', bzdw: '盒',
    approval: CP, category: pain, kind: 'slices', rx: 'none',
    price: '68.00', retail: '98.00', stock: 340, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-07-31',
    ladder: { type: 2, tiers: [{ number: 10, price: '65.00' }, { number: 30, price: '62.00' }] },
    tags: ['优'], isYoux: true, storage: COOL, usage: '散瘀止血，消肿定痛。用于咯血，吐血，衄血，便血，外伤出血，胸腹刺痛，跌扑肿痛。',
  },
  {
    name: '红花', sccj: '安徽协和成药业饮片有限公司', ypgg: '100g', bzdw: '袋',
    approval: CP, category: menses, kind: 'slices', rx: 'none',
    price: '22.00', retail: '36.00', stock: 160, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-04-30',
    storage: '置阴凉干燥处，防潮，防蛀。', usage: '活血通经，散瘀止痛。用于经闭，痛经，恶露不行，癥瘕痞块，跌扑损伤，疮疡肿痛。',
  },
  {
    name: '西洋参（片）', sccj: '北京同仁堂（亳州）饮片有限责任公司', ypgg: '100g', bzdw: '罐',
    approval: CP, category: ginseng, kind: 'slices', rx: 'none',
    price: '158.00', retail: '238.00', stock: 95, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-05-31',
    tags: ['赠'], storage: '置阴凉干燥处，密闭，防蛀。', usage: '补气养阴，清热生津。用于气虚阴亏，虚热烦倦，咳喘痰血，内热消渴，口燥咽干。',
  },
  {
    name: '红参片', sccj: '康美药业股份有限公司', ypgg: '50g', bzdw: '罐',
    approval: CP, category: ginseng, kind: 'slices', rx: 'none',
    price: '96.00', retail: '148.00', stock: 60, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-04-30',
    storage: '置阴凉干燥处，密闭，防蛀。', usage: '大补元气，复脉固脱，益气摄血。用于体虚欲脱，肢冷脉微，气不摄血，崩漏下血。',
  },
  {
    name: '菊花（杭白菊）', sccj: '康美药业股份有限公司', ypgg: '50g', bzdw: '罐',
    approval: CP, category: tea, kind: 'slices', rx: 'none',
    price: '12.50', retail: '22.00', stock: 420, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-05-31',
    storage: '置阴凉干燥处，密闭保存，防霉，防蛀。', usage: '散风清热，平肝明目，清热解毒。用于风热感冒，头痛眩晕，目赤肿痛，眼目昏花。',
  },
  {
    name: '胖大海', sccj: '北京同仁堂（亳州）饮片有限责任公司', ypgg: '100g', bzdw: '罐',
    approval: CP, category: tea, kind: 'slices', rx: 'none',
    price: '26.00', retail: '42.00', stock: 2, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-01-31',
    storage: '置干燥处，防霉，防蛀。', usage: '清热润肺，利咽开音，润肠通便。用于肺热声哑，干咳无痰，咽喉干痛，热结便闭。',
  },
  {
    name: '玫瑰花', sccj: '安徽协和成药业饮片有限公司', ypgg: '50g', bzdw: '罐',
    approval: CP_GUIDE, category: tea, kind: 'slices', rx: 'none',
    price: '13.80', retail: '24.00', stock: 230, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-09-30',
    storage: '密闭，置阴凉干燥处。', usage: '行气解郁，和血，止痛。用于肝胃气痛，食少呕恶，月经不调，跌扑伤痛。',
  },
  {
    name: '山药（片）', sccj: '四川新荷花中药饮片股份有限公司', ypgg: '500g', bzdw: '袋',
    approval: CP, category: food, kind: 'slices', rx: 'none',
    price: '26.00', retail: '42.00', stock: 200, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-02-29',
    storage: '置通风干燥处，防蛀。', usage: '补脾养胃，生津益肺，补肾涩精。用于脾虚食少，久泻不止，肺虚喘咳，肾虚遗精。',
  },
  {
    name: '酸枣仁', sccj: '安国市聚药堂药业有限公司', ypgg: '250g', bzdw: '袋',
    approval: CP, category: food, kind: 'slices', rx: 'none',
    price: '118.00', retail: '168.00', stock: 45, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-06-30',
    storage: '置阴凉干燥处，防蛀。', usage: '养心补肝，宁心安神，敛汗，生津。用于虚烦不眠，惊悸多梦，体虚多汗，津伤口渴。',
  },
];
