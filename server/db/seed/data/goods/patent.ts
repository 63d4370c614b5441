import type { SeedCategoryPath, SeedGoods } from '../types';

/* 中成药 (Chinese patent medicines). */

const windCold: SeedCategoryPath = ['中成药', '感冒清热', '风寒感冒'];
const windHeat: SeedCategoryPath = ['中成药', '感冒清热', '风热感冒'];
const summer: SeedCategoryPath = ['中成药', '感冒清热', '暑湿感冒'];
const detox: SeedCategoryPath = ['中成药', '感冒清热', '清热解毒'];
const phlegm: SeedCategoryPath = ['中成药', '咳嗽用药', '止咳化痰'];
const wheeze: SeedCategoryPath = ['中成药', '咳嗽用药', '止咳平喘'];
const throat: SeedCategoryPath = ['中成药', '五官科用药', '咽喉用药'];
const mouth: SeedCategoryPath = ['中成药', '五官科用药', '口腔用药'];
const eye: SeedCategoryPath = ['中成药', '五官科用药', '眼科用药'];
const stomach: SeedCategoryPath = ['中成药', '脾胃消化', '健脾和胃'];
const digest: SeedCategoryPath = ['中成药', '脾胃消化', '消食导滞'];
const bowel: SeedCategoryPath = ['中成药', '脾胃消化', '肠道用药'];
const blood: SeedCategoryPath = ['中成药', '心脑血管', '活血化瘀'];
const heart: SeedCategoryPath = ['中成药', '心脑血管', '益气养心'];
const kidney: SeedCategoryPath = ['中成药', '滋补调理', '补肾'];
const qiBlood: SeedCategoryPath = ['中成药', '滋补调理', '补气养血'];
const sleep: SeedCategoryPath = ['中成药', '滋补调理', '安神助眠'];
const menses: SeedCategoryPath = ['中成药', '妇科用药', '调经养血'];
const gyn: SeedCategoryPath = ['中成药', '妇科用药', '妇科炎症'];
const injury: SeedCategoryPath = ['中成药', '骨伤风湿', '跌打损伤'];
const rheum: SeedCategoryPath = ['中成药', '骨伤风湿', '风湿痹痛'];
const plaster: SeedCategoryPath = ['中成药', '骨伤风湿', '膏药贴剂'];

const DRY = '密封，在干燥处保存。';
const COOL = '密封，置阴凉干燥处（不超过20℃）。';
const DAMP = '密封，防潮。';
const LIQUID = '密封，置阴凉处。';

