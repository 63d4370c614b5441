import type { SeedCategoryPath, SeedGoods } from '../types';

/* 西药 (chemical & biological drugs). */

const penicillin: SeedCategoryPath = ['西药', '抗感染药', '青霉素类'];
const cephalo: SeedCategoryPath = ['西药', '抗感染药', '头孢菌素类'];
const macrolide: SeedCategoryPath = ['西药', '抗感染药', '大环内酯类'];
const quinolone: SeedCategoryPath = ['西药', '抗感染药', '喹诺酮类'];
const antiviral: SeedCategoryPath = ['西药', '抗感染药', '抗病毒药'];
const antifungal: SeedCategoryPath = ['西药', '抗感染药', '抗真菌药'];
const cold: SeedCategoryPath = ['西药', '呼吸系统用药', '感冒用药'];
const cough: SeedCategoryPath = ['西药', '呼吸系统用药', '止咳化痰'];
const asthma: SeedCategoryPath = ['西药', '呼吸系统用药', '平喘药'];
const allergy: SeedCategoryPath = ['西药', '呼吸系统用药', '抗过敏药'];
const analgesic: SeedCategoryPath = ['西药', '解热镇痛', '解热镇痛药'];
const nsaid: SeedCategoryPath = ['西药', '解热镇痛', '非甾体抗炎药'];
const kidsFever: SeedCategoryPath = ['西药', '解热镇痛', '儿童退热'];
const bp: SeedCategoryPath = ['西药', '心脑血管用药', '降压药'];
const lipid: SeedCategoryPath = ['西药', '心脑血管用药', '调脂药'];
const thrombo: SeedCategoryPath = ['西药', '心脑血管用药', '抗血栓药'];
const angina: SeedCategoryPath = ['西药', '心脑血管用药', '抗心绞痛药'];
const brain: SeedCategoryPath = ['西药', '心脑血管用药', '脑血管用药'];
const acid: SeedCategoryPath = ['西药', '消化系统用药', '抑酸护胃'];
const motility: SeedCategoryPath = ['西药', '消化系统用药', '胃肠动力药'];
const diarrhea: SeedCategoryPath = ['西药', '消化系统用药', '止泻药'];
const laxative: SeedCategoryPath = ['西药', '消化系统用药', '通便药'];
const liver: SeedCategoryPath = ['西药', '消化系统用药', '肝胆用药'];
const diabetes: SeedCategoryPath = ['西药', '内分泌用药', '降糖药'];
const insulin: SeedCategoryPath = ['西药', '内分泌用药', '胰岛素'];
const thyroid: SeedCategoryPath = ['西药', '内分泌用药', '甲状腺用药'];
const hormone: SeedCategoryPath = ['西药', '内分泌用药', '激素类'];
const skinFungal: SeedCategoryPath = ['西药', '皮肤科用药', '皮肤抗真菌'];
const eczema: SeedCategoryPath = ['西药', '皮肤科用药', '皮炎湿疹'];
const acne: SeedCategoryPath = ['西药', '皮肤科用药', '痤疮用药'];
const skinAnti: SeedCategoryPath = ['西药', '皮肤科用药', '外用抗菌'];
const vitamin: SeedCategoryPath = ['西药', '维生素矿物质', '维生素类'];
const calcium: SeedCategoryPath = ['西药', '维生素矿物质', '钙剂'];
const ironZinc: SeedCategoryPath = ['西药', '维生素矿物质', '补铁补锌'];

const DRY = '密封，在干燥处保存。';
const SHADE = '遮光，密封保存。';
const BELOW30 = '密封，不超过30℃保存。';
const FRIDGE = '2℃～8℃避光冷藏，不得冷冻；开启后室温（不超过25℃）保存，4周内用完。';

