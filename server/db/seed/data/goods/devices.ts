import type { SeedCategoryPath, SeedGoods } from '../types';

/* 医疗器械 (and a couple of drug-registered 创伤护理 items sold alongside them). */

const bpMeter: SeedCategoryPath = ['医疗器械', '家用检测', '血压计'];
const glucoMeter: SeedCategoryPath = ['医疗器械', '家用检测', '血糖仪'];
const glucoStrip: SeedCategoryPath = ['医疗器械', '家用检测', '血糖试纸'];
const thermo: SeedCategoryPath = ['医疗器械', '家用检测', '体温计'];
const oximeter: SeedCategoryPath = ['医疗器械', '家用检测', '血氧仪'];
const mask: SeedCategoryPath = ['医疗器械', '医用耗材', '医用口罩'];
const syringe: SeedCategoryPath = ['医疗器械', '医用耗材', '注射器'];
const infusion: SeedCategoryPath = ['医疗器械', '医用耗材', '输液器'];
const gloves: SeedCategoryPath = ['医疗器械', '医用耗材', '医用手套'];
const swab: SeedCategoryPath = ['医疗器械', '医用耗材', '棉签棉球'];
const bandaid: SeedCategoryPath = ['医疗器械', '创伤护理', '创可贴'];
const gauze: SeedCategoryPath = ['医疗器械', '创伤护理', '纱布绷带'];
const dressing: SeedCategoryPath = ['医疗器械', '创伤护理', '医用敷料'];
const tape: SeedCategoryPath = ['医疗器械', '创伤护理', '医用胶带'];
const oxygen: SeedCategoryPath = ['医疗器械', '康复理疗', '制氧机'];
const nebulizer: SeedCategoryPath = ['医疗器械', '康复理疗', '雾化器'];
const wheelchair: SeedCategoryPath = ['医疗器械', '康复理疗', '轮椅助行'];
const brace: SeedCategoryPath = ['医疗器械', '康复理疗', '护具'];
const hcg: SeedCategoryPath = ['医疗器械', '诊断试剂', '早孕检测'];
const lh: SeedCategoryPath = ['医疗器械', '诊断试剂', '排卵检测'];
const antigen: SeedCategoryPath = ['医疗器械', '诊断试剂', '抗原检测'];

const DEV = '置于通风良好、无腐蚀性气体的室内，避免高温、潮湿及阳光直射。';
const STERILE = '储存于相对湿度不超过80%、无腐蚀性气体、通风良好的清洁环境内；灭菌有效期内使用。';
const IVD = '4～30℃干燥避光保存，切勿冷冻。';

const YUWELL = '江苏鱼跃医疗设备股份有限公司';
const OMRON = '欧姆龙（大连）有限公司';
const SINOCARE = '三诺生物传感股份有限公司';
const WINNER = '稳健医疗用品股份有限公司';
const ZHENDE = '浙江振德医疗用品股份有限公司';
const WEGO = '山东威高集团医用高分子制品股份有限公司';