export const patentGoods: SeedGoods[] = [
  /* ---------- 感冒清热 ---------- */
  {
    name: '感冒灵颗粒', brand: '999', sccj: '华润三九医药股份有限公司', ypgg: '10g*9袋', bzdw: '盒',
    approval: '国药准字Z44021940', category: windHeat, kind: 'patent', rx: 'otc-a',
    price: '9.80', retail: '15.80', stock: 4600, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-05-31',
    ladder: { type: 2, tiers: [{ number: 50, price: '9.50' }, { number: 200, price: '9.20' }] },
    tags: ['优', '满'], isYoux: true, freeShipping: true, storage: DRY,
    usage: '解热镇痛。用于感冒引起的头痛，发热，鼻塞，流涕，咽痛。',
  },
  {
    name: '复方感冒灵颗粒', brand: '999', sccj: '华润三九医药股份有限公司', ypgg: '14g*9袋', bzdw: '盒',
    approval: '国药准字Z44022028', category: windHeat, kind: 'patent', rx: 'otc-a',
    price: '10.50', retail: '16.80', stock: 1350, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: DRY, usage: '辛凉解表，清热解毒。用于风热感冒之发热，微恶风寒，头身痛，口干而渴，鼻塞涕浊，咽喉红肿疼痛。',
  },
  {
    name: '连花清瘟胶囊', brand: '以岭', sccj: '石家庄以岭药业股份有限公司', ypgg: '0.35g*24粒', bzdw: '盒',
    approval: '国药准字Z20040063', category: windHeat, kind: 'patent', rx: 'rx',
    price: '11.50', retail: '16.80', stock: 3800, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    ladder: { type: 2, tiers: [{ number: 50, price: '11.20' }, { number: 200, price: '10.90' }] },
    tags: ['优'], isYoux: true, storage: DRY,
    usage: '清瘟解毒，宣肺泄热。用于治疗流行性感冒属热毒袭肺证，症见发热、恶寒、肌肉酸痛、鼻塞流涕、咳嗽、头痛、咽干咽痛。',
  },
  {
    name: '连花清瘟胶囊', brand: '以岭', sccj: '石家庄以岭药业股份有限公司', ypgg: '0.35g*36粒', bzdw: '盒',
    approval: '国药准字Z20040063', category: windHeat, kind: 'patent', rx: 'rx',
    price: '17.20', retail: '24.80', stock: 2100, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '清瘟解毒，宣肺泄热。用于治疗流行性感冒属热毒袭肺证。',
  },
  {
    name: '连花清瘟颗粒', brand: '以岭', sccj: '石家庄以岭药业股份有限公司', ypgg: '6g*10袋', bzdw: '盒',
    approval: '国药准字Z20100040', category: windHeat, kind: 'patent', rx: 'rx',
    price: '19.80', retail: '28.00', stock: 860, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-03-31',
    tags: ['特'], storage: DRY, usage: '清瘟解毒，宣肺泄热。用于治疗流行性感冒属热毒袭肺证。',
  },
  {
    name: '板蓝根颗粒', brand: '白云山', sccj: '广州白云山和记黄埔中药有限公司', ypgg: '10g*20袋', bzdw: '包',
    approval: '国药准字Z44023179', category: windHeat, kind: 'patent', rx: 'otc-a',
    price: '11.20', retail: '18.00', stock: 2700, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-01-31',
    tags: ['满'], storage: DRY, usage: '清热解毒，凉血利咽。用于肺胃热盛所致的咽喉肿痛、口咽干燥、腮部肿胀；急性扁桃体炎、腮腺炎见上述证候者。',
  },
  {
    name: '双黄连口服液', brand: '三精', sccj: '哈药集团三精制药有限公司', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z23020681', category: windHeat, kind: 'patent', rx: 'otc-a',
    price: '13.50', retail: '22.00', stock: 1440, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-11-30',
    storage: LIQUID, usage: '疏风解表，清热解毒。用于外感风热所致的感冒，症见发热、咳嗽、咽痛。',
  },
  {
    name: '银翘解毒片', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '0.5g*40片', bzdw: '盒',
    approval: '国药准字Z11020279', category: windHeat, kind: 'patent', rx: 'otc-a',
    price: '6.80', retail: '12.50', stock: 980, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: DRY, usage: '疏风解表，清热解毒。用于风热感冒，症见发热头痛、咳嗽口干、咽喉疼痛。',
  },
  {
    name: '金花清感颗粒', sccj: '聚协昌（北京）药业有限公司', ypgg: '5g*6袋', bzdw: '盒',
    approval: '国药准字Z20160001', category: windHeat, kind: 'patent', rx: 'rx',
    price: '38.00', retail: '55.00', stock: 280, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-06-30',
    storage: DRY, usage: '疏风宣肺，清热解毒。用于单纯型流行性感冒轻症，中医辨证属风热犯肺证者。',
  },
  {
    name: '小儿柴桂退热颗粒', sccj: '贵州百灵企业集团制药股份有限公司', ypgg: '5g*10袋', bzdw: '盒',
    approval: '国药准字Z20025093', category: windHeat, kind: 'patent', rx: 'otc-a',
    price: '16.50', retail: '26.00', stock: 520, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '发汗解表，清里退热。用于小儿外感发热，症见发热、头身痛、流涕、口渴、咽红、溲黄、便干。',
  },
  {
    name: '感冒清热颗粒', brand: '同仁堂', sccj: '北京同仁堂科技发展股份有限公司制药厂', ypgg: '12g*10袋', bzdw: '盒',
    approval: '国药准字Z11020371', category: windCold, kind: 'patent', rx: 'otc-a',
    price: '9.60', retail: '16.00', stock: 1880, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-06-30',
    tags: ['优'], storage: DRY, usage: '疏风散寒，解表清热。用于风寒感冒，头痛发热，恶寒身痛，鼻流清涕，咳嗽咽干。',
  },
  {
    name: '正柴胡饮颗粒', brand: '太极', sccj: '太极集团重庆桐君阁药厂有限公司', ypgg: '10g*10袋', bzdw: '盒',
    approval: '国药准字Z50020336', category: windCold, kind: 'patent', rx: 'otc-a',
    price: '8.90', retail: '15.00', stock: 1160, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '发散风寒，解热止痛。用于外感风寒初起：发热恶寒，无汗，头痛，鼻塞，喷嚏，咽痒咳嗽，四肢酸痛。',
  },
  {
    name: '九味羌活丸', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '6g*10袋', bzdw: '盒',
    approval: '国药准字Z11020014', category: windCold, kind: 'patent', rx: 'otc-a',
    price: '10.80', retail: '18.00', stock: 420, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: DAMP, usage: '疏风解表，散寒除湿。用于外感风寒挟湿所致的感冒，症见恶寒、发热、无汗、头重而痛、肢体酸痛。',
  },
  {
    name: '藿香正气水', brand: '太极', sccj: '太极集团重庆涪陵制药厂有限公司', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z50020409', category: summer, kind: 'patent', rx: 'otc-a',
    price: '5.90', retail: '10.50', stock: 4100, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-02-28',
    ladder: { type: 2, tiers: [{ number: 100, price: '5.70' }, { number: 400, price: '5.50' }] },
    tags: ['满'], storage: LIQUID,
    usage: '解表化湿，理气和中。用于外感风寒、内伤湿滞或夏伤暑湿所致的感冒，症见头痛昏重、胸膈痞闷、脘腹胀痛、呕吐泄泻。',
  },
  {
    name: '藿香正气口服液', brand: '太极', sccj: '太极集团重庆涪陵制药厂有限公司', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z50020615', category: summer, kind: 'patent', rx: 'otc-a',
    price: '13.80', retail: '22.00', stock: 2560, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    tags: ['优'], isYoux: true, storage: LIQUID, usage: '解表化湿，理气和中。用于外感风寒、内伤湿滞或夏伤暑湿所致的感冒及胃肠型感冒。',
  },
  {
    name: '藿香正气软胶囊', brand: '神威', sccj: '神威药业集团有限公司', ypgg: '0.45g*24粒', bzdw: '盒',
    approval: '国药准字Z13020924', category: summer, kind: 'patent', rx: 'otc-a',
    price: '9.50', retail: '16.00', stock: 980, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-09-30',
    storage: COOL, usage: '解表化湿，理气和中。用于外感风寒、内伤湿滞，头痛昏重，脘腹胀痛，呕吐泄泻。',
  },
  {
    name: '保济丸', brand: '王老吉', sccj: '广州王老吉药业股份有限公司', ypgg: '3.7g*20瓶', bzdw: '盒',
    approval: '国药准字Z44020694', category: summer, kind: 'patent', rx: 'otc-a',
    price: '14.80', retail: '24.00', stock: 640, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    storage: DRY, usage: '解表，祛湿，和中。用于暑湿感冒，症见发热头痛、腹痛腹泻、恶心呕吐、肠胃不适；亦可用于晕车晕船。',
  },
  {
    name: '蒲地蓝消炎口服液', brand: '济川', sccj: '济川药业集团有限公司', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z20030095', category: detox, kind: 'patent', rx: 'otc-a',
    price: '23.50', retail: '35.00', stock: 1230, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    ladder: { type: 2, tiers: [{ number: 30, price: '22.80' }, { number: 100, price: '22.20' }] },
    storage: LIQUID, usage: '清热解毒，抗炎消肿。用于疖肿、腮腺炎、咽炎、扁桃体炎等。',
  },
  {
    name: '牛黄解毒片', brand: '同仁堂', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '24片', bzdw: '盒',
    approval: '国药准字Z11020157', category: detox, kind: 'patent', rx: 'otc-a',
    price: '3.60', retail: '7.00', stock: 2300, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-03-31',
    tags: ['换购'], storage: DAMP, usage: '清热解毒。用于火热内盛，咽喉肿痛，牙龈肿痛，口舌生疮，目赤肿痛。',
  },
  {
    name: '抗病毒口服液', brand: '香雪', sccj: '广州市香雪制药股份有限公司', ypgg: '10ml*12支', bzdw: '盒',
    approval: '国药准字Z10970086', category: detox, kind: 'patent', rx: 'otc-a',
    price: '21.80', retail: '32.00', stock: 870, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-10-31',
    storage: LIQUID, usage: '清热祛湿，凉血解毒。用于风热感冒、温病发热及上呼吸道感染、流感、腮腺炎病毒感染疾患。',
  },
  {
    name: '清开灵软胶囊', brand: '神威', sccj: '神威药业集团有限公司', ypgg: '0.4g*24粒', bzdw: '盒',
    approval: '国药准字Z20025014', category: detox, kind: 'patent', rx: 'otc-a',
    price: '12.60', retail: '21.00', stock: 560, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: COOL, usage: '清热解毒，镇静安神。用于外感风热时毒、火毒内盛所致发热、烦躁不安、咽喉肿痛；上呼吸道感染见上述证候者。',
  },
  {
    name: '黄连上清片', sccj: '天津中新药业集团股份有限公司达仁堂制药厂', ypgg: '0.31g*24片', bzdw: '盒',
    approval: '国药准字Z12020447', category: detox, kind: 'patent', rx: 'otc-a',
    price: '5.20', retail: '9.80', stock: 760, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    storage: DRY, usage: '散风清热，泻火止痛。用于风热上攻、肺胃热盛所致的头晕目眩、暴发火眼、牙齿疼痛、口舌生疮、咽喉肿痛。',
  },
  {
    name: '蓝芩口服液', sccj: '扬子江药业集团有限公司', ypgg: '10ml*12支', bzdw: '盒',
    approval: '国药准字Z19991040', category: detox, kind: 'patent', rx: 'rx',
    price: '32.50', retail: '46.00', stock: 410, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-04-30',
    storage: LIQUID, usage: '清热解毒，利咽消肿。用于急性咽炎、肺胃实热证所致的咽痛、咽干、咽部灼热。',
  },

  /* ---------- 咳嗽用药 ---------- */
  {
    name: '急支糖浆', brand: '太极', sccj: '太极集团重庆涪陵制药厂有限公司', ypgg: '200ml', bzdw: '瓶',
    approval: '国药准字Z50020512', category: phlegm, kind: 'patent', rx: 'otc-a',
    price: '12.50', retail: '19.80', stock: 1320, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-02-28',
    tags: ['特'], storage: LIQUID,
    usage: '清热化痰，宣肺止咳。用于外感风热所致的咳嗽，症见发热、恶寒、胸膈满闷、咳嗽咽痛；急性支气管炎见上述证候者。',
  },
  {
    name: '强力枇杷露', brand: '999', sccj: '华润三九（枣庄）药业有限公司', ypgg: '225ml', bzdw: '瓶',
    approval: '国药准字Z37020711', category: phlegm, kind: 'patent', rx: 'otc-a',
    price: '14.20', retail: '22.00', stock: 890, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: LIQUID, usage: '养阴敛肺，镇咳祛痰。用于久咳劳嗽、支气管炎等。',
  },
  {
    name: '苏黄止咳胶囊', sccj: '扬子江药业集团有限公司', ypgg: '0.45g*12粒', bzdw: '盒',
    approval: '国药准字Z20080600', category: phlegm, kind: 'patent', rx: 'rx',
    price: '29.50', retail: '42.80', stock: 520, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-06-30',
    tags: ['新'], storage: DRY,
    usage: '疏风宣肺，止咳利咽。用于风邪犯肺、肺气失宣所致的咳嗽、咽痒，痒时咳嗽，或呛咳阵作，气急，遇冷空气加重。',
  },
  {
    name: '肺力咳合剂', sccj: '贵州健兴药业有限公司', ypgg: '100ml', bzdw: '瓶',
    approval: '国药准字Z20025349', category: phlegm, kind: 'patent', rx: 'otc-a',
    price: '16.80', retail: '26.50', stock: 480, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-08-31',
    storage: LIQUID, usage: '清热解毒，镇咳祛痰。用于痰热犯肺所引起的咳嗽痰黄，支气管哮喘、气管炎见上述证候者。',
  },
  {
    name: '橘红丸', brand: '同仁堂', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '6g*10丸', bzdw: '盒',
    approval: '国药准字Z11020087', category: phlegm, kind: 'patent', rx: 'otc-a',
    price: '11.50', retail: '19.00', stock: 360, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    storage: DAMP, usage: '清肺，化痰，止咳。用于痰热咳嗽，痰多，色黄黏稠，胸闷口干。',
  },
  {
    name: '复方鲜竹沥液', sccj: '江西南昌济生制药有限责任公司', ypgg: '20ml*6支', bzdw: '盒',
    approval: '国药准字Z36021360', category: phlegm, kind: 'patent', rx: 'otc-a',
    price: '9.80', retail: '16.80', stock: 650, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: LIQUID, usage: '清热化痰，止咳。用于痰热咳嗽，痰黄黏稠。',
  },
  {
    name: '桂龙咳喘宁胶囊', sccj: '桂龙药业（安徽）有限公司', ypgg: '0.5g*36粒', bzdw: '盒',
    approval: '国药准字Z10930031', category: wheeze, kind: 'patent', rx: 'otc-a',
    price: '22.50', retail: '34.00', stock: 390, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: DRY, usage: '止咳化痰，降气平喘。用于外感风寒、痰湿阻肺引起的咳嗽、气喘、痰涎壅盛；急、慢性支气管炎见上述证候者。',
  },
  {
    name: '蛤蚧定喘丸', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '9g*10丸', bzdw: '盒',
    approval: '国药准字Z11020060', category: wheeze, kind: 'patent', rx: 'otc-a',
    price: '24.00', retail: '36.00', stock: 160, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-07-31',
    storage: DAMP, usage: '滋阴清肺，止咳平喘。用于肺肾两虚、阴虚肺热所致的虚劳久咳、年老哮喘、气短烦热、胸满郁闷。',
  },

  /* ---------- 五官科 ---------- */
  {
    name: '金嗓子喉片', brand: '金嗓子', sccj: '广西金嗓子有限责任公司', ypgg: '2g*12片*2板', bzdw: '盒',
    approval: '国药准字Z45021691', category: throat, kind: 'patent', rx: 'otc-b',
    price: '8.20', retail: '13.50', stock: 3200, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-01-31',
    ladder: { type: 1, tiers: [{ number: 99, price: '8.20' }, { number: 499, price: '7.90' }, { number: 9999, price: '7.60' }] },
    tags: ['满'], storage: DRY, usage: '疏风清热，解毒利咽，芳香辟秽。适用于改善急性咽炎所致的咽喉肿痛，干燥灼热，声音嘶哑。',
  },
  {
    name: '西瓜霜润喉片', brand: '三金', sccj: '桂林三金药业股份有限公司', ypgg: '0.6g*24片', bzdw: '盒',
    approval: '国药准字Z45020814', category: throat, kind: 'patent', rx: 'otc-b',
    price: '6.80', retail: '11.80', stock: 1460, step: 20, minBuy: 20, validMonths: 36, expiry: '2028-12-31',
    storage: DRY, usage: '清音利咽，消肿止痛。用于防治咽喉肿痛，声音嘶哑，喉痹，喉痈，喉蛾，口糜，口舌生疮，牙痈。',
  },
  {
    name: '复方草珊瑚含片', brand: '江中', sccj: '江中药业股份有限公司', ypgg: '0.44g*36片', bzdw: '盒',
    approval: '国药准字Z36021463', category: throat, kind: 'patent', rx: 'otc-b',
    price: '7.50', retail: '12.80', stock: 1720, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '疏风清热，消肿止痛，清利咽喉。用于外感风热所致的喉痹，症见咽喉肿痛、声哑失音；急性咽喉炎见上述证候者。',
  },
  {
    name: '黄氏响声丸', sccj: '无锡济民可信山禾药业股份有限公司', ypgg: '0.133g*36丸*2板', bzdw: '盒',
    approval: '国药准字Z32020571', category: throat, kind: 'patent', rx: 'otc-a',
    price: '18.60', retail: '28.00', stock: 440, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-05-31',
    storage: DAMP, usage: '疏风清热，化痰散结，利咽开音。用于风热外束、痰热内盛所致的急、慢性喉瘖，症见声音嘶哑、咽喉肿痛。',
  },
  {
    name: '清咽滴丸', brand: '天士力', sccj: '天士力医药集团股份有限公司', ypgg: '20mg*50丸', bzdw: '盒',
    approval: '国药准字Z20010095', category: throat, kind: 'patent', rx: 'otc-a',
    price: '12.80', retail: '20.00', stock: 620, step: 10, minBuy: 10, validMonths: 36, expiry: '2027-05-31',
    storage: COOL, usage: '疏风清热，解毒利咽。用于风热喉痹，咽痛，咽干，口渴；或微恶风，发热，咽部红肿；急性咽炎见上述证候者。',
  },
  {
    name: '桂林西瓜霜', brand: '三金', sccj: '桂林三金药业股份有限公司', ypgg: '3.5g', bzdw: '瓶',
    approval: '国药准字Z45021599', category: mouth, kind: 'patent', rx: 'otc-a',
    price: '9.80', retail: '16.50', stock: 1140, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-08-31',
    tags: ['优'], storage: DAMP, usage: '清热解毒，消肿止痛。用于风热上攻、肺胃热盛所致的乳蛾、喉痹、口糜，症见咽喉肿痛、喉核肿大、口舌生疮。',
  },
  {
    name: '口炎清颗粒', brand: '白云山', sccj: '广州白云山和记黄埔中药有限公司', ypgg: '10g*10袋', bzdw: '盒',
    approval: '国药准字Z44020489', category: mouth, kind: 'patent', rx: 'otc-a',
    price: '14.50', retail: '23.00', stock: 530, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: DRY, usage: '滋阴清热，解毒消肿。用于阴虚火旺所致的口腔炎症。',
  },
  {
    name: '珍视明滴眼液', brand: '珍视明', sccj: '江西珍视明药业有限公司', ypgg: '8ml', bzdw: '支',
    approval: '国药准字Z36020416', category: eye, kind: 'patent', rx: 'otc-a',
    price: '9.50', retail: '16.00', stock: 1380, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: '遮光，密封，在阴凉处保存。', usage: '清热解痉，去翳明目。用于肝阴不足、肝气偏盛所致的不能久视，轻度眼胀、眼痛，青少年远视力下降。',
  },
  {
    name: '明目地黄丸', brand: '仲景', sccj: '仲景宛西制药股份有限公司', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z41021946', category: eye, kind: 'patent', rx: 'otc-a',
    price: '11.20', retail: '19.00', stock: 470, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    storage: DAMP, usage: '滋肾，养肝，明目。用于肝肾阴虚，目涩畏光，视物模糊，迎风流泪。',
  },

  /* ---------- 脾胃消化 ---------- */
  {
    name: '健胃消食片', brand: '江中', sccj: '江中药业股份有限公司', ypgg: '0.8g*32片', bzdw: '盒',
    approval: '国药准字Z36021464', category: digest, kind: 'patent', rx: 'otc-b',
    price: '7.80', retail: '12.80', stock: 3900, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-02-28',
    ladder: { type: 2, tiers: [{ number: 100, price: '7.60' }, { number: 400, price: '7.40' }] },
    tags: ['优'], isYoux: true, freeShipping: true, storage: DRY,
    usage: '健胃消食。用于脾胃虚弱所致的食积，症见不思饮食、嗳腐酸臭、脘腹胀满；消化不良见上述证候者。',
  },
  {
    name: '小儿健胃消食片', brand: '江中', sccj: '江中药业股份有限公司', ypgg: '0.5g*36片', bzdw: '盒',
    approval: '国药准字Z36021465', category: digest, kind: 'patent', rx: 'otc-b',
    price: '8.20', retail: '13.50', stock: 1650, step: 20, minBuy: 20, validMonths: 36, expiry: '2028-11-30',
    storage: DRY, usage: '健胃消食。用于小儿脾胃虚弱所致的食积，症见不思饮食、嗳腐酸臭、脘腹胀满。',
  },
  {
    name: '保和丸', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '6g*10袋', bzdw: '盒',
    approval: '国药准字Z11020032', category: digest, kind: 'patent', rx: 'otc-a',
    price: '7.60', retail: '13.00', stock: 420, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-04-30',
    storage: DAMP, usage: '消食，导滞，和胃。用于食积停滞，脘腹胀满，嗳腐吞酸，不欲饮食。',
  },
  {
    name: '四磨汤口服液', sccj: '湖南汉森制药股份有限公司', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z20025044', category: digest, kind: 'patent', rx: 'otc-a',
    price: '16.80', retail: '26.00', stock: 590, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-07-31',
    storage: LIQUID, usage: '顺气降逆，消积止痛。用于婴幼儿乳食内滞证、中老年气滞食积证及腹部手术后促进肠胃功能的恢复。',
  },
  {
    name: '香砂养胃丸', brand: '仲景', sccj: '仲景宛西制药股份有限公司', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z41021947', category: stomach, kind: 'patent', rx: 'otc-a',
    price: '10.80', retail: '18.00', stock: 830, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: DAMP, usage: '温中和胃。用于胃阳不足、湿阻气滞所致的胃痛、痞满，症见胃痛隐隐、脘闷不舒、呕吐酸水、嘈杂不适。',
  },
  {
    name: '胃苏颗粒', sccj: '扬子江药业集团有限公司', ypgg: '5g*9袋', bzdw: '盒',
    approval: '国药准字Z10950007', category: stomach, kind: 'patent', rx: 'otc-a',
    price: '16.50', retail: '25.80', stock: 1260, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    tags: ['满'], storage: DRY, usage: '理气消胀，和胃止痛。主治气滞型胃脘痛，症见胃脘胀痛，窜及两胁，得嗳气或矢气则舒；慢性胃炎见上述证候者。',
  },
  {
    name: '三九胃泰颗粒', brand: '999', sccj: '华润三九医药股份有限公司', ypgg: '20g*6袋', bzdw: '盒',
    approval: '国药准字Z44020705', category: stomach, kind: 'patent', rx: 'otc-a',
    price: '12.20', retail: '19.80', stock: 1080, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '清热燥湿，行气活血，柔肝止痛。用于湿热内蕴、气滞血瘀所致的胃痛，症见脘腹隐痛、饱胀反酸、恶心呕吐。',
  },
  {
    name: '气滞胃痛颗粒', sccj: '辽宁华润本溪三药有限公司', ypgg: '5g*9袋', bzdw: '盒',
    approval: '国药准字Z21020181', category: stomach, kind: 'patent', rx: 'otc-a',
    price: '13.20', retail: '21.00', stock: 560, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-10-31',
    storage: DRY, usage: '舒肝理气，和胃止痛。用于肝郁气滞，胸痞胀满，胃脘疼痛。',
  },
  {
    name: '参苓白术散', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '6g*10袋', bzdw: '盒',
    approval: '国药准字Z11020223', category: stomach, kind: 'patent', rx: 'otc-a',
    price: '12.50', retail: '21.00', stock: 380, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-08-31',
    storage: DAMP, usage: '补脾胃，益肺气。用于脾胃虚弱，食少便溏，气短咳嗽，肢倦乏力。',
  },
  {
    name: '肠炎宁片', sccj: '江西天施康中药股份有限公司', ypgg: '0.42g*24片', bzdw: '盒',
    approval: '国药准字Z36020563', category: bowel, kind: 'patent', rx: 'otc-a',
    price: '11.50', retail: '19.00', stock: 690, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '清热利湿，行气。用于大肠湿热所致的泄泻、痢疾，症见大便泄泻、腹痛腹胀；急慢性胃肠炎、腹泻见上述证候者。',
  },
  {
    name: '麻仁润肠丸', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '6g*12丸', bzdw: '盒',
    approval: '国药准字Z11020125', category: bowel, kind: 'patent', rx: 'otc-a',
    price: '12.80', retail: '21.00', stock: 320, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    storage: DAMP, usage: '润肠通便。用于肠胃积热，胸腹胀满，大便秘结。',
  },
  {
    name: '复方黄连素片', sccj: '广州白云山光华制药股份有限公司', ypgg: '30mg*100片', bzdw: '瓶',
    approval: '国药准字Z44022140', category: bowel, kind: 'patent', rx: 'otc-a',
    price: '7.20', retail: '13.50', stock: 0, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-03-31',
    storage: DRY, usage: '清热燥湿，行气止痛，止痢止泻。用于大肠湿热，赤白下痢，里急后重或暴注下泻，肛门灼热。',
  },

  /* ---------- 心脑血管 ---------- */
  {
    name: '复方丹参滴丸', brand: '天士力', sccj: '天士力医药集团股份有限公司', ypgg: '27mg*180丸', bzdw: '瓶',
    approval: '国药准字Z10950111', category: blood, kind: 'patent', rx: 'otc-a',
    price: '25.80', retail: '36.50', stock: 1620, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    ladder: { type: 2, tiers: [{ number: 30, price: '25.20' }, { number: 100, price: '24.60' }] },
    tags: ['优'], isYoux: true, storage: COOL,
    usage: '活血化瘀，理气止痛。用于气滞血瘀所致的胸痹，症见胸闷、心前区刺痛；冠心病心绞痛见上述证候者。',
  },
  {
    name: '速效救心丸', sccj: '天津中新药业集团股份有限公司第六中药厂', ypgg: '40mg*60粒*3瓶', bzdw: '盒',
    approval: '国药准字Z12020025', category: blood, kind: 'patent', rx: 'otc-a',
    price: '28.50', retail: '39.80', stock: 1180, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    tags: ['优'], storage: '密封，置阴凉干燥处。', usage: '行气活血，祛瘀止痛，增加冠脉血流量，缓解心绞痛。用于气滞血瘀型冠心病，心绞痛。',
  },
  {
    name: '通心络胶囊', brand: '以岭', sccj: '石家庄以岭药业股份有限公司', ypgg: '0.26g*30粒', bzdw: '盒',
    approval: '国药准字Z19980015', category: blood, kind: 'patent', rx: 'rx',
    price: '26.50', retail: '38.00', stock: 760, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '益气活血，通络止痛。用于冠心病心绞痛属心气虚乏、血瘀络阻证，亦用于气虚血瘀络阻型中风病。',
  },
  {
    name: '脑心通胶囊', brand: '步长', sccj: '陕西步长制药有限公司', ypgg: '0.4g*48粒', bzdw: '盒',
    approval: '国药准字Z20025001', category: blood, kind: 'patent', rx: 'rx',
    price: '36.80', retail: '52.00', stock: 520, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-09-30',
    storage: DRY, usage: '益气活血，化瘀通络。用于气虚血滞、脉络瘀阻所致中风中经络及胸痹心痛、胸闷、心悸、气短。',
  },
  {
    name: '麝香保心丸', sccj: '上海和黄药业有限公司', ypgg: '22.5mg*42丸', bzdw: '瓶',
    approval: '国药准字Z31020068', category: blood, kind: 'patent', rx: 'rx',
    price: '29.80', retail: '42.00', stock: 410, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-05-31',
    storage: COOL, usage: '芳香温通，益气强心。用于气滞血瘀所致的胸痹，症见心前区疼痛、固定不移；心肌缺血所致的心绞痛、心肌梗死见上述证候者。',
  },
  {
    name: '银杏叶片', sccj: '扬子江药业集团有限公司', ypgg: '9.6mg*24片', bzdw: '盒',
    approval: '国药准字Z20027948', category: blood, kind: 'patent', rx: 'rx',
    price: '14.80', retail: '25.00', stock: 640, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    storage: DRY, usage: '活血化瘀通络。用于瘀血阻络引起的胸痹心痛、中风、半身不遂、舌强语謇；冠心病稳定型心绞痛、脑梗死见上述证候者。',
  },
  {
    name: '参松养心胶囊', brand: '以岭', sccj: '石家庄以岭药业股份有限公司', ypgg: '0.4g*36粒', bzdw: '盒',
    approval: '国药准字Z20030058', category: heart, kind: 'patent', rx: 'rx',
    price: '32.50', retail: '46.00', stock: 480, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: DRY, usage: '益气养阴，活血通络，清心安神。用于治疗冠心病室性早搏属气阴两虚、心络瘀阻证。',
  },
  {
    name: '芪苈强心胶囊', brand: '以岭', sccj: '石家庄以岭药业股份有限公司', ypgg: '0.3g*36粒', bzdw: '盒',
    approval: '国药准字Z20040141', category: heart, kind: 'patent', rx: 'rx',
    price: '45.00', retail: '62.00', stock: 220, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-12-31',
    storage: DRY, usage: '益气温阳，活血通络，利水消肿。用于冠心病、高血压病所致轻、中度充血性心力衰竭证属阳气虚乏、络瘀水停者。',
  },
  {
    name: '稳心颗粒', brand: '步长', sccj: '山东步长制药股份有限公司', ypgg: '9g*9袋', bzdw: '盒',
    approval: '国药准字Z10950026', category: heart, kind: 'patent', rx: 'rx',
    price: '26.80', retail: '38.00', stock: 3, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-04-30',
    storage: DRY, usage: '益气养阴，活血化瘀。用于气阴两虚、心脉瘀阻所致的心悸不宁、气短乏力、胸闷胸痛；室性早搏、房性早搏见上述证候者。',
  },
  {
    name: '生脉饮（党参方）', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z11020259', category: heart, kind: 'patent', rx: 'otc-a',
    price: '10.50', retail: '18.00', stock: 690, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-11-30',
    storage: LIQUID, usage: '益气，养阴生津。用于气阴两亏，心悸气短，自汗。',
  },

  /* ---------- 滋补调理 ---------- */
  {
    name: '六味地黄丸', brand: '同仁堂', sccj: '北京同仁堂科技发展股份有限公司制药厂', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z11020350', category: kidney, kind: 'patent', rx: 'otc-a',
    price: '18.00', retail: '29.80', stock: 2460, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-08-31',
    ladder: { type: 2, tiers: [{ number: 30, price: '17.50' }, { number: 100, price: '17.00' }] },
    tags: ['优', '满'], isYoux: true, storage: DAMP,
    usage: '滋阴补肾。用于肾阴亏损，头晕耳鸣，腰膝酸软，骨蒸潮热，盗汗遗精，消渴。',
  },
  {
    name: '六味地黄丸', brand: '仲景', sccj: '仲景宛西制药股份有限公司', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z41021948', category: kidney, kind: 'patent', rx: 'otc-a',
    price: '13.50', retail: '23.80', stock: 1980, step: 10, minBuy: 10, validMonths: 48, expiry: '2029-12-31',
    tags: ['特'], storage: DAMP, usage: '滋阴补肾。用于肾阴亏损，头晕耳鸣，腰膝酸软，骨蒸潮热，盗汗遗精，消渴。',
  },
  {
    name: '金匮肾气丸', brand: '同仁堂', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '水蜜丸 6g*10袋', bzdw: '盒',
    approval: '国药准字Z11020084', category: kidney, kind: 'patent', rx: 'otc-a',
    price: '16.80', retail: '27.00', stock: 540, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    storage: DAMP, usage: '温补肾阳，化气行水。用于肾虚水肿，腰膝酸软，小便不利，畏寒肢冷。',
  },
  {
    name: '知柏地黄丸', brand: '仲景', sccj: '仲景宛西制药股份有限公司', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z41021950', category: kidney, kind: 'patent', rx: 'otc-a',
    price: '13.80', retail: '23.80', stock: 760, step: 10, minBuy: 10, validMonths: 48, expiry: '2029-08-31',
    storage: DAMP, usage: '滋阴降火。用于阴虚火旺，潮热盗汗，口干咽痛，耳鸣遗精，小便短赤。',
  },
  {
    name: '桂附地黄丸', brand: '同仁堂', sccj: '北京同仁堂科技发展股份有限公司制药厂', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z11020361', category: kidney, kind: 'patent', rx: 'otc-a',
    price: '18.50', retail: '30.00', stock: 420, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-05-31',
    storage: DAMP, usage: '温补肾阳。用于肾阳不足，腰膝酸冷，肢体浮肿，小便不利或反多，痰饮喘咳，消渴。',
  },
  {
    name: '汇仁肾宝片', brand: '汇仁', sccj: '江西汇仁药业股份有限公司', ypgg: '0.7g*126片', bzdw: '盒',
    approval: '国药准字Z36021441', category: kidney, kind: 'patent', rx: 'otc-a',
    price: '168.00', retail: '238.00', stock: 120, step: 1, minBuy: 1, validMonths: 36, expiry: '2028-09-30',
    tags: ['赠'], storage: DRY, usage: '调和阴阳，温阳补肾，安神固精，扶正固本。用于腰腿酸痛、精神不振、夜尿频多、畏寒怕冷。',
  },
  {
    name: '归脾丸', brand: '同仁堂', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z11020045', category: qiBlood, kind: 'patent', rx: 'otc-a',
    price: '15.50', retail: '25.00', stock: 580, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    storage: DAMP, usage: '益气健脾，养血安神。用于心脾两虚，气短心悸，失眠多梦，头昏头晕，肢倦乏力，食欲不振。',
  },
  {
    name: '补中益气丸', brand: '仲景', sccj: '仲景宛西制药股份有限公司', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z41021945', category: qiBlood, kind: 'patent', rx: 'otc-a',
    price: '12.80', retail: '21.50', stock: 650, step: 10, minBuy: 10, validMonths: 48, expiry: '2029-06-30',
    storage: DAMP, usage: '补中益气，升阳举陷。用于脾胃虚弱、中气下陷所致的泄泻、脱肛、阴挺，症见体倦乏力、食少腹胀、便溏久泻。',
  },
  {
    name: '复方阿胶浆', brand: '东阿阿胶', sccj: '东阿阿胶股份有限公司', ypgg: '20ml*12支', bzdw: '盒',
    approval: '国药准字Z37021090', category: qiBlood, kind: 'patent', rx: 'otc-a',
    price: '62.00', retail: '86.00', stock: 470, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-04-30',
    tags: ['赠'], storage: LIQUID, usage: '补气养血。用于气血两虚，头晕目眩，心悸失眠，食欲不振及贫血。',
  },
  {
    name: '安神补脑液', brand: '敖东', sccj: '吉林敖东延边药业股份有限公司', ypgg: '10ml*10支', bzdw: '盒',
    approval: '国药准字Z22024788', category: sleep, kind: 'patent', rx: 'otc-a',
    price: '13.60', retail: '22.00', stock: 890, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: LIQUID, usage: '生精补髓，益气养血，强脑安神。用于肾精不足、气血两亏所致的头晕、乏力、健忘、失眠；神经衰弱症见上述证候者。',
  },
  {
    name: '百乐眠胶囊', sccj: '扬子江药业集团有限公司', ypgg: '0.27g*24粒', bzdw: '盒',
    approval: '国药准字Z20020037', category: sleep, kind: 'patent', rx: 'rx',
    price: '21.50', retail: '32.00', stock: 370, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '滋阴清热，养心安神。用于肝郁阴虚型失眠症，症见入睡困难、多梦易醒、醒后不眠、头晕乏力、烦躁易怒。',
  },
  {
    name: '枣仁安神颗粒', sccj: '江西济民可信药业有限公司', ypgg: '5g*10袋', bzdw: '盒',
    approval: '国药准字Z36021299', category: sleep, kind: 'patent', rx: 'otc-a',
    price: '12.80', retail: '21.00', stock: 0, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-08-31',
    storage: DRY, usage: '补心安神。用于失眠，头晕，健忘。',
  },

  /* ---------- 妇科 ---------- */
  {
    name: '乌鸡白凤丸', brand: '同仁堂', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '9g*10丸', bzdw: '盒',
    approval: '国药准字Z11020194', category: menses, kind: 'patent', rx: 'otc-a',
    price: '32.00', retail: '46.00', stock: 620, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-03-31',
    tags: ['优'], storage: DAMP, usage: '补气养血，调经止带。用于气血两虚，身体瘦弱，腰膝酸软，月经不调，崩漏带下。',
  },
  {
    name: '逍遥丸', brand: '仲景', sccj: '仲景宛西制药股份有限公司', ypgg: '浓缩丸 200丸', bzdw: '瓶',
    approval: '国药准字Z41021953', category: menses, kind: 'patent', rx: 'otc-a',
    price: '11.50', retail: '19.80', stock: 940, step: 10, minBuy: 10, validMonths: 48, expiry: '2029-04-30',
    storage: DAMP, usage: '疏肝健脾，养血调经。用于肝郁脾虚所致的郁闷不舒、胸胁胀痛、头晕目眩、食欲减退、月经不调。',
  },
  {
    name: '益母草颗粒', sccj: '广州白云山和记黄埔中药有限公司', ypgg: '15g*10袋', bzdw: '盒',
    approval: '国药准字Z44023177', category: menses, kind: 'patent', rx: 'otc-a',
    price: '8.60', retail: '15.00', stock: 710, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-01-31',
    tags: ['特'], storage: DRY, usage: '活血调经。用于血瘀所致的月经不调、产后恶露不绝，症见经水量少、淋漓不净，产后出血时间过长。',
  },
  {
    name: '定坤丹', sccj: '山西广誉远国药有限公司', ypgg: '10.8g*4丸', bzdw: '盒',
    approval: '国药准字Z14020677', category: menses, kind: 'patent', rx: 'otc-a',
    price: '118.00', retail: '168.00', stock: 85, step: 1, minBuy: 1, validMonths: 60, expiry: '2030-10-31',
    storage: DAMP, usage: '滋补气血，调经舒郁。用于气血两虚、气滞血瘀所致的月经不调、行经腹痛、崩漏下血、赤白带下。',
  },
  {
    name: '妇科千金片', brand: '千金', sccj: '株洲千金药业股份有限公司', ypgg: '0.32g*72片', bzdw: '盒',
    approval: '国药准字Z43020018', category: gyn, kind: 'patent', rx: 'otc-a',
    price: '18.50', retail: '29.00', stock: 1050, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-08-31',
    storage: DRY, usage: '清热除湿，益气化瘀。用于湿热瘀阻所致的带下病、腹痛，症见带下量多、色黄质稠、臭秽，小腹疼痛，腰骶酸痛。',
  },
  {
    name: '坤泰胶囊', sccj: '贵阳新天药业股份有限公司', ypgg: '0.5g*48粒', bzdw: '盒',
    approval: '国药准字Z20000083', category: gyn, kind: 'patent', rx: 'otc-a',
    price: '56.00', retail: '78.00', stock: 160, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-10-31',
    storage: DRY, usage: '滋阴清热，安神除烦。用于绝经期前后诸证，阴虚火旺者，症见潮热面红、自汗盗汗、心烦不宁、失眠多梦。',
  },
  {
    name: '宫炎平片', sccj: '广东大冷药业有限公司', ypgg: '0.26g*36片', bzdw: '盒',
    approval: '国药准字Z44020157', category: gyn, kind: 'patent', rx: 'otc-a',
    price: '9.80', retail: '17.00', stock: 430, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-05-31',
    storage: DRY, usage: '清热利湿，祛瘀止痛，收敛止带。用于湿热瘀阻所致的带下病，症见小腹隐痛、带下量多、色黄质稠。',
  },

  {
    name: '消糜栓', brand: '修正', sccj: '修正药业集团股份有限公司', ypgg: '3g*5粒', bzdw: '盒',
    approval: '国药准字Z22020855', category: gyn, kind: 'patent', rx: 'otc-a',
    price: '13.80', retail: '23.00', stock: 380, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: '密闭，置阴凉处（不超过20℃）。', usage: '清热解毒，燥湿杀虫，祛腐生肌。用于湿热下注所致的带下病，症见带下量多、色黄、质稠、腥臭、阴部瘙痒。',
  },
  /* ---------- 骨伤风湿 ---------- */
  {
    name: '云南白药气雾剂', brand: '云南白药', sccj: '云南白药集团股份有限公司', ypgg: '85g+保险液30g', bzdw: '盒',
    approval: '国药准字Z53020797', category: injury, kind: 'patent', rx: 'otc-a',
    price: '32.50', retail: '45.00', stock: 1360, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    ladder: { type: 2, tiers: [{ number: 30, price: '31.80' }, { number: 100, price: '31.00' }] },
    tags: ['优'], isYoux: true, storage: '密闭，置阴凉处，远离火源。',
    usage: '活血散瘀，消肿止痛。用于跌打损伤，瘀血肿痛，肌肉酸痛及风湿疼痛。',
  },
  {
    name: '云南白药胶囊', brand: '云南白药', sccj: '云南白药集团股份有限公司', ypgg: '0.25g*32粒', bzdw: '盒',
    approval: '国药准字Z53020799', category: injury, kind: 'patent', rx: 'otc-a',
    price: '24.80', retail: '36.00', stock: 880, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-07-31',
    storage: DAMP, usage: '化瘀止血，活血止痛，解毒消肿。用于跌打损伤，瘀血肿痛，吐血、咳血、便血、痔血，疮疡肿毒。',
  },
  {
    name: '正骨水', sccj: '广西玉林制药集团有限责任公司', ypgg: '45ml', bzdw: '瓶',
    approval: '国药准字Z45020993', category: injury, kind: 'patent', rx: 'otc-a',
    price: '11.80', retail: '19.50', stock: 560, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: '密封，置阴凉处，远离火源。', usage: '活血祛瘀，舒筋活络，消肿止痛。用于跌打扭伤，骨折脱位以及体育运动前后消除疲劳。',
  },
  {
    name: '跌打丸', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '3g*10丸', bzdw: '盒',
    approval: '国药准字Z11020042', category: injury, kind: 'patent', rx: 'otc-a',
    price: '9.50', retail: '16.00', stock: 260, step: 10, minBuy: 10, validMonths: 36, expiry: '2027-05-31',
    storage: DAMP, usage: '活血散瘀，消肿止痛。用于跌打损伤，筋断骨折，瘀血肿痛，闪腰岔气。',
  },
  {
    name: '颈复康颗粒', sccj: '颈复康药业集团有限公司', ypgg: '5g*10袋', bzdw: '盒',
    approval: '国药准字Z13020795', category: rheum, kind: 'patent', rx: 'otc-a',
    price: '15.80', retail: '25.00', stock: 620, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    storage: DRY, usage: '活血通络，散风止痛。用于风湿瘀阻所致的颈椎病，症见头晕、颈项僵硬、肩背酸痛、手臂麻木。',
  },
  {
    name: '仙灵骨葆胶囊', sccj: '国药集团同济堂（贵州）制药有限公司', ypgg: '0.5g*40粒', bzdw: '盒',
    approval: '国药准字Z20025337', category: rheum, kind: 'patent', rx: 'otc-a',
    price: '26.50', retail: '39.00', stock: 440, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: DRY, usage: '滋补肝肾，活血通络，强筋壮骨。用于肝肾不足、瘀血阻络所致骨质疏松症，症见腰脊疼痛、足膝酸软、乏力。',
  },
  {
    name: '独活寄生丸', sccj: '北京同仁堂股份有限公司同仁堂制药厂', ypgg: '9g*10丸', bzdw: '盒',
    approval: '国药准字Z11020136', category: rheum, kind: 'patent', rx: 'otc-a',
    price: '13.80', retail: '23.00', stock: 190, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-02-29',
    storage: DAMP, usage: '养血舒筋，祛风除湿，补益肝肾。用于风寒湿闭阻、肝肾两亏、气血不足所致的痹病，症见腰膝冷痛、屈伸不利。',
  },
  {
    name: '云南白药膏', brand: '云南白药', sccj: '云南白药集团股份有限公司', ypgg: '6.5cm*10cm*8贴', bzdw: '盒',
    approval: '国药准字Z53021301', category: plaster, kind: 'patent', rx: 'otc-a',
    price: '22.50', retail: '32.80', stock: 1420, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    tags: ['满'], storage: '密封，置阴凉干燥处。', usage: '活血散瘀，消肿止痛，祛风除湿。用于跌打损伤，瘀血肿痛，风湿疼痛等症。',
  },
  {
    name: '消痛贴膏', brand: '奇正', sccj: '西藏奇正藏药股份有限公司', ypgg: '1.2g+2.5ml*5贴', bzdw: '盒',
    approval: '国药准字Z54020113', category: plaster, kind: 'patent', rx: 'otc-a',
    price: '36.00', retail: '52.00', stock: 680, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    storage: '密封，置阴凉干燥处。', usage: '活血化瘀，消肿止痛。用于急慢性扭挫伤、跌打瘀痛、骨质增生、风湿及类风湿疼痛。',
  },
  {
    name: '复方南星止痛膏', sccj: '江苏康缘药业股份有限公司', ypgg: '10cm*13cm*4贴', bzdw: '盒',
    approval: '国药准字Z20025063', category: plaster, kind: 'patent', rx: 'otc-a',
    price: '18.80', retail: '28.00', stock: 520, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-11-30',
    storage: '密封，置阴凉干燥处。', usage: '散寒除湿，活血止痛。用于寒湿瘀阻所致的关节疼痛，肿胀，活动不利，遇寒加重。',
  },
  {
    name: '伤湿止痛膏', sccj: '江西南昌济生制药有限责任公司', ypgg: '7cm*10cm*10贴', bzdw: '盒',
    approval: '国药准字Z36021389', category: plaster, kind: 'patent', rx: 'otc-b',
    price: '3.20', retail: '6.50', stock: 2800, step: 20, minBuy: 20, validMonths: 36, expiry: '2028-10-31',
    tags: ['秒'], storage: '密封，置阴凉干燥处。', usage: '祛风湿，活血止痛。用于风湿性关节炎，肌肉疼痛，关节肿痛。',
  },
  {
    name: '麝香壮骨膏', sccj: '湖北康源药业有限公司', ypgg: '7cm*10cm*10贴', bzdw: '盒',
    approval: '国药准字Z42021788', category: plaster, kind: 'patent', rx: 'otc-b',
    price: '4.20', retail: '8.00', stock: 1460, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-06-30',
    storage: '密封，置阴凉干燥处。', usage: '镇痛，消炎。用于风湿痛，关节痛，腰痛，神经痛，肌肉酸痛，扭伤，挫伤。',
  },
];