export const westernGoods: SeedGoods[] = [
  /* ---------- 抗感染药 · 青霉素类 ---------- */
  {
    name: '阿莫西林胶囊', sccj: '华北制药股份有限公司', ypgg: '0.25g*24粒', bzdw: '盒',
    approval: '国药准字H13020863', category: penicillin, kind: 'western', rx: 'rx',
    price: '3.80', retail: '7.50', stock: 3260, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-05-31',
    ladder: { type: 2, tiers: [{ number: 50, price: '3.65' }, { number: 200, price: '3.50' }] },
    tags: ['优'], isYoux: true, storage: DRY,
    usage: '适用于敏感菌所致的中耳炎、咽峡炎、扁桃体炎等上呼吸道感染及泌尿生殖道、皮肤软组织感染。',
  },
  {
    name: '阿莫西林胶囊', sccj: '石药集团中诺药业（石家庄）有限公司', ypgg: '0.5g*24粒', bzdw: '盒',
    approval: '国药准字H13023964', category: penicillin, kind: 'western', rx: 'rx',
    price: '6.50', retail: '12.80', stock: 1820, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: DRY,
    usage: '适用于敏感菌所致的呼吸道、泌尿生殖道、皮肤软组织感染及急性单纯性淋病。',
  },
  {
    name: '阿莫西林胶囊', brand: '阿莫仙', sccj: '珠海联邦制药股份有限公司中山分公司', ypgg: '0.25g*50粒', bzdw: '盒',
    approval: '国药准字H44021351', category: penicillin, kind: 'western', rx: 'rx',
    price: '9.80', retail: '18.00', stock: 960, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-12-31',
    tags: ['满'], storage: DRY,
    usage: '适用于溶血链球菌、肺炎链球菌等敏感菌所致的上、下呼吸道感染。',
  },
  {
    name: '阿莫西林胶囊', sccj: '广州白云山医药集团股份有限公司白云山制药总厂', ypgg: '0.25g*36粒', bzdw: '盒',
    approval: '国药准字H44021518', category: penicillin, kind: 'western', rx: 'rx',
    price: '5.20', retail: '9.90', stock: 1450, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-04-30',
    storage: DRY,
    usage: '适用于敏感菌所致的中耳炎、鼻窦炎、咽炎、扁桃体炎及急性支气管炎等。',
  },
  {
    name: '阿莫西林颗粒', sccj: '石药集团中诺药业（石家庄）有限公司', ypgg: '0.125g*18袋', bzdw: '盒',
    approval: '国药准字H20033284', category: penicillin, kind: 'western', rx: 'rx',
    price: '7.20', retail: '14.50', stock: 740, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '儿童用。适用于敏感菌所致的上呼吸道、泌尿道及皮肤软组织感染。',
  },
  {
    name: '阿莫西林克拉维酸钾片', sccj: '华北制药股份有限公司', ypgg: '0.375g*12片', bzdw: '盒',
    approval: '国药准字H20023412', category: penicillin, kind: 'western', rx: 'rx',
    price: '11.50', retail: '22.00', stock: 680, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-10-31',
    tags: ['新'], storage: SHADE,
    usage: '适用于产β-内酰胺酶的流感嗜血杆菌等所致的鼻窦炎、中耳炎、下呼吸道及泌尿系统感染。',
  },
  {
    name: '青霉素V钾片', sccj: '华北制药股份有限公司', ypgg: '0.25g*24片', bzdw: '盒',
    approval: '国药准字H13020727', category: penicillin, kind: 'western', rx: 'rx',
    price: '4.60', retail: '8.80', stock: 1180, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: DRY, usage: '适用于青霉素敏感菌株所致的轻、中度感染，如链球菌所致的扁桃体炎、咽喉炎。',
  },
  {
    name: '注射用青霉素钠', sccj: '华北制药股份有限公司', ypgg: '0.96g(160万单位)*50瓶', bzdw: '盒',
    approval: '国药准字H13020657', category: penicillin, kind: 'western', rx: 'rx',
    price: '38.00', retail: '65.00', stock: 210, step: 1, minBuy: 1, validMonths: 36, expiry: '2028-11-30',
    storage: '密闭，在凉暗干燥处保存。', usage: '诊所用。适用于敏感细菌所致的各种感染，如脓肿、菌血症、肺炎和心内膜炎等。',
  },
  {
    name: '阿莫西林胶囊', sccj: '华北制药股份有限公司', ypgg: '0.5g*20粒', bzdw: '盒',
    approval: '国药准字H13020863', category: penicillin, kind: 'western', rx: 'rx',
    price: '5.90', retail: '11.50', stock: 2280, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-06-30',
    storage: DRY, usage: '适用于敏感菌所致的上呼吸道、泌尿生殖道、皮肤软组织感染。',
  },

  /* ---------- 抗感染药 · 头孢菌素类 ---------- */
  {
    name: '头孢克肟颗粒', brand: '世福素', sccj: '广州白云山医药集团股份有限公司白云山制药总厂', ypgg: '50mg*6袋', bzdw: '盒',
    approval: '国药准字H20000494', category: cephalo, kind: 'western', rx: 'rx',
    price: '15.80', retail: '28.00', stock: 880, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-11-30',
    tags: ['优'], isYoux: true, storage: SHADE,
    usage: '适用于敏感菌所致的支气管炎、肺炎、肾盂肾炎、膀胱炎、中耳炎、鼻窦炎等。',
  },
  {
    name: '头孢拉定胶囊', sccj: '华北制药股份有限公司', ypgg: '0.25g*24粒', bzdw: '盒',
    approval: '国药准字H13021893', category: cephalo, kind: 'western', rx: 'rx',
    price: '6.30', retail: '12.00', stock: 1560, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: SHADE, usage: '适用于敏感菌所致的急性咽炎、扁桃体炎、中耳炎、支气管炎及泌尿生殖道感染。',
  },
  {
    name: '头孢氨苄胶囊', sccj: '石药集团欧意药业有限公司', ypgg: '0.25g*24粒', bzdw: '盒',
    approval: '国药准字H13022632', category: cephalo, kind: 'western', rx: 'rx',
    price: '4.90', retail: '9.50', stock: 2100, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    storage: SHADE, usage: '适用于敏感菌所致的急性扁桃体炎、咽峡炎、中耳炎、鼻窦炎、支气管炎等。',
  },
  {
    name: '头孢呋辛酯片', brand: '达力新', sccj: '深圳致君制药有限公司', ypgg: '0.25g*12片', bzdw: '盒',
    approval: '国药准字H10960147', category: cephalo, kind: 'western', rx: 'rx',
    price: '21.50', retail: '36.00', stock: 520, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-01-31',
    ladder: { type: 2, tiers: [{ number: 20, price: '20.80' }, { number: 100, price: '20.20' }] },
    storage: SHADE, usage: '适用于敏感菌所致的咽炎、扁桃体炎、急性中耳炎、鼻窦炎及单纯性尿路感染。',
  },
  {
    name: '头孢丙烯分散片', sccj: '山东罗欣药业集团股份有限公司', ypgg: '0.25g*6片', bzdw: '盒',
    approval: '国药准字H20041956', category: cephalo, kind: 'western', rx: 'rx',
    price: '12.60', retail: '24.80', stock: 430, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-09-30',
    storage: SHADE, usage: '适用于敏感菌所致的咽炎、扁桃体炎、中耳炎、急性鼻窦炎及皮肤软组织感染。',
  },
  {
    name: '头孢地尼胶囊', sccj: '石药集团欧意药业有限公司', ypgg: '0.1g*6粒', bzdw: '盒',
    approval: '国药准字H20083390', category: cephalo, kind: 'western', rx: 'rx',
    price: '13.80', retail: '26.00', stock: 610, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-03-31',
    storage: SHADE, usage: '适用于敏感菌所致的咽喉炎、扁桃体炎、急性支气管炎、肺炎及中耳炎、鼻窦炎。',
  },
  {
    name: '头孢克洛胶囊', sccj: '石药集团中诺药业（石家庄）有限公司', ypgg: '0.25g*12粒', bzdw: '盒',
    approval: '国药准字H20055183', category: cephalo, kind: 'western', rx: 'rx',
    price: '10.50', retail: '19.80', stock: 0, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-12-31',
    storage: SHADE, usage: '适用于敏感菌所致的呼吸系统、泌尿系统、耳鼻喉科及皮肤软组织感染。',
  },
  {
    name: '注射用头孢曲松钠', sccj: '上海罗氏制药有限公司', brand: '罗氏芬', ypgg: '1.0g*1瓶', bzdw: '瓶',
    approval: '国药准字H10983037', category: cephalo, kind: 'western', rx: 'rx',
    price: '39.50', retail: '56.00', stock: 160, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    storage: '遮光，密闭，在阴凉处保存。', usage: '诊所用。适用于敏感菌所致的下呼吸道感染、尿路感染、败血症、腹腔感染等。',
  },
  {
    name: '头孢克肟分散片', sccj: '浙江京新药业股份有限公司', ypgg: '0.1g*8片', bzdw: '盒',
    approval: '国药准字H20060615', category: cephalo, kind: 'western', rx: 'rx',
    price: '11.20', retail: '22.50', stock: 3, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-03-31',
    tags: ['特'], storage: SHADE, usage: '适用于敏感菌所致的支气管炎、肺炎、泌尿系统感染、中耳炎及鼻窦炎。',
  },

  /* ---------- 抗感染药 · 大环内酯类 ---------- */
  {
    name: '阿奇霉素片', sccj: '石药集团欧意药业有限公司', ypgg: '0.25g*6片', bzdw: '盒',
    approval: '国药准字H20044347', category: macrolide, kind: 'western', rx: 'rx',
    price: '7.80', retail: '15.00', stock: 1320, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: DRY, usage: '适用于敏感菌所致的急性咽炎、扁桃体炎、鼻窦炎、中耳炎、支气管炎及衣原体感染。',
  },
  {
    name: '阿奇霉素干混悬剂', brand: '希舒美', sccj: '辉瑞制药有限公司', ypgg: '0.1g*6袋', bzdw: '盒',
    approval: '国药准字H10960112', category: macrolide, kind: 'western', rx: 'rx',
    price: '23.50', retail: '38.00', stock: 460, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-08-31',
    tags: ['优'], storage: DRY, usage: '儿童用。适用于敏感菌所致的中耳炎、鼻窦炎、咽炎、扁桃体炎及社区获得性肺炎。',
  },
  {
    name: '罗红霉素胶囊', sccj: '哈药集团制药总厂', ypgg: '0.15g*12粒', bzdw: '盒',
    approval: '国药准字H10970146', category: macrolide, kind: 'western', rx: 'rx',
    price: '4.30', retail: '8.80', stock: 2040, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-05-31',
    tags: ['秒'], storage: DRY, usage: '适用于化脓性链球菌引起的咽炎及扁桃体炎、敏感菌所致的鼻窦炎、中耳炎及支原体肺炎。',
  },
  {
    name: '克拉霉素片', sccj: '江苏恒瑞医药股份有限公司', ypgg: '0.25g*6片', bzdw: '盒',
    approval: '国药准字H20000527', category: macrolide, kind: 'western', rx: 'rx',
    price: '9.60', retail: '18.50', stock: 380, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-07-31',
    storage: SHADE, usage: '适用于敏感菌所致的鼻咽感染、下呼吸道感染、皮肤软组织感染，亦用于根除幽门螺杆菌。',
  },
  {
    name: '琥乙红霉素片', sccj: '哈药集团制药总厂', ypgg: '0.125g*24片', bzdw: '盒',
    approval: '国药准字H23022143', category: macrolide, kind: 'western', rx: 'rx',
    price: '5.50', retail: '10.80', stock: 870, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-11-30',
    storage: DRY, usage: '作为青霉素过敏患者的替代用药，用于溶血性链球菌、肺炎链球菌所致的呼吸道感染。',
  },

  /* ---------- 抗感染药 · 喹诺酮类 ---------- */
  {
    name: '乳酸左氧氟沙星片', brand: '来立信', sccj: '浙江医药股份有限公司新昌制药厂', ypgg: '0.1g*10片', bzdw: '盒',
    approval: '国药准字H19990308', category: quinolone, kind: 'western', rx: 'rx',
    price: '6.80', retail: '13.50', stock: 1230, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: SHADE, usage: '适用于敏感菌所致的泌尿生殖系统感染、呼吸道感染、胃肠道感染及皮肤软组织感染。',
  },
  {
    name: '左氧氟沙星片', sccj: '扬子江药业集团有限公司', ypgg: '0.5g*4片', bzdw: '盒',
    approval: '国药准字H20083349', category: quinolone, kind: 'western', rx: 'rx',
    price: '9.20', retail: '17.80', stock: 690, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    storage: SHADE, usage: '适用于敏感菌所致的社区获得性肺炎、急性细菌性鼻窦炎、慢性支气管炎急性发作及尿路感染。',
  },
  {
    name: '盐酸莫西沙星片', sccj: '扬子江药业集团有限公司', ypgg: '0.4g*3片', bzdw: '盒',
    approval: '国药准字H20173068', category: quinolone, kind: 'western', rx: 'rx',
    price: '18.60', retail: '32.00', stock: 350, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-06-30',
    storage: SHADE, usage: '适用于成人上呼吸道和下呼吸道感染，如急性鼻窦炎、慢性支气管炎急性发作、社区获得性肺炎。',
  },
  {
    name: '诺氟沙星胶囊', sccj: '华中药业股份有限公司', ypgg: '0.1g*24粒', bzdw: '盒',
    approval: '国药准字H42022044', category: quinolone, kind: 'western', rx: 'rx',
    price: '2.10', retail: '4.80', stock: 4800, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-01-31',
    tags: ['特'], storage: SHADE, usage: '适用于敏感菌所致的尿路感染、淋病、前列腺炎、肠道感染和伤寒及其他沙门菌感染。',
  },
  {
    name: '盐酸环丙沙星片', sccj: '华北制药股份有限公司', ypgg: '0.25g*10片', bzdw: '盒',
    approval: '国药准字H13022475', category: quinolone, kind: 'western', rx: 'rx',
    price: '3.20', retail: '6.50', stock: 1650, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: SHADE, usage: '适用于敏感菌所致的泌尿生殖系统感染、呼吸道感染、胃肠道感染及骨和关节感染。',
  },

  /* ---------- 抗感染药 · 抗病毒药 / 抗真菌药 ---------- */
  {
    name: '磷酸奥司他韦胶囊', brand: '可威', sccj: '宜昌东阳光长江药业股份有限公司', ypgg: '75mg*10粒', bzdw: '盒',
    approval: '国药准字H20065415', category: antiviral, kind: 'western', rx: 'rx',
    price: '52.00', retail: '78.00', stock: 920, step: 1, minBuy: 1, validMonths: 36, expiry: '2028-08-31',
    ladder: { type: 2, tiers: [{ number: 10, price: '50.50' }, { number: 50, price: '49.00' }] },
    tags: ['优', '满'], isYoux: true, storage: BELOW30,
    usage: '用于成人和1岁及1岁以上儿童的甲型和乙型流感治疗，以及13岁及以上人群的流感预防。',
  },
  {
    name: '磷酸奥司他韦颗粒', brand: '可威', sccj: '宜昌东阳光长江药业股份有限公司', ypgg: '15mg*10袋', bzdw: '盒',
    approval: '国药准字H20080763', category: antiviral, kind: 'western', rx: 'rx',
    price: '31.00', retail: '46.00', stock: 540, step: 1, minBuy: 1, validMonths: 24, expiry: '2027-10-31',
    storage: BELOW30, usage: '用于1岁及以上儿童甲型和乙型流感的治疗。',
  },
  {
    name: '阿昔洛韦片', sccj: '湖北科益药业股份有限公司', ypgg: '0.1g*24片', bzdw: '盒',
    approval: '国药准字H42021735', category: antiviral, kind: 'western', rx: 'rx',
    price: '3.60', retail: '7.20', stock: 1380, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: SHADE, usage: '用于单纯疱疹病毒感染、带状疱疹及免疫缺陷者水痘的治疗。',
  },
  {
    name: '盐酸伐昔洛韦片', sccj: '四川科伦药业股份有限公司', ypgg: '0.3g*6片', bzdw: '盒',
    approval: '国药准字H20052398', category: antiviral, kind: 'western', rx: 'rx',
    price: '8.50', retail: '16.80', stock: 460, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-07-31',
    storage: SHADE, usage: '主要用于带状疱疹，也用于治疗单纯疱疹病毒感染及预防复发。',
  },
  {
    name: '利巴韦林颗粒', sccj: '四川百利药业有限责任公司', ypgg: '50mg*18袋', bzdw: '盒',
    approval: '国药准字H51024005', category: antiviral, kind: 'western', rx: 'rx',
    price: '3.90', retail: '8.00', stock: 1100, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: SHADE, usage: '适用于呼吸道合胞病毒引起的病毒性肺炎与支气管炎，皮肤疱疹病毒感染。',
  },
  {
    name: '氟康唑胶囊', sccj: '辉瑞制药有限公司', brand: '大扶康', ypgg: '150mg*1粒', bzdw: '盒',
    approval: '国药准字H10950075', category: antifungal, kind: 'western', rx: 'rx',
    price: '26.00', retail: '42.00', stock: 290, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-03-31',
    storage: '密封，在30℃以下保存。', usage: '用于念珠菌病、隐球菌病及球孢子菌病等真菌感染。',
  },
  {
    name: '伊曲康唑胶囊', brand: '斯皮仁诺', sccj: '西安杨森制药有限公司', ypgg: '0.1g*14粒', bzdw: '盒',
    approval: '国药准字H20020474', category: antifungal, kind: 'western', rx: 'rx',
    price: '98.00', retail: '145.00', stock: 120, step: 1, minBuy: 1, validMonths: 36, expiry: '2028-09-30',
    storage: '遮光，密封，在15～30℃保存。', usage: '用于外阴阴道念珠菌病、花斑癣、皮肤真菌病及由皮肤癣菌所致的甲真菌病。',
  },

  /* ---------- 呼吸系统 · 感冒用药 ---------- */
  {
    name: '复方盐酸伪麻黄碱缓释胶囊', brand: '新康泰克', sccj: '中美天津史克制药有限公司', ypgg: '10粒', bzdw: '盒',
    approval: '国药准字H10940112', category: cold, kind: 'western', rx: 'otc-a',
    price: '13.90', retail: '21.80', stock: 1480, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    ephedrine: true, tags: ['优'], isYoux: true, storage: DRY,
    usage: '可减轻由于普通感冒、流行性感冒引起的上呼吸道症状和鼻窦炎、花粉症所致的鼻塞、流涕、打喷嚏等症状。',
  },
  {
    name: '氨酚伪麻美芬片/氨麻苯美片', brand: '白加黑', sccj: '拜耳医药保健有限公司启东分公司', ypgg: '日片10片+夜片5片', bzdw: '盒',
    approval: '国药准字H20003340', category: cold, kind: 'western', rx: 'otc-a',
    price: '11.20', retail: '17.50', stock: 1260, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    ephedrine: true, storage: DRY,
    usage: '适用于治疗和减轻感冒引起的发热、头痛、周身四肢酸痛、喷嚏、流涕、鼻塞、咳嗽等症状。',
  },
  {
    name: '氨酚伪麻美芬片II/氨麻美敏片II', brand: '日夜百服咛', sccj: '中美上海施贵宝制药有限公司', ypgg: '日片8片+夜片4片', bzdw: '盒',
    approval: '国药准字H20000461', category: cold, kind: 'western', rx: 'otc-a',
    price: '12.50', retail: '19.80', stock: 780, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    ephedrine: true, storage: DRY,
    usage: '适用于缓解普通感冒及流行性感冒引起的发热、头痛、四肢酸痛、打喷嚏、流鼻涕、鼻塞、咳嗽等症状。',
  },
  {
    name: '酚麻美敏片', brand: '泰诺', sccj: '上海强生制药有限公司', ypgg: '10片', bzdw: '盒',
    approval: '国药准字H10940122', category: cold, kind: 'western', rx: 'otc-a',
    price: '10.80', retail: '16.90', stock: 840, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-08-31',
    ephedrine: true, storage: DRY,
    usage: '用于缓解普通感冒及流行性感冒引起的发热、头痛、四肢酸痛、打喷嚏、流鼻涕、鼻塞、咳嗽、咽痛等症状。',
  },
  {
    name: '复方氨酚烷胺胶囊', brand: '快克', sccj: '海南亚洲制药股份有限公司', ypgg: '10粒', bzdw: '盒',
    approval: '国药准字H46020621', category: cold, kind: 'western', rx: 'otc-a',
    price: '7.60', retail: '13.50', stock: 2150, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    tags: ['满'], storage: DRY,
    usage: '适用于缓解普通感冒及流行性感冒引起的发热、头痛、鼻塞、咽痛等症状，也可用于流行性感冒的预防和治疗。',
  },
  {
    name: '复方氨酚烷胺片', brand: '感康', sccj: '吉林省吴太感康药业有限公司', ypgg: '12片', bzdw: '盒',
    approval: '国药准字H22025806', category: cold, kind: 'western', rx: 'otc-a',
    price: '6.90', retail: '12.80', stock: 1930, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: DRY, usage: '适用于缓解普通感冒及流行性感冒引起的发热、头痛、四肢酸痛、打喷嚏、流鼻涕、鼻塞、咽痛等症状。',
  },
  {
    name: '小儿氨酚黄那敏颗粒', brand: '护彤', sccj: '江西铜鼓仁和制药有限公司', ypgg: '6g*12袋', bzdw: '盒',
    approval: '国药准字H20045937', category: cold, kind: 'western', rx: 'otc-a',
    price: '6.20', retail: '12.00', stock: 1570, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-05-31',
    storage: DRY, usage: '适用于缓解儿童普通感冒及流行性感冒引起的发热、头痛、四肢酸痛、打喷嚏、流鼻涕、鼻塞、咽痛等症状。',
  },
  {
    name: '氨咖黄敏胶囊', sccj: '哈药集团制药六厂', ypgg: '12粒', bzdw: '盒',
    approval: '国药准字H23020637', category: cold, kind: 'western', rx: 'otc-b',
    price: '2.40', retail: '5.00', stock: 3600, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-03-31',
    tags: ['秒'], storage: DRY, usage: '适用于缓解普通感冒及流行性感冒引起的发热、头痛、四肢酸痛、打喷嚏、流鼻涕、鼻塞、咽痛等症状。',
  },
  {
    name: '美扑伪麻片', brand: '新康泰克', sccj: '中美天津史克制药有限公司', ypgg: '10片', bzdw: '盒',
    approval: '国药准字H10950066', category: cold, kind: 'western', rx: 'otc-a',
    price: '10.50', retail: '16.50', stock: 0, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-09-30',
    ephedrine: true, storage: DRY, usage: '用于减轻普通感冒或流行性感冒引起的咳嗽、打喷嚏、流鼻涕、鼻塞、发热、头痛等症状。',
  },

  /* ---------- 呼吸系统 · 止咳化痰 / 平喘 / 抗过敏 ---------- */
  {
    name: '盐酸氨溴索口服溶液', brand: '沐舒坦', sccj: '上海勃林格殷格翰药业有限公司', ypgg: '100ml:0.6g', bzdw: '瓶',
    approval: '国药准字H20040204', category: cough, kind: 'western', rx: 'otc-a',
    price: '24.50', retail: '38.00', stock: 530, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-05-31',
    storage: '遮光，密闭，在25℃以下保存。', usage: '适用于痰液黏稠而不易咳出者，用于急、慢性呼吸道疾病引起的痰液黏稠、咳痰困难。',
  },
  {
    name: '盐酸氨溴索片', sccj: '石药集团欧意药业有限公司', ypgg: '30mg*20片', bzdw: '盒',
    approval: '国药准字H20058536', category: cough, kind: 'western', rx: 'otc-a',
    price: '3.50', retail: '7.50', stock: 2460, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    tags: ['换购'], storage: SHADE, usage: '适用于痰液黏稠而不易咳出者。',
  },
  {
    name: '乙酰半胱氨酸泡腾片', brand: '富露施', sccj: '海南赞邦制药有限公司', ypgg: '0.6g*4片', bzdw: '盒',
    approval: '国药准字H20040325', category: cough, kind: 'western', rx: 'otc-a',
    price: '15.60', retail: '25.80', stock: 690, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-07-31',
    storage: '密封，在干燥处保存，防潮。', usage: '适用于浓稠黏液分泌物过多的呼吸道疾病，如急性支气管炎、慢性支气管炎急性发作。',
  },
  {
    name: '氢溴酸右美沙芬糖浆', sccj: '哈药集团制药六厂', ypgg: '100ml:0.15g', bzdw: '瓶',
    approval: '国药准字H23021970', category: cough, kind: 'western', rx: 'otc-b',
    price: '5.80', retail: '11.00', stock: 1120, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-02-28',
    tags: ['特'], storage: SHADE, usage: '用于干咳，包括上呼吸道感染、支气管炎等引起的咳嗽。',
  },
  {
    name: '羧甲司坦口服溶液', sccj: '广州白云山医药集团股份有限公司白云山制药总厂', ypgg: '10ml:0.5g*10支', bzdw: '盒',
    approval: '国药准字H20055712', category: cough, kind: 'western', rx: 'otc-a',
    price: '9.80', retail: '18.00', stock: 640, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-10-31',
    storage: SHADE, usage: '用于慢性支气管炎、支气管哮喘等疾病引起的痰液黏稠、咳痰困难患者。',
  },
  {
    name: '孟鲁司特钠片', brand: '顺尔宁', sccj: '杭州默沙东制药有限公司', ypgg: '10mg*5片', bzdw: '盒',
    approval: '国药准字H20130047', category: asthma, kind: 'western', rx: 'rx',
    price: '28.50', retail: '42.00', stock: 380, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-06-30',
    storage: '15～30℃保存，避光防潮。', usage: '适用于15岁及以上成人哮喘的预防和长期治疗，以及减轻过敏性鼻炎引起的症状。',
  },
  {
    name: '孟鲁司特钠咀嚼片', sccj: '鲁南贝特制药有限公司', ypgg: '4mg*10片', bzdw: '盒',
    approval: '国药准字H20083372', category: asthma, kind: 'western', rx: 'rx',
    price: '19.80', retail: '32.00', stock: 420, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-02-29',
    storage: SHADE, usage: '适用于2至5岁儿童哮喘的预防和长期治疗，及减轻过敏性鼻炎引起的症状。',
  },
  {
    name: '硫酸沙丁胺醇吸入气雾剂', sccj: '山东京卫制药有限公司', ypgg: '100μg*200揿', bzdw: '支',
    approval: '国药准字H37023142', category: asthma, kind: 'western', rx: 'rx',
    price: '16.50', retail: '26.00', stock: 310, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-11-30',
    storage: '避光，在30℃以下保存，避免受冻和阳光直射。', usage: '用于缓解哮喘或慢性阻塞性肺疾病患者的支气管痉挛，及预防运动诱发的哮喘。',
  },
  {
    name: '氨茶碱片', sccj: '天津力生制药股份有限公司', ypgg: '0.1g*100片', bzdw: '瓶',
    approval: '国药准字H12020195', category: asthma, kind: 'western', rx: 'rx',
    price: '4.20', retail: '8.50', stock: 870, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-03-31',
    storage: SHADE, usage: '适用于支气管哮喘、慢性喘息性支气管炎、慢性阻塞性肺病等缓解喘息症状。',
  },
  {
    name: '氯雷他定片', brand: '开瑞坦', sccj: '拜耳医药保健有限公司', ypgg: '10mg*6片', bzdw: '盒',
    approval: '国药准字H10970410', category: allergy, kind: 'western', rx: 'otc-a',
    price: '16.80', retail: '26.50', stock: 1040, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    ladder: { type: 2, tiers: [{ number: 30, price: '16.20' }, { number: 100, price: '15.60' }] },
    tags: ['优'], storage: '密封，在2～30℃条件下保存。',
    usage: '用于缓解过敏性鼻炎有关的症状，如喷嚏、流涕、鼻痒、鼻塞以及眼部痒及烧灼感；亦用于慢性荨麻疹。',
  },
  {
    name: '盐酸西替利嗪片', brand: '仙特明', sccj: '优时比（珠海）制药有限公司', ypgg: '10mg*12片', bzdw: '盒',
    approval: '国药准字H20010180', category: allergy, kind: 'western', rx: 'otc-a',
    price: '22.00', retail: '34.00', stock: 560, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-04-30',
    storage: DRY, usage: '用于季节性或常年性过敏性鼻炎、由过敏原引起的荨麻疹及皮肤瘙痒。',
  },
  {
    name: '马来酸氯苯那敏片', sccj: '华中药业股份有限公司', ypgg: '4mg*100片', bzdw: '瓶',
    approval: '国药准字H42021024', category: allergy, kind: 'western', rx: 'otc-a',
    price: '1.60', retail: '3.50', stock: 4200, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-02-28',
    storage: SHADE, usage: '用于皮肤过敏症：荨麻疹、湿疹、皮炎、药疹、皮肤瘙痒症、神经性皮炎、虫咬症、日光性皮炎。',
  },
  {
    name: '依巴斯汀片', brand: '开思亭', sccj: '江苏联环药业股份有限公司', ypgg: '10mg*10片', bzdw: '盒',
    approval: '国药准字H20040306', category: allergy, kind: 'western', rx: 'otc-a',
    price: '17.50', retail: '28.00', stock: 260, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-06-30',
    storage: SHADE, usage: '用于伴有或不伴有过敏性结膜炎的过敏性鼻炎，慢性特发性荨麻疹的对症治疗。',
  },

  /* ---------- 解热镇痛 ---------- */
  {
    name: '布洛芬缓释胶囊', brand: '芬必得', sccj: '中美天津史克制药有限公司', ypgg: '0.3g*20粒', bzdw: '盒',
    approval: '国药准字H10900089', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '14.80', retail: '22.00', stock: 2680, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    ladder: { type: 2, tiers: [{ number: 50, price: '14.40' }, { number: 200, price: '13.90' }] },
    tags: ['优', '满'], isYoux: true, storage: DRY,
    usage: '用于缓解轻至中度疼痛如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经，也用于普通感冒或流行性感冒引起的发热。',
  },
  {
    name: '布洛芬缓释胶囊', brand: '芬必得', sccj: '中美天津史克制药有限公司', ypgg: '0.3g*24粒', bzdw: '盒',
    approval: '国药准字H10900089', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '17.20', retail: '25.80', stock: 1460, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-08-31',
    storage: DRY, usage: '用于缓解轻至中度疼痛如头痛、关节痛、牙痛、肌肉痛、神经痛、痛经，也用于发热。',
  },
  {
    name: '布洛芬片', sccj: '山东新华制药股份有限公司', ypgg: '0.2g*24片', bzdw: '盒',
    approval: '国药准字H37021946', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '3.20', retail: '6.80', stock: 3900, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-01-31',
    tags: ['特', '秒'], storage: SHADE, usage: '用于缓解轻至中度疼痛如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经。',
  },
  {
    name: '布洛芬颗粒', sccj: '浙江华润三九众益制药有限公司', ypgg: '0.2g*10袋', bzdw: '盒',
    approval: '国药准字H20045402', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '6.50', retail: '12.50', stock: 880, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-01-31',
    tags: ['特'], storage: DRY, usage: '用于缓解轻至中度疼痛，也用于普通感冒或流行性感冒引起的发热。',
  },
  {
    name: '对乙酰氨基酚片', brand: '必理通', sccj: '中美天津史克制药有限公司', ypgg: '0.5g*10片', bzdw: '盒',
    approval: '国药准字H10910086', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '6.80', retail: '11.50', stock: 1680, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: SHADE, usage: '用于普通感冒或流行性感冒引起的发热，也用于缓解轻至中度疼痛如头痛、关节痛、偏头痛、牙痛、肌肉痛。',
  },
  {
    name: '对乙酰氨基酚片', sccj: '华中药业股份有限公司', ypgg: '0.5g*100片', bzdw: '瓶',
    approval: '国药准字H42020524', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '3.60', retail: '7.50', stock: 2200, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-04-30',
    storage: SHADE, usage: '用于普通感冒或流行性感冒引起的发热，也用于缓解轻至中度疼痛。',
  },
  {
    name: '去痛片', sccj: '西南药业股份有限公司', ypgg: '100片', bzdw: '瓶',
    approval: '国药准字H50021368', category: analgesic, kind: 'western', rx: 'otc-a',
    price: '4.00', retail: '8.00', stock: 1340, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    storage: SHADE, usage: '用于发热及轻、中度的疼痛。',
  },
  {
    name: '布洛芬混悬液', brand: '美林', sccj: '上海强生制药有限公司', ypgg: '100ml:2g', bzdw: '瓶',
    approval: '国药准字H19991011', category: kidsFever, kind: 'western', rx: 'otc-a',
    price: '17.80', retail: '27.50', stock: 1860, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    ladder: { type: 1, tiers: [{ number: 49, price: '17.60' }, { number: 199, price: '17.20' }] },
    tags: ['优'], isYoux: true, storage: '遮光，密闭保存。',
    usage: '用于儿童普通感冒或流行性感冒引起的发热，也用于缓解儿童轻至中度疼痛如头痛、关节痛、偏头痛、牙痛。',
  },
  {
    name: '对乙酰氨基酚混悬滴剂', brand: '泰诺林', sccj: '上海强生制药有限公司', ypgg: '15ml:1.5g', bzdw: '瓶',
    approval: '国药准字H19990001', category: kidsFever, kind: 'western', rx: 'otc-a',
    price: '16.50', retail: '25.80', stock: 1240, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-05-31',
    storage: '遮光，密封保存。', usage: '用于婴幼儿的普通感冒或流行性感冒引起的发热，也用于缓解轻至中度疼痛。',
  },
  {
    name: '布洛芬混悬滴剂', brand: '美林', sccj: '上海强生制药有限公司', ypgg: '15ml:0.6g', bzdw: '瓶',
    approval: '国药准字H20030372', category: kidsFever, kind: 'western', rx: 'otc-a',
    price: '18.60', retail: '28.80', stock: 620, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-08-31',
    storage: '遮光，密闭保存。', usage: '用于婴幼儿的普通感冒或流行性感冒引起的发热，也用于缓解轻至中度疼痛。',
  },
  {
    name: '小儿布洛芬栓', sccj: '湖北东信药业有限公司', ypgg: '50mg*6粒', bzdw: '盒',
    approval: '国药准字H20053907', category: kidsFever, kind: 'western', rx: 'otc-a',
    price: '8.90', retail: '16.00', stock: 340, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: '密闭，在阴凉处（不超过20℃）保存。', usage: '用于儿童普通感冒或流行性感冒引起的发热。',
  },
  {
    name: '双氯芬酸钠缓释片', brand: '扶他林', sccj: '北京诺华制药有限公司', ypgg: '75mg*10片', bzdw: '盒',
    approval: '国药准字H10980297', category: nsaid, kind: 'western', rx: 'rx',
    price: '19.80', retail: '31.00', stock: 610, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-06-30',
    storage: '30℃以下保存，防潮。', usage: '用于缓解类风湿关节炎、骨关节炎、脊柱关节病、急性痛风等各种慢性关节炎的急性发作期或持续性关节肿痛。',
  },
  {
    name: '双氯芬酸二乙胺乳胶剂', brand: '扶他林', sccj: '北京诺华制药有限公司', ypgg: '1%(20g:0.2g)', bzdw: '支',
    approval: '国药准字H19990291', category: nsaid, kind: 'western', rx: 'otc-b',
    price: '17.50', retail: '26.80', stock: 1380, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    tags: ['满'], storage: '30℃以下保存。', usage: '用于缓解肌肉、软组织和关节的轻至中度疼痛，如扭伤、拉伤、挫伤、劳损、腰背部损伤引起的疼痛。',
  },
  {
    name: '塞来昔布胶囊', brand: '西乐葆', sccj: '辉瑞制药有限公司', ypgg: '0.2g*6粒', bzdw: '盒',
    approval: '国药准字H20140072', category: nsaid, kind: 'western', rx: 'rx',
    price: '32.00', retail: '48.00', stock: 350, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-03-31',
    storage: '25℃以下保存。', usage: '用于缓解骨关节炎、成人类风湿关节炎的症状和体征，治疗成人急性疼痛。',
  },
  {
    name: '洛索洛芬钠片', sccj: '湖南九典制药股份有限公司', ypgg: '60mg*20片', bzdw: '盒',
    approval: '国药准字H20090267', category: nsaid, kind: 'western', rx: 'rx',
    price: '8.80', retail: '17.00', stock: 720, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-02-28',
    storage: SHADE, usage: '用于类风湿性关节炎、骨性关节炎、腰痛症、肩周炎、颈肩腕综合征的消炎和镇痛。',
  },
  {
    name: '美洛昔康片', brand: '莫比可', sccj: '上海勃林格殷格翰药业有限公司', ypgg: '7.5mg*7片', bzdw: '盒',
    approval: '国药准字H20020217', category: nsaid, kind: 'western', rx: 'rx',
    price: '21.60', retail: '33.00', stock: 190, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-01-31',
    storage: SHADE, usage: '适用于类风湿性关节炎和疼痛性骨关节炎的症状治疗。',
  },

  /* ---------- 心脑血管 · 降压 ---------- */
  {
    name: '苯磺酸氨氯地平片', brand: '络活喜', sccj: '辉瑞制药有限公司', ypgg: '5mg*7片', bzdw: '盒',
    approval: '国药准字H10950224', category: bp, kind: 'western', rx: 'rx',
    price: '26.50', retail: '36.50', stock: 1850, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-06-30',
    ladder: { type: 2, tiers: [{ number: 30, price: '25.80' }, { number: 100, price: '25.20' }] },
    tags: ['优'], isYoux: true, storage: DRY, usage: '用于高血压、慢性稳定性心绞痛及血管痉挛性心绞痛的治疗。',
  },
  {
    name: '苯磺酸氨氯地平片', sccj: '扬子江药业集团有限公司', ypgg: '5mg*28片', bzdw: '盒',
    approval: '国药准字H20040320', category: bp, kind: 'western', rx: 'rx',
    price: '9.80', retail: '19.50', stock: 1320, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: DRY, usage: '用于高血压及冠心病的治疗。',
  },
  {
    name: '苯磺酸左旋氨氯地平片', brand: '施慧达', sccj: '施慧达药业集团（吉林）有限公司', ypgg: '2.5mg*14片', bzdw: '盒',
    approval: '国药准字H19991083', category: bp, kind: 'western', rx: 'rx',
    price: '19.50', retail: '29.80', stock: 760, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: SHADE, usage: '用于高血压、慢性稳定性心绞痛及变异型心绞痛的治疗。',
  },
  {
    name: '缬沙坦胶囊', brand: '代文', sccj: '北京诺华制药有限公司', ypgg: '80mg*7粒', bzdw: '盒',
    approval: '国药准字H20040217', category: bp, kind: 'western', rx: 'rx',
    price: '24.80', retail: '34.50', stock: 980, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    storage: '30℃以下保存，防潮。', usage: '治疗轻、中度原发性高血压。',
  },
  {
    name: '厄贝沙坦片', brand: '安博维', sccj: '赛诺菲（杭州）制药有限公司', ypgg: '0.15g*7片', bzdw: '盒',
    approval: '国药准字H20130151', category: bp, kind: 'western', rx: 'rx',
    price: '27.60', retail: '38.00', stock: 640, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-05-31',
    storage: '30℃以下保存。', usage: '治疗原发性高血压，合并高血压的2型糖尿病肾病的治疗。',
  },
  {
    name: '马来酸依那普利片', brand: '依苏', sccj: '扬子江药业集团有限公司', ypgg: '10mg*16片', bzdw: '盒',
    approval: '国药准字H10960222', category: bp, kind: 'western', rx: 'rx',
    price: '7.20', retail: '13.80', stock: 1100, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    storage: SHADE, usage: '用于原发性高血压、肾血管性高血压及各级心力衰竭的治疗。',
  },
  {
    name: '酒石酸美托洛尔片', brand: '倍他乐克', sccj: '阿斯利康制药有限公司', ypgg: '25mg*20片', bzdw: '盒',
    approval: '国药准字H32025391', category: bp, kind: 'western', rx: 'rx',
    price: '5.40', retail: '9.80', stock: 2380, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-08-31',
    storage: DRY, usage: '用于高血压、心绞痛、心肌梗死、肥厚型心肌病、主动脉夹层、心律失常、甲状腺功能亢进等。',
  },
  {
    name: '琥珀酸美托洛尔缓释片', brand: '倍他乐克', sccj: '阿斯利康制药有限公司', ypgg: '47.5mg*7片', bzdw: '盒',
    approval: '国药准字H20150044', category: bp, kind: 'western', rx: 'rx',
    price: '17.80', retail: '26.50', stock: 860, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-04-30',
    storage: '30℃以下保存。', usage: '用于高血压、心绞痛及伴有左心室收缩功能异常的症状稳定的慢性心力衰竭。',
  },
  {
    name: '卡托普利片', sccj: '常州制药厂有限公司', ypgg: '25mg*100片', bzdw: '瓶',
    approval: '国药准字H32023175', category: bp, kind: 'western', rx: 'rx',
    price: '3.50', retail: '7.00', stock: 1560, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: SHADE, usage: '用于高血压及心力衰竭的治疗。',
  },
  {
    name: '吲达帕胺缓释片', brand: '纳催离', sccj: '施维雅（天津）制药有限公司', ypgg: '1.5mg*10片', bzdw: '盒',
    approval: '国药准字H20000185', category: bp, kind: 'western', rx: 'rx',
    price: '15.60', retail: '23.80', stock: 470, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-03-31',
    storage: DRY, usage: '用于原发性高血压的治疗。',
  },
  {
    name: '硝苯地平缓释片(II)', sccj: '青岛黄海制药有限责任公司', ypgg: '20mg*30片', bzdw: '盒',
    approval: '国药准字H10980118', category: bp, kind: 'western', rx: 'rx',
    price: '6.90', retail: '13.50', stock: 1940, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: '遮光，密封保存。', usage: '用于高血压、冠心病及慢性稳定型心绞痛的治疗。',
  },
  {
    name: '氢氯噻嗪片', sccj: '天津力生制药股份有限公司', ypgg: '25mg*100片', bzdw: '瓶',
    approval: '国药准字H12020069', category: bp, kind: 'western', rx: 'rx',
    price: '3.10', retail: '6.00', stock: 980, step: 10, minBuy: 10, validMonths: 48, expiry: '2029-08-31',
    storage: SHADE, usage: '用于水肿性疾病、高血压及中枢性或肾性尿崩症。',
  },
  {
    name: '缬沙坦氢氯噻嗪片', brand: '复代文', sccj: '北京诺华制药有限公司', ypgg: '80mg/12.5mg*7片', bzdw: '盒',
    approval: '国药准字H20084426', category: bp, kind: 'western', rx: 'rx',
    price: '28.80', retail: '39.80', stock: 210, step: 10, minBuy: 10, validMonths: 36, expiry: '2027-04-30',
    storage: '30℃以下保存，防潮。', usage: '用于治疗单一药物不能充分控制血压的轻、中度原发性高血压。',
  },

  /* ---------- 心脑血管 · 调脂 / 抗血栓 / 心绞痛 / 脑血管 ---------- */
  {
    name: '阿托伐他汀钙片', brand: '立普妥', sccj: '辉瑞制药有限公司', ypgg: '20mg*7片', bzdw: '盒',
    approval: '国药准字H20051408', category: lipid, kind: 'western', rx: 'rx',
    price: '38.50', retail: '52.00', stock: 620, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: '30℃以下保存。', usage: '用于高胆固醇血症和混合型高脂血症，以及冠心病或冠心病等危症患者。',
  },
  {
    name: '阿托伐他汀钙片', brand: '阿乐', sccj: '北京嘉林药业股份有限公司', ypgg: '10mg*7片', bzdw: '盒',
    approval: '国药准字H19990258', category: lipid, kind: 'western', rx: 'rx',
    price: '11.80', retail: '19.80', stock: 1450, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    tags: ['满'], storage: SHADE, usage: '用于高胆固醇血症和混合型高脂血症、冠心病和脑中风的防治。',
  },
  {
    name: '瑞舒伐他汀钙片', brand: '可定', sccj: '阿斯利康制药有限公司', ypgg: '10mg*7片', bzdw: '盒',
    approval: '国药准字H20170008', category: lipid, kind: 'western', rx: 'rx',
    price: '34.00', retail: '46.50', stock: 540, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    storage: '30℃以下保存。', usage: '适用于经饮食控制和其他非药物治疗仍不能适当控制血脂异常的原发性高胆固醇血症。',
  },
  {
    name: '瑞舒伐他汀钙片', brand: '京可新', sccj: '浙江京新药业股份有限公司', ypgg: '10mg*14片', bzdw: '盒',
    approval: '国药准字H20080239', category: lipid, kind: 'western', rx: 'rx',
    price: '12.50', retail: '23.00', stock: 890, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: SHADE, usage: '适用于原发性高胆固醇血症或混合型血脂异常症。',
  },
  {
    name: '辛伐他汀片', brand: '舒降之', sccj: '杭州默沙东制药有限公司', ypgg: '20mg*7片', bzdw: '盒',
    approval: '国药准字H20023779', category: lipid, kind: 'western', rx: 'rx',
    price: '21.00', retail: '30.80', stock: 230, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-02-29',
    storage: '30℃以下保存。', usage: '用于高脂血症、冠心病的治疗。',
  },
  {
    name: '阿司匹林肠溶片', sccj: '沈阳奥吉娜药业有限公司', ypgg: '25mg*100片', bzdw: '瓶',
    approval: '国药准字H21022510', category: thrombo, kind: 'western', rx: 'otc-b',
    price: '3.80', retail: '8.50', stock: 3100, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-11-30',
    storage: DRY, usage: '用于降低急性心肌梗死疑似患者的发病风险，预防心肌梗死复发、中风的二级预防。',
  },
  {
    name: '阿司匹林肠溶片', sccj: '石药集团欧意药业有限公司', ypgg: '100mg*30片', bzdw: '盒',
    approval: '国药准字H13023635', category: thrombo, kind: 'western', rx: 'otc-b',
    price: '4.50', retail: '9.80', stock: 2650, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-04-30',
    storage: DRY, usage: '用于抑制血小板黏附和聚集，预防心肌梗死复发及中风的二级预防。',
  },
  {
    name: '硫酸氢氯吡格雷片', brand: '波立维', sccj: '赛诺菲（杭州）制药有限公司', ypgg: '75mg*7片', bzdw: '盒',
    approval: '国药准字H20130083', category: thrombo, kind: 'western', rx: 'rx',
    price: '68.00', retail: '92.00', stock: 420, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-08-31',
    storage: '30℃以下保存。', usage: '用于近期心肌梗死、近期缺血性卒中或确诊外周动脉性疾病患者，及急性冠脉综合征。',
  },
  {
    name: '硫酸氢氯吡格雷片', brand: '泰嘉', sccj: '深圳信立泰药业股份有限公司', ypgg: '25mg*20片', bzdw: '盒',
    approval: '国药准字H20000542', category: thrombo, kind: 'western', rx: 'rx',
    price: '15.80', retail: '26.00', stock: 730, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    storage: SHADE, usage: '用于预防和治疗因血小板高聚集引起的心、脑及其他动脉循环障碍疾病。',
  },
  {
    name: '华法林钠片', sccj: '上海上药信谊药厂有限公司', ypgg: '2.5mg*60片', bzdw: '瓶',
    approval: '国药准字H31022123', category: thrombo, kind: 'western', rx: 'rx',
    price: '11.20', retail: '18.50', stock: 180, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-03-31',
    storage: SHADE, usage: '适用于需长期持续抗凝的患者，预防及治疗深静脉血栓及肺栓塞等。',
  },
  {
    name: '硝酸甘油片', sccj: '北京益民药业有限公司', ypgg: '0.5mg*100片', bzdw: '瓶',
    approval: '国药准字H11020289', category: angina, kind: 'western', rx: 'rx',
    price: '7.50', retail: '13.00', stock: 520, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-03-31',
    storage: '遮光，密封，在阴凉处保存。', usage: '用于冠心病心绞痛的治疗及预防，也可用于降低血压或治疗充血性心力衰竭。',
  },
  {
    name: '单硝酸异山梨酯缓释片', brand: '依姆多', sccj: '阿斯利康制药有限公司', ypgg: '60mg*7片', bzdw: '盒',
    approval: '国药准字H20000351', category: angina, kind: 'western', rx: 'rx',
    price: '24.50', retail: '35.00', stock: 310, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-05-31',
    storage: '30℃以下保存。', usage: '用于冠心病的长期治疗、心绞痛的预防、心肌梗死后持续心绞痛的治疗。',
  },
  {
    name: '盐酸曲美他嗪片', brand: '万爽力', sccj: '施维雅（天津）制药有限公司', ypgg: '20mg*30片', bzdw: '盒',
    approval: '国药准字H20055465', category: angina, kind: 'western', rx: 'rx',
    price: '39.80', retail: '55.00', stock: 260, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-09-30',
    storage: DRY, usage: '用于在成年人中作为附加疗法对一线抗心绞痛疗法控制不佳的稳定型心绞痛患者的对症治疗。',
  },
  {
    name: '长春西汀片', sccj: '吉林敖东延边药业股份有限公司', ypgg: '5mg*30片', bzdw: '盒',
    approval: '国药准字H22025592', category: brain, kind: 'western', rx: 'rx',
    price: '9.60', retail: '18.80', stock: 480, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-10-31',
    storage: SHADE, usage: '改善脑梗塞后遗症、脑出血后遗症、脑动脉硬化症等诱发的各种症状。',
  },
  {
    name: '尼莫地平片', brand: '尼膜同', sccj: '拜耳医药保健有限公司', ypgg: '30mg*20片', bzdw: '盒',
    approval: '国药准字H20003316', category: brain, kind: 'western', rx: 'rx',
    price: '22.50', retail: '32.80', stock: 360, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-02-28',
    storage: '遮光，30℃以下保存。', usage: '用于预防和治疗动脉瘤性蛛网膜下腔出血后脑血管痉挛引起的缺血性神经损伤。',
  },
  {
    name: '盐酸氟桂利嗪胶囊', brand: '西比灵', sccj: '西安杨森制药有限公司', ypgg: '5mg*20粒', bzdw: '盒',
    approval: '国药准字H10930003', category: brain, kind: 'western', rx: 'rx',
    price: '18.20', retail: '27.50', stock: 690, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-05-31',
    storage: '15～30℃保存。', usage: '用于脑供血不足、椎动脉缺血、偏头痛的预防性治疗及前庭功能紊乱引起的眩晕。',
  },
  {
    name: '甲磺酸倍他司汀片', brand: '敏使朗', sccj: '卫材（中国）药业有限公司', ypgg: '6mg*30片', bzdw: '盒',
    approval: '国药准字H20040130', category: brain, kind: 'western', rx: 'rx',
    price: '24.00', retail: '35.80', stock: 270, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-06-30',
    storage: DRY, usage: '用于改善下列疾病伴随的眩晕、头晕感：梅尼埃病、梅尼埃综合征、眩晕症。',
  },

  /* ---------- 消化系统 ---------- */
  {
    name: '奥美拉唑肠溶胶囊', sccj: '常州四药制药有限公司', ypgg: '20mg*14粒', bzdw: '盒',
    approval: '国药准字H20033019', category: acid, kind: 'western', rx: 'rx',
    price: '4.80', retail: '9.80', stock: 2960, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    ladder: { type: 2, tiers: [{ number: 50, price: '4.60' }, { number: 200, price: '4.40' }] },
    tags: ['特'], storage: SHADE, usage: '适用于胃溃疡、十二指肠溃疡、应激性溃疡、反流性食管炎和卓-艾综合征。',
  },
  {
    name: '奥美拉唑镁肠溶片', brand: '洛赛克', sccj: '阿斯利康制药有限公司', ypgg: '20mg*14片', bzdw: '盒',
    approval: '国药准字H20046379', category: acid, kind: 'western', rx: 'rx',
    price: '68.00', retail: '89.00', stock: 240, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-08-31',
    storage: '30℃以下保存。', usage: '用于治疗十二指肠溃疡、胃溃疡和反流性食管炎，与抗生素联合用药根除幽门螺杆菌。',
  },
  {
    name: '雷贝拉唑钠肠溶片', brand: '波利特', sccj: '卫材（中国）药业有限公司', ypgg: '10mg*7片', bzdw: '盒',
    approval: '国药准字H20000482', category: acid, kind: 'western', rx: 'rx',
    price: '35.50', retail: '48.00', stock: 330, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-04-30',
    storage: DRY, usage: '用于活动性十二指肠溃疡、良性活动性胃溃疡、伴有临床症状的侵蚀性或溃疡性胃食管反流症。',
  },
  {
    name: '泮托拉唑钠肠溶胶囊', sccj: '杭州中美华东制药有限公司', ypgg: '40mg*7粒', bzdw: '盒',
    approval: '国药准字H20010032', category: acid, kind: 'western', rx: 'rx',
    price: '12.80', retail: '23.50', stock: 520, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-09-30',
    storage: SHADE, usage: '主要用于胃及十二指肠溃疡、胃-食道反流性疾病、卓-艾综合征。',
  },
  {
    name: '铝碳酸镁咀嚼片', brand: '达喜', sccj: '拜耳医药保健有限公司', ypgg: '0.5g*20片', bzdw: '盒',
    approval: '国药准字H20013142', category: acid, kind: 'western', rx: 'otc-a',
    price: '19.80', retail: '29.50', stock: 1130, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-07-31',
    tags: ['优'], storage: DRY, usage: '用于慢性胃炎，与胃酸有关的胃部不适症状，如胃痛、胃灼热（烧心）、酸性嗳气、饱胀等。',
  },
  {
    name: '法莫替丁片', sccj: '山东新华制药股份有限公司', ypgg: '20mg*24片', bzdw: '盒',
    approval: '国药准字H37021848', category: acid, kind: 'western', rx: 'otc-b',
    price: '3.40', retail: '7.00', stock: 1470, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: SHADE, usage: '用于缓解胃酸过多所致的胃痛、胃灼热感（烧心）、反酸。',
  },
  {
    name: '维U颠茄铝胶囊II', brand: '斯达舒', sccj: '修正药业集团股份有限公司', ypgg: '12粒', bzdw: '盒',
    approval: '国药准字H22026134', category: acid, kind: 'western', rx: 'otc-a',
    price: '14.50', retail: '22.80', stock: 1280, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-05-31',
    tags: ['满'], storage: DRY, usage: '用于缓解胃酸过多引起的胃痛、胃灼热感（烧心）、反酸，也可用于慢性胃炎。',
  },
  {
    name: '多潘立酮片', brand: '吗丁啉', sccj: '西安杨森制药有限公司', ypgg: '10mg*30片', bzdw: '盒',
    approval: '国药准字H10910003', category: motility, kind: 'western', rx: 'otc-a',
    price: '17.60', retail: '26.80', stock: 2080, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-01-31',
    ladder: { type: 2, tiers: [{ number: 30, price: '17.10' }, { number: 100, price: '16.60' }] },
    tags: ['优', '满'], isYoux: true, storage: '15～30℃保存。',
    usage: '用于消化不良、腹胀、嗳气、恶心、呕吐、腹部胀痛。',
  },
  {
    name: '枸橼酸莫沙必利片', brand: '加斯清', sccj: '住友制药（苏州）有限公司', ypgg: '5mg*20片', bzdw: '盒',
    approval: '国药准字H19990317', category: motility, kind: 'western', rx: 'rx',
    price: '26.00', retail: '38.50', stock: 280, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-02-29',
    storage: DRY, usage: '主要用于功能性消化不良伴有胃灼热、嗳气、恶心、呕吐、早饱、上腹胀等消化道症状。',
  },
  {
    name: '蒙脱石散', brand: '思密达', sccj: '博福-益普生（天津）制药有限公司', ypgg: '3g*10袋', bzdw: '盒',
    approval: '国药准字H20000690', category: diarrhea, kind: 'western', rx: 'otc-a',
    price: '14.50', retail: '21.80', stock: 1760, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    tags: ['优'], isYoux: true, storage: DRY, usage: '用于成人及儿童急、慢性腹泻。',
  },
  {
    name: '盐酸洛哌丁胺胶囊', brand: '易蒙停', sccj: '西安杨森制药有限公司', ypgg: '2mg*6粒', bzdw: '盒',
    approval: '国药准字H10910085', category: diarrhea, kind: 'western', rx: 'otc-a',
    price: '12.60', retail: '19.50', stock: 640, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-03-31',
    storage: '15～30℃保存。', usage: '用于控制急、慢性腹泻的症状。',
  },
  {
    name: '双歧杆菌三联活菌胶囊', brand: '培菲康', sccj: '上海上药信谊药厂有限公司', ypgg: '210mg*36粒', bzdw: '盒',
    approval: '国药准字S10950032', category: diarrhea, kind: 'western', rx: 'otc-a',
    price: '23.50', retail: '35.00', stock: 590, step: 10, minBuy: 10, validMonths: 18, expiry: '2027-05-31',
    storage: '2℃～8℃避光保存。', usage: '用于因肠道菌群失调引起的急慢性腹泻、便秘，也可用于治疗轻中型急性腹泻及慢性腹泻。',
  },
  {
    name: '枯草杆菌二联活菌颗粒', brand: '妈咪爱', sccj: '北京韩美药品有限公司', ypgg: '1g*10袋', bzdw: '盒',
    approval: '国药准字S20020037', category: diarrhea, kind: 'western', rx: 'otc-a',
    price: '19.80', retail: '29.80', stock: 1020, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: '密封，在25℃以下干燥处保存。', usage: '适用于因肠道菌群失调引起的腹泻、便秘、肠炎、腹胀，消化不良，食欲不振等。',
  },
  {
    name: '盐酸小檗碱片', sccj: '东北制药集团沈阳第一制药有限公司', ypgg: '0.1g*100片', bzdw: '瓶',
    approval: '国药准字H21021680', category: diarrhea, kind: 'western', rx: 'otc-a',
    price: '4.80', retail: '9.50', stock: 1680, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-01-31',
    storage: SHADE, usage: '用于肠道感染，如胃肠炎。',
  },
  {
    name: '聚乙二醇4000散', brand: '福松', sccj: '博福-益普生（天津）制药有限公司', ypgg: '10g*10袋', bzdw: '盒',
    approval: '国药准字H20030483', category: laxative, kind: 'western', rx: 'otc-a',
    price: '28.00', retail: '39.80', stock: 450, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-11-30',
    storage: '25℃以下保存。', usage: '用于成人及8岁以上儿童便秘的症状治疗。',
  },
  {
    name: '开塞露（含甘油）', sccj: '上海运佳黄浦制药有限公司', ypgg: '20ml*20支', bzdw: '盒',
    approval: '国药准字H31022735', category: laxative, kind: 'western', rx: 'otc-b',
    price: '9.50', retail: '18.00', stock: 1230, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-04-30',
    tags: ['秒'], storage: '密闭，在阴凉处保存。', usage: '用于便秘。',
  },
  {
    name: '乳果糖口服溶液', sccj: '江苏正大丰海制药有限公司', ypgg: '100ml:66.7g', bzdw: '瓶',
    approval: '国药准字H20140217', category: laxative, kind: 'western', rx: 'otc-a',
    price: '29.50', retail: '42.00', stock: 0, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-06-30',
    storage: '10～25℃保存。', usage: '用于慢性功能性便秘，调节结肠的生理节律。',
  },
  {
    name: '多烯磷脂酰胆碱胶囊', brand: '易善复', sccj: '赛诺菲（北京）制药有限公司', ypgg: '228mg*24粒', bzdw: '盒',
    approval: '国药准字H20059010', category: liver, kind: 'western', rx: 'otc-a',
    price: '42.00', retail: '58.00', stock: 520, step: 5, minBuy: 5, validMonths: 24, expiry: '2028-01-31',
    storage: '25℃以下保存。', usage: '辅助改善中毒性肝损伤以及脂肪肝和肝炎患者的食欲不振、右上腹压迫感。',
  },
  {
    name: '水飞蓟宾葡甲胺片', sccj: '江苏中兴药业有限公司', ypgg: '50mg*36片', bzdw: '盒',
    approval: '国药准字H32026497', category: liver, kind: 'western', rx: 'otc-a',
    price: '12.80', retail: '22.00', stock: 310, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-11-30',
    storage: SHADE, usage: '用于急慢性肝炎、初期肝硬化、中毒性肝损害的辅助治疗。',
  },

  /* ---------- 内分泌 ---------- */
  {
    name: '盐酸二甲双胍片', brand: '格华止', sccj: '中美上海施贵宝制药有限公司', ypgg: '0.5g*20片', bzdw: '盒',
    approval: '国药准字H20023370', category: diabetes, kind: 'western', rx: 'rx',
    price: '9.60', retail: '14.80', stock: 2860, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-04-30',
    ladder: { type: 2, tiers: [{ number: 50, price: '9.30' }, { number: 200, price: '9.00' }] },
    tags: ['优'], isYoux: true, storage: DRY, usage: '首选用于单纯饮食控制及体育锻炼治疗无效的2型糖尿病，特别是肥胖的2型糖尿病。',
  },
  {
    name: '盐酸二甲双胍片', sccj: '石药集团欧意药业有限公司', ypgg: '0.25g*48片', bzdw: '盒',
    approval: '国药准字H13022767', category: diabetes, kind: 'western', rx: 'rx',
    price: '2.90', retail: '6.50', stock: 3300, step: 20, minBuy: 20, validMonths: 36, expiry: '2029-03-31',
    storage: DRY, usage: '用于单纯饮食控制不满意的2型糖尿病患者。',
  },
  {
    name: '盐酸二甲双胍缓释片', sccj: '北京京丰制药集团有限公司', ypgg: '0.5g*30片', bzdw: '盒',
    approval: '国药准字H20061226', category: diabetes, kind: 'western', rx: 'rx',
    price: '7.80', retail: '15.00', stock: 940, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-02-28',
    tags: ['特'], storage: DRY, usage: '用于单纯饮食及体育活动不能有效控制的2型糖尿病。',
  },
  {
    name: '格列美脲片', brand: '亚莫利', sccj: '赛诺菲（北京）制药有限公司', ypgg: '2mg*15片', bzdw: '盒',
    approval: '国药准字H20000546', category: diabetes, kind: 'western', rx: 'rx',
    price: '36.50', retail: '49.80', stock: 300, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-07-31',
    storage: '25℃以下保存。', usage: '适用于控制饮食、运动疗法及减轻体重均不能满意控制血糖的2型糖尿病。',
  },
  {
    name: '阿卡波糖片', brand: '拜唐苹', sccj: '拜耳医药保健有限公司', ypgg: '50mg*30片', bzdw: '盒',
    approval: '国药准字H20100028', category: diabetes, kind: 'western', rx: 'rx',
    price: '42.00', retail: '56.00', stock: 560, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-09-30',
    storage: '25℃以下保存，防潮。', usage: '配合饮食控制，用于2型糖尿病，降低糖耐量低减者的餐后血糖。',
  },
  {
    name: '格列齐特缓释片', brand: '达美康', sccj: '施维雅（天津）制药有限公司', ypgg: '30mg*30片', bzdw: '盒',
    approval: '国药准字H20044420', category: diabetes, kind: 'western', rx: 'rx',
    price: '38.50', retail: '52.00', stock: 210, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-05-31',
    storage: DRY, usage: '当单用饮食疗法、运动治疗和减轻体重不足以控制血糖水平时的成人2型糖尿病。',
  },
  {
    name: '重组人胰岛素注射液', brand: '甘舒霖R', sccj: '通化东宝药业股份有限公司', ypgg: '3ml:300IU(笔芯)', bzdw: '支',
    approval: '国药准字S20060035', category: insulin, kind: 'western', rx: 'rx',
    price: '39.50', retail: '52.00', stock: 260, step: 5, minBuy: 5, validMonths: 30, expiry: '2028-02-29',
    storage: FRIDGE, usage: '用于治疗需要采用胰岛素来维持正常血糖水平的糖尿病患者。',
  },
  {
    name: '精蛋白生物合成人胰岛素注射液（预混30R）', brand: '诺和灵30R', sccj: '诺和诺德（中国）制药有限公司', ypgg: '3ml:300IU(笔芯)', bzdw: '支',
    approval: '国药准字S20140092', category: insulin, kind: 'western', rx: 'rx',
    price: '56.80', retail: '72.00', stock: 180, step: 5, minBuy: 5, validMonths: 30, expiry: '2027-12-31',
    storage: FRIDGE, usage: '用于治疗糖尿病。',
  },
  {
    name: '甘精胰岛素注射液', brand: '长秀霖', sccj: '甘李药业股份有限公司', ypgg: '3ml:300单位(笔芯)', bzdw: '支',
    approval: '国药准字S20050051', category: insulin, kind: 'western', rx: 'rx',
    price: '68.00', retail: '86.00', stock: 140, step: 5, minBuy: 5, validMonths: 30, expiry: '2027-10-31',
    storage: FRIDGE, usage: '用于需用胰岛素治疗的糖尿病。',
  },
  {
    name: '重组人胰岛素注射液', brand: '优泌林', sccj: '礼来苏州制药有限公司', ypgg: '3ml:300IU(笔芯)', bzdw: '支',
    approval: '国药准字S20180009', category: insulin, kind: 'western', rx: 'rx',
    price: '44.50', retail: '58.00', stock: 0, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-09-30',
    storage: FRIDGE, usage: '用于治疗需要采用胰岛素来维持正常血糖水平的糖尿病患者。',
  },
  {
    name: '左甲状腺素钠片', sccj: '深圳市中联制药有限公司', ypgg: '50μg*100片', bzdw: '瓶',
    approval: '国药准字H20010522', category: thyroid, kind: 'western', rx: 'rx',
    price: '18.50', retail: '28.00', stock: 340, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: '遮光，密封，在阴凉处保存。', usage: '用于治疗非毒性甲状腺肿、甲状腺肿切除术后的预防及甲状腺功能减退的替代治疗。',
  },
  {
    name: '甲巯咪唑片', sccj: '北京市燕京药业有限公司', ypgg: '5mg*100片', bzdw: '瓶',
    approval: '国药准字H11020440', category: thyroid, kind: 'western', rx: 'rx',
    price: '9.80', retail: '17.50', stock: 150, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    storage: SHADE, usage: '适用于各种类型的甲状腺功能亢进症。',
  },
  {
    name: '醋酸地塞米松片', sccj: '浙江仙琚制药股份有限公司', ypgg: '0.75mg*100片', bzdw: '瓶',
    approval: '国药准字H33020822', category: hormone, kind: 'western', rx: 'rx',
    price: '3.80', retail: '7.50', stock: 890, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    storage: SHADE, usage: '主要用于过敏性与自身免疫性炎症性疾病，如结缔组织病、严重支气管哮喘、皮炎等。',
  },
  {
    name: '地塞米松磷酸钠注射液', sccj: '辰欣药业股份有限公司', ypgg: '1ml:5mg*10支', bzdw: '盒',
    approval: '国药准字H37021969', category: hormone, kind: 'western', rx: 'rx',
    price: '5.60', retail: '10.00', stock: 620, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-07-31',
    storage: '遮光，密闭保存。', usage: '诊所用。主要用于过敏性与自身免疫性炎症性疾病。',
  },
  {
    name: '醋酸泼尼松片', sccj: '浙江仙琚制药股份有限公司', ypgg: '5mg*100片', bzdw: '瓶',
    approval: '国药准字H33021207', category: hormone, kind: 'western', rx: 'rx',
    price: '5.20', retail: '10.00', stock: 760, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-01-31',
    storage: SHADE, usage: '主要用于过敏性与自身免疫性炎症性疾病，如风湿病、类风湿性关节炎、肾病综合征等。',
  },
  {
    name: '甲泼尼龙片', brand: '美卓乐', sccj: '辉瑞制药有限公司', ypgg: '4mg*30片', bzdw: '盒',
    approval: '国药准字H20020224', category: hormone, kind: 'western', rx: 'rx',
    price: '18.80', retail: '27.80', stock: 430, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-06-30',
    storage: '15～25℃保存。', usage: '用于风湿性疾病、胶原疾病、皮肤疾病、过敏状态及呼吸道疾病等的辅助治疗。',
  },

  /* ---------- 皮肤科 ---------- */
  {
    name: '复方醋酸地塞米松乳膏', brand: '999皮炎平', sccj: '华润三九医药股份有限公司', ypgg: '20g', bzdw: '支',
    approval: '国药准字H44024170', category: eczema, kind: 'western', rx: 'otc-a',
    price: '5.90', retail: '10.50', stock: 4200, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-03-31',
    ladder: { type: 2, tiers: [{ number: 100, price: '5.70' }, { number: 300, price: '5.50' }] },
    tags: ['优', '满'], isYoux: true, storage: '密闭，在阴凉处保存。',
    usage: '用于局限性瘙痒症、神经性皮炎、接触性皮炎、脂溢性皮炎以及慢性湿疹。',
  },
  {
    name: '丁酸氢化可的松乳膏', brand: '尤卓尔', sccj: '天津金耀药业有限公司', ypgg: '10g:10mg', bzdw: '支',
    approval: '国药准字H10970072', category: eczema, kind: 'western', rx: 'otc-a',
    price: '9.80', retail: '16.00', stock: 1080, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: '密闭，在阴凉处保存。', usage: '用于过敏性皮炎、脂溢性皮炎、过敏性湿疹及苔藓样瘙痒症等。',
  },
  {
    name: '糠酸莫米松乳膏', sccj: '浙江仙琚制药股份有限公司', ypgg: '0.1%(5g:5mg)', bzdw: '支',
    approval: '国药准字H20051987', category: eczema, kind: 'western', rx: 'rx',
    price: '8.60', retail: '15.80', stock: 560, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-06-30',
    storage: '密闭，在阴凉处保存。', usage: '用于湿疹、神经性皮炎、异位性皮炎及皮肤瘙痒症。',
  },
  {
    name: '炉甘石洗剂', sccj: '山东新华制药股份有限公司', ypgg: '100ml', bzdw: '瓶',
    approval: '国药准字H37020968', category: eczema, kind: 'western', rx: 'otc-b',
    price: '3.20', retail: '7.00', stock: 1380, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-08-31',
    storage: '密封保存。', usage: '用于急性瘙痒性皮肤病，如湿疹和痱子。',
  },
  {
    name: '硝酸咪康唑乳膏', brand: '达克宁', sccj: '西安杨森制药有限公司', ypgg: '2%(20g:0.4g)', bzdw: '支',
    approval: '国药准字H10930210', category: skinFungal, kind: 'western', rx: 'otc-a',
    price: '14.60', retail: '22.80', stock: 1620, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    tags: ['优'], storage: '15～30℃保存。', usage: '用于皮肤念珠菌病的治疗，以及手癣、足癣、体癣、股癣、花斑癣等。',
  },
  {
    name: '盐酸特比萘芬乳膏', brand: '丁克', sccj: '齐鲁制药有限公司', ypgg: '1%(10g:0.1g)', bzdw: '支',
    approval: '国药准字H10970356', category: skinFungal, kind: 'western', rx: 'otc-a',
    price: '8.50', retail: '15.50', stock: 870, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-10-31',
    storage: '密闭，在阴凉处保存。', usage: '用于手癣、足癣、体癣、股癣、花斑癣及皮肤念珠菌病等。',
  },
  {
    name: '联苯苄唑乳膏', brand: '孚琪', sccj: '湖北恒安芙林药业股份有限公司', ypgg: '1%(15g:0.15g)', bzdw: '支',
    approval: '国药准字H10940145', category: skinFungal, kind: 'western', rx: 'otc-a',
    price: '7.80', retail: '14.00', stock: 620, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-01-31',
    storage: '密闭，在阴凉处保存。', usage: '用于手足癣、体癣、股癣、花斑癣。',
  },
  {
    name: '维A酸乳膏', brand: '迪维', sccj: '重庆华邦制药有限公司', ypgg: '0.025%(15g:3.75mg)', bzdw: '支',
    approval: '国药准字H10940203', category: acne, kind: 'western', rx: 'otc-a',
    price: '13.50', retail: '22.00', stock: 410, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: '遮光，密闭，在阴凉处保存。', usage: '用于寻常痤疮，特别是黑头粉刺皮损，也可用于扁平苔藓、黏膜白斑等。',
  },
  {
    name: '阿达帕林凝胶', sccj: '重庆华邦制药有限公司', ypgg: '0.1%(30g:30mg)', bzdw: '支',
    approval: '国药准字H20093847', category: acne, kind: 'western', rx: 'rx',
    price: '24.80', retail: '39.00', stock: 250, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-09-30',
    storage: '密闭，不超过25℃保存。', usage: '适用于以粉刺、丘疹和脓疱为主要表现的寻常型痤疮的皮肤治疗。',
  },
  {
    name: '克林霉素磷酸酯凝胶', sccj: '江苏知原药业股份有限公司', ypgg: '1%(10g:0.1g)', bzdw: '支',
    approval: '国药准字H20052337', category: acne, kind: 'western', rx: 'rx',
    price: '6.20', retail: '12.50', stock: 530, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-11-30',
    storage: '密闭，在阴凉处保存。', usage: '用于寻常痤疮。',
  },
  {
    name: '莫匹罗星软膏', brand: '百多邦', sccj: '中美天津史克制药有限公司', ypgg: '2%(5g:0.1g)', bzdw: '支',
    approval: '国药准字H10930064', category: skinAnti, kind: 'western', rx: 'otc-a',
    price: '12.80', retail: '19.80', stock: 1540, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    tags: ['满'], storage: '密闭，在阴凉处保存。', usage: '适用于革兰阳性球菌引起的皮肤感染，如脓疱病、疖肿、毛囊炎等原发性皮肤感染。',
  },
  {
    name: '红霉素软膏', sccj: '马应龙药业集团股份有限公司', ypgg: '1%(10g)', bzdw: '支',
    approval: '国药准字H42021497', category: skinAnti, kind: 'western', rx: 'otc-b',
    price: '1.80', retail: '4.00', stock: 4500, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-05-31',
    tags: ['特'], storage: '密闭，在阴凉干燥处保存。', usage: '用于脓疱疮等化脓性皮肤病、小面积烧伤、溃疡面的感染和寻常痤疮。',
  },
  {
    name: '夫西地酸乳膏', sccj: '重庆华邦制药有限公司', ypgg: '2%(15g)', bzdw: '支',
    approval: '国药准字H20120034', category: skinAnti, kind: 'western', rx: 'rx',
    price: '18.50', retail: '29.00', stock: 320, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-04-30',
    storage: '30℃以下保存。', usage: '用于由葡萄球菌、链球菌等敏感细菌所引起的皮肤感染，如脓疱疮、疖、须疮、甲沟炎。',
  },
  {
    name: '阿昔洛韦乳膏', sccj: '湖北恒安芙林药业股份有限公司', ypgg: '3%(10g:0.3g)', bzdw: '支',
    approval: '国药准字H42022566', category: skinAnti, kind: 'western', rx: 'otc-b',
    price: '2.60', retail: '5.50', stock: 980, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-03-31',
    storage: '密闭，在阴凉处保存。', usage: '用于单纯疱疹或带状疱疹感染。',
  },

  /* ---------- 维生素矿物质 ---------- */
  {
    name: '维生素C片', sccj: '华中药业股份有限公司', ypgg: '0.1g*100片', bzdw: '瓶',
    approval: '国药准字H42020223', category: vitamin, kind: 'western', rx: 'otc-b',
    price: '2.20', retail: '4.50', stock: 4800, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-06-30',
    ladder: { type: 1, tiers: [{ number: 99, price: '2.20' }, { number: 499, price: '2.10' }, { number: 9999, price: '2.00' }] },
    tags: ['特'], storage: '遮光，密封保存。', usage: '用于预防坏血病，也可用于各种急慢性传染疾病及紫癜等的辅助治疗。',
  },
  {
    name: '维生素C片', sccj: '东北制药集团沈阳第一制药有限公司', ypgg: '0.1g*100片', bzdw: '瓶',
    approval: '国药准字H21021685', category: vitamin, kind: 'western', rx: 'otc-b',
    price: '2.40', retail: '5.00', stock: 2300, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-02-29',
    storage: '遮光，密封保存。', usage: '用于预防坏血病，也可用于各种急慢性传染疾病及紫癜等的辅助治疗。',
  },
  {
    name: '维生素B1片', sccj: '华中药业股份有限公司', ypgg: '10mg*100片', bzdw: '瓶',
    approval: '国药准字H42020219', category: vitamin, kind: 'western', rx: 'otc-b',
    price: '1.60', retail: '3.50', stock: 3600, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-08-31',
    tags: ['换购'], storage: '遮光，密封保存。', usage: '用于预防和治疗维生素B1缺乏症，如脚气病、神经炎、消化不良等。',
  },
  {
    name: '复合维生素B片', sccj: '华中药业股份有限公司', ypgg: '100片', bzdw: '瓶',
    approval: '国药准字H42021851', category: vitamin, kind: 'western', rx: 'otc-b',
    price: '2.00', retail: '4.50', stock: 3100, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-05-31',
    storage: '遮光，密封保存。', usage: '用于预防和治疗B族维生素缺乏所致的营养不良、厌食、脚气病、糙皮病等。',
  },
  {
    name: '多维元素片(29)', brand: '善存', sccj: '惠氏制药有限公司', ypgg: '60片', bzdw: '瓶',
    approval: '国药准字H10950199', category: vitamin, kind: 'western', rx: 'otc-b',
    price: '68.00', retail: '98.00', stock: 360, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-12-31',
    tags: ['赠'], storage: '密封，在干燥处保存。', usage: '用于预防和治疗因维生素与矿物质缺乏所引起的各种疾病。',
  },
  {
    name: '维生素AD滴剂（胶囊型）', brand: '伊可新', sccj: '山东达因海洋生物制药股份有限公司', ypgg: '0-1岁 30粒', bzdw: '盒',
    approval: '国药准字H37022972', category: vitamin, kind: 'western', rx: 'otc-a',
    price: '26.80', retail: '39.80', stock: 1250, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    ladder: { type: 2, tiers: [{ number: 30, price: '26.00' }, { number: 100, price: '25.20' }] },
    tags: ['优', '满'], isYoux: true, storage: '遮光，密封，在阴凉处保存。', usage: '用于预防和治疗维生素A及D的缺乏症，如佝偻病、夜盲症及小儿手足抽搐症。',
  },
  {
    name: '维生素D滴剂', brand: '星鲨', sccj: '国药控股星鲨制药（厦门）有限公司', ypgg: '400单位*36粒', bzdw: '盒',
    approval: '国药准字H35021450', category: vitamin, kind: 'western', rx: 'otc-a',
    price: '18.50', retail: '29.00', stock: 980, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-04-30',
    storage: '遮光，密封，在阴凉处保存。', usage: '用于预防和治疗维生素D缺乏症，如佝偻病等。',
  },
  {
    name: '甲钴胺片', brand: '弥可保', sccj: '卫材（中国）药业有限公司', ypgg: '0.5mg*20片', bzdw: '盒',
    approval: '国药准字H20143107', category: vitamin, kind: 'western', rx: 'rx',
    price: '22.50', retail: '33.00', stock: 430, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-10-31',
    storage: '遮光，密封，在阴凉处保存。', usage: '用于周围神经病。',
  },
  {
    name: '维生素E软胶囊', sccj: '国药控股星鲨制药（厦门）有限公司', ypgg: '100mg*30粒', bzdw: '盒',
    approval: '国药准字H35020242', category: vitamin, kind: 'western', rx: 'otc-b',
    price: '5.80', retail: '12.00', stock: 1650, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-01-31',
    storage: '遮光，密封，在阴凉处保存。', usage: '用于心、脑血管疾病及习惯性流产、不孕症的辅助治疗。',
  },
  {
    name: '碳酸钙D3片', brand: '钙尔奇', sccj: '惠氏制药有限公司', ypgg: '600mg*60片', bzdw: '瓶',
    approval: '国药准字H10950029', category: calcium, kind: 'western', rx: 'otc-b',
    price: '48.00', retail: '69.00', stock: 620, step: 5, minBuy: 5, validMonths: 36, expiry: '2028-08-31',
    tags: ['赠'], storage: '密封，在干燥处保存。', usage: '用于妊娠和哺乳期妇女、更年期妇女、老年人等的钙补充剂，并帮助防治骨质疏松症。',
  },
  {
    name: '碳酸钙D3颗粒', brand: '迪巧', sccj: '安士制药（中山）有限公司', ypgg: '3g*20袋', bzdw: '盒',
    approval: '国药准字H20083380', category: calcium, kind: 'western', rx: 'otc-b',
    price: '42.00', retail: '62.00', stock: 480, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-11-30',
    storage: '密封，在干燥处保存。', usage: '用于儿童、妊娠和哺乳期妇女、更年期妇女、老年人等的钙补充。',
  },
  {
    name: '葡萄糖酸钙口服溶液', brand: '哈药', sccj: '哈药集团制药六厂', ypgg: '10ml*12支', bzdw: '盒',
    approval: '国药准字H23021808', category: calcium, kind: 'western', rx: 'otc-b',
    price: '8.50', retail: '16.00', stock: 1120, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    storage: '密闭，在阴凉处保存。', usage: '用于预防和治疗钙缺乏症，如骨质疏松、手足抽搐症、骨发育不全、佝偻病。',
  },
  {
    name: '葡萄糖酸钙锌口服溶液', brand: '三精', sccj: '哈药集团三精制药有限公司', ypgg: '10ml*24支', bzdw: '盒',
    approval: '国药准字H20033315', category: ironZinc, kind: 'western', rx: 'otc-b',
    price: '26.50', retail: '42.00', stock: 760, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-09-30',
    tags: ['新'], storage: '密闭，在阴凉处保存。', usage: '用于治疗因缺钙、锌引起的疾病，包括骨质疏松、手足抽搐症、小儿生长发育迟缓、食欲缺乏等。',
  },
  {
    name: '葡萄糖酸锌口服溶液', brand: '三精', sccj: '哈药集团三精制药有限公司', ypgg: '10ml:35mg*12支', bzdw: '盒',
    approval: '国药准字H23021924', category: ironZinc, kind: 'western', rx: 'otc-b',
    price: '11.80', retail: '19.80', stock: 690, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    storage: '密闭，在阴凉处保存。', usage: '用于治疗缺锌引起的营养不良、厌食症、异食癖、口腔溃疡、痤疮、儿童生长发育迟缓等。',
  },
  {
    name: '琥珀酸亚铁片', brand: '速力菲', sccj: '金陵药业股份有限公司南京金陵制药厂', ypgg: '0.1g*24片', bzdw: '盒',
    approval: '国药准字H32023523', category: ironZinc, kind: 'western', rx: 'otc-a',
    price: '18.60', retail: '28.50', stock: 540, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-12-31',
    storage: '遮光，密封，在干燥处保存。', usage: '用于缺铁性贫血的预防和治疗。',
  },
  {
    name: '多糖铁复合物胶囊', brand: '力蜚能', sccj: '上海医药集团青岛国风药业股份有限公司', ypgg: '0.15g*10粒', bzdw: '盒',
    approval: '国药准字H20030032', category: ironZinc, kind: 'western', rx: 'otc-a',
    price: '28.00', retail: '42.00', stock: 2, step: 5, minBuy: 5, validMonths: 24, expiry: '2027-08-31',
    storage: '密封，在干燥处保存。', usage: '用于治疗单纯性缺铁性贫血。',
  },
];