export const deviceGoods: SeedGoods[] = [
  /* ---------- 家用检测 ---------- */
  {
    name: '上臂式电子血压计 YE-680A', brand: '鱼跃', sccj: YUWELL, ypgg: 'YE-680A', bzdw: '台',
    approval: '苏械注准20172200953', category: bpMeter, kind: 'device', rx: 'none',
    price: '148.00', retail: '239.00', stock: 420, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-06-30',
    ladder: { type: 2, tiers: [{ number: 5, price: '143.00' }, { number: 20, price: '138.00' }] },
    tags: ['优', '赠'], isYoux: true, freeShipping: true, storage: DEV,
    usage: '供成人测量收缩压、舒张压和脉率，适用于家庭及医疗机构使用。',
  },
  {
    name: '上臂式电子血压计 YE660D', brand: '鱼跃', sccj: YUWELL, ypgg: 'YE660D', bzdw: '台',
    approval: '苏械注准20172200954', category: bpMeter, kind: 'device', rx: 'none',
    price: '118.00', retail: '199.00', stock: 260, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-03-31',
    qgNumber: 3, storage: DEV, usage: '用于测量成人的血压（收缩压、舒张压）和脉率，带语音播报功能。',
  },
  {
    name: '电子血压计 HEM-7124', brand: '欧姆龙', sccj: OMRON, ypgg: 'HEM-7124（上臂式）', bzdw: '台',
    approval: '辽械注准20162200064', category: bpMeter, kind: 'device', rx: 'none',
    price: '178.00', retail: '269.00', stock: 190, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-01-31',
    freeShipping: true, storage: DEV, usage: '采用示波法测量人体收缩压、舒张压和脉搏数，适用于家庭使用。',
  },
  {
    name: '电子血压计 HEM-7136', brand: '欧姆龙', sccj: OMRON, ypgg: 'HEM-7136（上臂式）', bzdw: '台',
    approval: '辽械注准20162200065', category: bpMeter, kind: 'device', rx: 'none',
    price: '218.00', retail: '339.00', stock: 0, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-04-30',
    storage: DEV, usage: '用于测量成人的收缩压、舒张压和脉率，具有不规则脉波提示功能。',
  },
  {
    name: '血糖仪 安稳+Air', brand: '三诺', sccj: SINOCARE, ypgg: '血糖仪1台+试条50支+采血针50支', bzdw: '盒',
    approval: '湘械注准20212220456', category: glucoMeter, kind: 'device', rx: 'none',
    price: '98.00', retail: '168.00', stock: 310, step: 1, minBuy: 1, validMonths: 24, expiry: '2028-03-31',
    tags: ['新'], freeShipping: true, storage: DEV,
    usage: '与配套血糖试条配合使用，用于定量检测人体新鲜毛细血管全血中的葡萄糖浓度。',
  },
  {
    name: '血糖仪 580', brand: '鱼跃', sccj: YUWELL, ypgg: '血糖仪1台+试纸50片+采血针50支', bzdw: '盒',
    approval: '苏械注准20182220347', category: glucoMeter, kind: 'device', rx: 'none',
    price: '86.00', retail: '158.00', stock: 240, step: 1, minBuy: 1, validMonths: 18, expiry: '2027-11-30',
    storage: DEV, usage: '用于定量检测新鲜毛细血管全血中的葡萄糖浓度，供糖尿病患者家庭自我监测。',
  },
  {
    name: '血糖试条 安稳+', brand: '三诺', sccj: SINOCARE, ypgg: '50支（附采血针50支）', bzdw: '盒',
    approval: '湘械注准20172400321', category: glucoStrip, kind: 'device', rx: 'none',
    price: '42.00', retail: '78.00', stock: 860, step: 5, minBuy: 5, validMonths: 18, expiry: '2027-09-30',
    ladder: { type: 2, tiers: [{ number: 20, price: '40.50' }, { number: 50, price: '39.00' }] },
    tags: ['满'], storage: IVD, usage: '与三诺安稳+系列血糖仪配套使用，用于检测毛细血管全血中的葡萄糖浓度。',
  },
  {
    name: '血糖试纸 580型', brand: '鱼跃', sccj: YUWELL, ypgg: '50片（附采血针50支）', bzdw: '盒',
    approval: '苏械注准20182400348', category: glucoStrip, kind: 'device', rx: 'none',
    price: '38.00', retail: '69.00', stock: 520, step: 5, minBuy: 5, validMonths: 18, expiry: '2027-02-28',
    tags: ['特'], storage: IVD, usage: '与鱼跃580型血糖仪配套使用，用于定量检测毛细血管全血中的葡萄糖浓度。',
  },
  {
    name: '电子体温计 MC-246', brand: '欧姆龙', sccj: OMRON, ypgg: 'MC-246（腋下/口腔）', bzdw: '支',
    approval: '辽械注准20162070036', category: thermo, kind: 'device', rx: 'none',
    price: '22.00', retail: '39.00', stock: 1350, step: 10, minBuy: 10, validMonths: 60, expiry: '2031-05-31',
    tags: ['优'], storage: DEV, usage: '用于测量人体体温，可腋下、口腔测量，测温结束蜂鸣提示。',
  },
  {
    name: '红外耳温计 YHT101', brand: '鱼跃', sccj: YUWELL, ypgg: 'YHT101', bzdw: '台',
    approval: '苏械注准20182070528', category: thermo, kind: 'device', rx: 'none',
    price: '118.00', retail: '199.00', stock: 150, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-02-28',
    storage: DEV, usage: '通过测量耳道鼓膜的红外辐射，快速测量人体体温，适用于婴幼儿及成人。',
  },
  {
    name: '红外额温计 YHW-2', brand: '鱼跃', sccj: YUWELL, ypgg: 'YHW-2', bzdw: '台',
    approval: '苏械注准20202070112', category: thermo, kind: 'device', rx: 'none',
    price: '86.00', retail: '149.00', stock: 280, step: 1, minBuy: 1, validMonths: 60, expiry: '2030-12-31',
    storage: DEV, usage: '通过测量额头表面红外辐射测量人体体温，非接触式测量，1秒出结果。',
  },
  {
    name: '指夹式脉搏血氧仪 YX302', brand: '鱼跃', sccj: YUWELL, ypgg: 'YX302', bzdw: '台',
    approval: '苏械注准20192070219', category: oximeter, kind: 'device', rx: 'none',
    price: '96.00', retail: '169.00', stock: 330, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-07-31',
    ladder: { type: 2, tiers: [{ number: 5, price: '92.00' }, { number: 20, price: '88.00' }] },
    freeShipping: true, storage: DEV, usage: '用于测量人体动脉血氧饱和度和脉率，适用于家庭和社区医疗。',
  },

  /* ---------- 医用耗材 ---------- */
  {
    name: '医用外科口罩', brand: '稳健', sccj: WINNER, ypgg: '17.5cm*9.5cm 10只/袋', bzdw: '袋',
    approval: '鄂械注准20152141183', category: mask, kind: 'device', rx: 'none',
    price: '4.50', retail: '9.90', stock: 5000, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-06-30',
    ladder: { type: 2, tiers: [{ number: 200, price: '4.30' }, { number: 1000, price: '4.10' }] },
    tags: ['优', '满'], isYoux: true, qgNumber: 200, storage: STERILE,
    usage: '适用于临床医务人员在有创操作等过程中所佩戴，覆盖使用者的口、鼻及下颌，阻隔体液和颗粒物。',
  },
  {
    name: '一次性使用医用口罩', brand: '稳健', sccj: WINNER, ypgg: '17.5cm*9.5cm 50只/盒', bzdw: '盒',
    approval: '鄂械注准20152141182', category: mask, kind: 'device', rx: 'none',
    price: '15.80', retail: '29.90', stock: 2600, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-04-30',
    storage: STERILE, usage: '适用于覆盖使用者的口、鼻及下颌，用于普通医疗环境中佩戴、阻隔口腔和鼻腔呼出或喷出污染物。',
  },
  {
    name: '儿童医用外科口罩', brand: '稳健', sccj: WINNER, ypgg: '14.5cm*9.5cm 10只/袋', bzdw: '袋',
    approval: '鄂械注准20152141184', category: mask, kind: 'device', rx: 'none',
    price: '5.60', retail: '11.90', stock: 1800, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-05-31',
    tags: ['换购'], storage: STERILE, usage: '适用于儿童佩戴，覆盖口、鼻及下颌，阻隔体液、颗粒物及细菌。',
  },
  {
    name: '医用防护口罩', brand: '振德', sccj: ZHENDE, ypgg: '折叠式 耳戴式 10只/盒', bzdw: '盒',
    approval: '浙械注准20202140567', category: mask, kind: 'device', rx: 'none',
    price: '18.50', retail: '35.00', stock: 980, step: 10, minBuy: 10, validMonths: 24, expiry: '2027-05-31',
    tags: ['特'], storage: STERILE, usage: '适用于医疗工作环境下，过滤空气中的颗粒物，阻隔飞沫、血液、体液、分泌物等。',
  },
  {
    name: '一次性使用无菌注射器 带针', brand: '威高', sccj: WEGO, ypgg: '5ml 0.7*32TWLB 100支', bzdw: '盒',
    approval: '国械注准20153140347', category: syringe, kind: 'device', rx: 'none',
    price: '32.00', retail: '50.00', stock: 460, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-09-30',
    storage: STERILE, usage: '诊所用。供抽吸液体或在注入液体后立即注射用。',
  },
  {
    name: '一次性使用无菌注射器 带针', brand: '威高', sccj: WEGO, ypgg: '1ml 0.45*16RWLB 100支', bzdw: '盒',
    approval: '国械注准20153140347', category: syringe, kind: 'device', rx: 'none',
    price: '28.00', retail: '45.00', stock: 320, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-06-30',
    storage: STERILE, usage: '诊所用。供皮内注射、皮试等小剂量注射用。',
  },
  {
    name: '一次性使用输液器 带针', brand: '威高', sccj: WEGO, ypgg: '0.7mm 25套', bzdw: '包',
    approval: '国械注准20153140352', category: infusion, kind: 'device', rx: 'none',
    price: '22.00', retail: '36.00', stock: 380, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-08-31',
    storage: STERILE, usage: '诊所用。供重力输液式一次性静脉输液使用。',
  },
  {
    name: '一次性使用精密过滤输液器 带针', brand: '威高', sccj: WEGO, ypgg: '0.7mm 25套', bzdw: '包',
    approval: '国械注准20153140353', category: infusion, kind: 'device', rx: 'none',
    price: '46.00', retail: '70.00', stock: 120, step: 5, minBuy: 5, validMonths: 60, expiry: '2030-05-31',
    storage: STERILE, usage: '诊所用。供重力输液式一次性静脉输液使用，可有效滤除药液中的微粒。',
  },
  {
    name: '一次性使用医用橡胶检查手套', brand: '蓝帆', sccj: '蓝帆医疗股份有限公司', ypgg: 'M号 100只/盒', bzdw: '盒',
    approval: '鲁械注准20162140418', category: gloves, kind: 'device', rx: 'none',
    price: '25.00', retail: '42.00', stock: 640, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-12-31',
    storage: '储存于阴凉、干燥、通风处，避免阳光直射。', usage: '供医疗机构检查、诊疗操作时佩戴，起防护作用。',
  },
  {
    name: '一次性使用丁腈检查手套', brand: '英科', sccj: '英科医疗科技股份有限公司', ypgg: 'L号 100只/盒', bzdw: '盒',
    approval: '鲁械注准20192140205', category: gloves, kind: 'device', rx: 'none',
    price: '28.50', retail: '49.00', stock: 410, step: 10, minBuy: 10, validMonths: 36, expiry: '2029-02-28',
    storage: '储存于阴凉、干燥、通风处，避免阳光直射。', usage: '供医疗检查、护理操作时佩戴，防止使用者与患者之间的交叉感染。',
  },
  {
    name: '医用棉签', brand: '稳健', sccj: WINNER, ypgg: '10cm 50支/包', bzdw: '包',
    approval: '鄂黄械备20150031号', category: swab, kind: 'device', rx: 'none',
    price: '1.20', retail: '2.50', stock: 4600, step: 20, minBuy: 20, validMonths: 36, expiry: '2028-10-31',
    ladder: { type: 1, tiers: [{ number: 199, price: '1.20' }, { number: 999, price: '1.10' }, { number: 99999, price: '1.00' }] },
    tags: ['特'], storage: STERILE, usage: '供医疗机构及家庭对皮肤、伤口周围涂擦药液使用。',
  },
  {
    name: '医用脱脂棉球', brand: '振德', sccj: ZHENDE, ypgg: '0.5g*100个', bzdw: '袋',
    approval: '浙绍械备20150012号', category: swab, kind: 'device', rx: 'none',
    price: '6.20', retail: '12.00', stock: 720, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-07-31',
    storage: STERILE, usage: '供医疗机构及家庭蘸取消毒液清洁皮肤、伤口周围使用。',
  },

  /* ---------- 创伤护理 ---------- */
  {
    name: '云南白药创可贴', brand: '云南白药', sccj: '云南白药集团股份有限公司', ypgg: '1.5cm*2.3cm*100片', bzdw: '盒',
    approval: '国药准字Z53021315', category: bandaid, kind: 'patent', rx: 'otc-b',
    price: '15.50', retail: '25.00', stock: 1580, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-11-30',
    ladder: { type: 2, tiers: [{ number: 50, price: '15.00' }, { number: 200, price: '14.50' }] },
    tags: ['优'], isYoux: true, storage: '密封，置阴凉干燥处。', usage: '止血，镇痛，消炎，愈创。用于小面积开放性外科创伤。',
  },
  {
    name: '创可贴（经典型）', brand: '邦迪', sccj: '强生（中国）有限公司', ypgg: '72mm*19mm*100片', bzdw: '盒',
    approval: '沪械备20150124号', category: bandaid, kind: 'device', rx: 'none',
    price: '16.80', retail: '26.00', stock: 760, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-09-30',
    storage: '置于干燥阴凉处，避免高温。', usage: '用于小创口、擦伤等患处的护理。',
  },
  {
    name: '防水创可贴', brand: '海氏海诺', sccj: '青岛海诺生物工程有限公司', ypgg: '72mm*19mm*20片', bzdw: '盒',
    approval: '鲁青械备20150047号', category: bandaid, kind: 'device', rx: 'none',
    price: '3.60', retail: '6.50', stock: 2100, step: 20, minBuy: 20, validMonths: 36, expiry: '2027-03-31',
    storage: '置于干燥阴凉处。', usage: '用于小创口、擦伤、割伤等浅表创面的覆盖保护，防水透气。',
  },
  {
    name: '医用纱布块', brand: '振德', sccj: ZHENDE, ypgg: '7.5cm*7.5cm-8层 10片/袋', bzdw: '袋',
    approval: '浙械注准20152640213', category: gauze, kind: 'device', rx: 'none',
    price: '2.20', retail: '4.50', stock: 1900, step: 20, minBuy: 20, validMonths: 60, expiry: '2030-04-30',
    storage: STERILE, usage: '用于手术及伤口护理中吸收渗出液、覆盖保护创面。',
  },
  {
    name: '弹性绷带', brand: '振德', sccj: ZHENDE, ypgg: '10cm*4.5m', bzdw: '个',
    approval: '浙绍械备20150018号', category: gauze, kind: 'device', rx: 'none',
    price: '4.80', retail: '9.90', stock: 880, step: 10, minBuy: 10, validMonths: 60, expiry: '2030-03-31',
    storage: '置于阴凉干燥处。', usage: '用于肢体的包扎固定、静脉曲张加压包扎及运动损伤防护。',
  },
  {
    name: '无菌敷贴', brand: '稳健', sccj: WINNER, ypgg: '9cm*10cm 10片/盒', bzdw: '盒',
    approval: '鄂械注准20162640274', category: dressing, kind: 'device', rx: 'none',
    price: '6.80', retail: '12.80', stock: 690, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-05-31',
    storage: STERILE, usage: '用于手术切口、浅表创面的覆盖和保护。',
  },
  {
    name: '水胶体敷料（痘痘贴）', brand: '稳健', sccj: WINNER, ypgg: '直径1cm 24贴', bzdw: '盒',
    approval: '鄂械注准20192640122', category: dressing, kind: 'device', rx: 'none',
    price: '9.50', retail: '19.90', stock: 520, step: 10, minBuy: 10, validMonths: 36, expiry: '2028-08-31',
    tags: ['新'], storage: '置于阴凉干燥处，避免阳光直射。', usage: '用于浅表创面及痘痘破溃后的护理，吸收渗液、隔离保护。',
  },
  {
    name: '医用透气胶带 1530C-1', brand: '3M', sccj: '3M中国有限公司', ypgg: '1.25cm*9.1m', bzdw: '个',
    approval: '沪械备20150033号', category: tape, kind: 'device', rx: 'none',
    price: '3.50', retail: '7.00', stock: 1250, step: 24, minBuy: 24, validMonths: 60, expiry: '2030-11-30',
    storage: '置于阴凉干燥处，避免阳光直射。', usage: '用于固定敷料、导管等，透气低敏。',
  },
  {
    name: '医用氧化锌胶布', brand: '振德', sccj: ZHENDE, ypgg: '2.5cm*5m', bzdw: '个',
    approval: '浙绍械备20150021号', category: tape, kind: 'device', rx: 'none',
    price: '2.80', retail: '5.50', stock: 960, step: 20, minBuy: 20, validMonths: 36, expiry: '2028-02-29',
    storage: '置于阴凉干燥处。', usage: '用于固定纱布、绷带等敷料。',
  },

  /* ---------- 康复理疗 ---------- */
  {
    name: '医用分子筛制氧机 9F-3BW', brand: '鱼跃', sccj: YUWELL, ypgg: '3L 带雾化', bzdw: '台',
    approval: '苏械注准20172080231', category: oxygen, kind: 'device', rx: 'none',
    price: '1580.00', retail: '2580.00', stock: 36, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-08-31',
    tags: ['优'], isYoux: true, freeShipping: true, storage: DEV,
    usage: '供呼吸系统疾病、心脑血管疾病等缺氧人群进行氧疗，也可用于家庭保健吸氧。',
  },
  {
    name: '医用分子筛制氧机 8F-5AW', brand: '鱼跃', sccj: YUWELL, ypgg: '5L 带雾化', bzdw: '台',
    approval: '苏械注准20172080232', category: oxygen, kind: 'device', rx: 'none',
    price: '2680.00', retail: '3980.00', stock: 12, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-05-31',
    freeShipping: true, storage: DEV, usage: '适用于医疗机构及家庭对缺氧患者供氧治疗。',
  },
  {
    name: '压缩式雾化器 403M', brand: '鱼跃', sccj: YUWELL, ypgg: '403M', bzdw: '台',
    approval: '苏械注准20162080234', category: nebulizer, kind: 'device', rx: 'none',
    price: '168.00', retail: '289.00', stock: 210, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-01-31',
    qgNumber: 2, storage: DEV, usage: '将药液雾化成微小颗粒，经口鼻吸入，用于呼吸道疾病的雾化治疗。',
  },
  {
    name: '压缩式雾化器 NE-C28', brand: '欧姆龙', sccj: OMRON, ypgg: 'NE-C28', bzdw: '台',
    approval: '辽械注准20162080073', category: nebulizer, kind: 'device', rx: 'none',
    price: '268.00', retail: '429.00', stock: 85, step: 1, minBuy: 1, validMonths: 60, expiry: '2031-03-31',
    storage: DEV, usage: '用于哮喘、慢性支气管炎等呼吸道疾病的雾化吸入治疗。',
  },
  {
    name: '手动轮椅车 H050', brand: '鱼跃', sccj: YUWELL, ypgg: 'H050 钢管 可折叠', bzdw: '台',
    approval: '苏丹械备20150123号', category: wheelchair, kind: 'device', rx: 'none',
    price: '380.00', retail: '599.00', stock: 24, step: 1, minBuy: 1, validMonths: 120, expiry: '2035-12-31',
    freeShipping: true, storage: DEV, usage: '供行走困难者、残疾人及老年人代步使用。',
  },
  {
    name: '铝合金手杖 YU820', brand: '鱼跃', sccj: YUWELL, ypgg: '四脚 可调高度', bzdw: '支',
    approval: '苏丹械备20150126号', category: wheelchair, kind: 'device', rx: 'none',
    price: '58.00', retail: '99.00', stock: 140, step: 1, minBuy: 1, validMonths: 120, expiry: '2035-06-30',
    storage: DEV, usage: '供行动不便者辅助行走使用。',
  },
  {
    name: '医用护腰带', brand: '鱼跃', sccj: YUWELL, ypgg: 'L码', bzdw: '个',
    approval: '苏丹械备20160078号', category: brace, kind: 'device', rx: 'none',
    price: '52.00', retail: '98.00', stock: 110, step: 1, minBuy: 1, validMonths: 60, expiry: '2030-10-31',
    storage: '置于阴凉干燥处。', usage: '用于腰部的固定、支撑与保护，适用于腰肌劳损、腰椎间盘突出等辅助护理。',
  },
  {
    name: '医用颈托', brand: '鱼跃', sccj: YUWELL, ypgg: '均码', bzdw: '个',
    approval: '苏丹械备20160079号', category: brace, kind: 'device', rx: 'none',
    price: '46.00', retail: '89.00', stock: 3, step: 1, minBuy: 1, validMonths: 60, expiry: '2030-09-30',
    storage: '置于阴凉干燥处。', usage: '用于颈部的固定与支撑，缓解颈部压力。',
  },

  /* ---------- 诊断试剂 ---------- */
  {
    name: '人绒毛膜促性腺激素（HCG）检测试纸（胶体金法）', brand: '艾康', sccj: '艾康生物技术（杭州）有限公司', ypgg: '笔型 1支', bzdw: '盒',
    approval: '浙械注准20162400318', category: hcg, kind: 'device', rx: 'none',
    price: '3.20', retail: '12.00', stock: 2400, step: 20, minBuy: 20, validMonths: 24, expiry: '2028-01-31',
    tags: ['满'], storage: IVD, usage: '用于定性检测女性尿液中的人绒毛膜促性腺激素，辅助早期妊娠诊断。',
  },
  {
    name: '人绒毛膜促性腺激素（HCG）检测试纸（胶体金法）', brand: '艾康', sccj: '艾康生物技术（杭州）有限公司', ypgg: '条型 5人份', bzdw: '盒',
    approval: '浙械注准20162400318', category: hcg, kind: 'device', rx: 'none',
    price: '4.80', retail: '15.00', stock: 1300, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-04-30',
    storage: IVD, usage: '用于定性检测女性尿液中的人绒毛膜促性腺激素，辅助早期妊娠诊断。',
  },
  {
    name: '促黄体生成素（LH）检测试纸（胶体金法）', brand: '艾康', sccj: '艾康生物技术（杭州）有限公司', ypgg: '条型 10人份', bzdw: '盒',
    approval: '浙械注准20162400319', category: lh, kind: 'device', rx: 'none',
    price: '8.50', retail: '25.00', stock: 620, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-03-31',
    storage: IVD, usage: '用于定性检测女性尿液中的促黄体生成素，预测排卵时间。',
  },
  {
    name: '新型冠状病毒（2019-nCoV）抗原检测试剂盒（胶体金法）', brand: '万孚', sccj: '广州万孚生物技术股份有限公司', ypgg: '1人份/盒', bzdw: '盒',
    approval: '国械注准20223400179', category: antigen, kind: 'device', rx: 'none',
    price: '1.50', retail: '5.00', stock: 3600, step: 20, minBuy: 20, validMonths: 24, expiry: '2027-01-31',
    tags: ['特'], storage: IVD, usage: '用于体外定性检测人鼻腔拭子样本中的新型冠状病毒N蛋白抗原。',
  },
  {
    name: '甲型/乙型流感病毒抗原检测试剂盒（胶体金法）', brand: '万孚', sccj: '广州万孚生物技术股份有限公司', ypgg: '1人份/盒', bzdw: '盒',
    approval: '国械注准20183400412', category: antigen, kind: 'device', rx: 'none',
    price: '9.80', retail: '25.00', stock: 1450, step: 10, minBuy: 10, validMonths: 24, expiry: '2028-02-29',
    tags: ['新'], storage: IVD, usage: '用于体外定性检测人鼻咽拭子样本中的甲型、乙型流感病毒抗原，辅助诊断流感。',
  },
];
