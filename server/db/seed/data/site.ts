import type { SeedBanner, SeedBrand, SeedNavItem, SeedSiteSettings } from './types';

export const siteSettings: SeedSiteSettings = {
  siteName: '药批',
  slogan: '正品药械 · 一站采购',
  hotLine: '400-611-8899',
  complaintHotline: '0311-86692235',
  serviceHours: '周一至周日 8:00-21:00',
  qq1: '2853769120',
  qq2: '3008621547',
  email: 'kefu@yaopi.com.cn',
  companyName: '河北药批医药科技有限公司',
  companyAddress: '河北省石家庄市长安区中山东路508号东胜广场B座12层',
  licences: [
    {
      name: '药品经营许可证',
      number: '冀AA3110059',
      issuer: '河北省药品监督管理局',
      validUntil: '2029-06-18',
    },
    {
      name: '医疗器械经营许可证',
      number: '冀石药监械经营许20190123号',
      issuer: '石家庄市市场监督管理局',
      validUntil: '2029-04-09',
    },
    {
      name: '第二类医疗器械经营备案凭证',
      number: '冀石药监械经营备20190456号',
      issuer: '石家庄市市场监督管理局',
    },
    {
      name: '互联网药品信息服务资格证书',
      number: '(冀)-经营性-2023-0012',
      issuer: '河北省药品监督管理局',
      validUntil: '2028-03-21',
    },
    {
      name: '食品经营许可证',
      number: 'JY11301020156793',
      issuer: '石家庄市长安区行政审批局',
      validUntil: '2027-11-30',
    },
    {
      name: '营业执照',
      number: '统一社会信用代码 91130102MA0DJ8K45Q',
      issuer: '石家庄市长安区行政审批局',
    },
  ],
  icp: '冀ICP备19012345号-1',
  police: '冀公网安备13010202003456号',
  qualityInspection: { url: '', msg: '质检报告请联系您的专属客服索取' },
  appDownload: {
    title: '药批APP',
    text: '扫码下载药批APP，随时随地采购，订单物流实时掌握，新用户首单享专属优惠。',
  },
  statement: '本网站不发布毒性药品、麻醉药品、精神药品、放射性药品、戒毒药品和医疗机构制剂的产品信息',
  copyright: 'Copyright © 2019-2026 河北药批医药科技有限公司 版权所有',
  // The cold-chain warehouse of the news post 石家庄新冷链仓投入使用: every parcel leaves from here.
  warehouse: {
    name: '石家庄栾城仓',
    province: '河北省',
    city: '石家庄市',
    district: '栾城区',
    address: '裕翔街168号药批医药物流园',
    cutoff: '16:00',
    deliveryTimes: [
      { region: '石家庄市区', time: '当日或次日送达' },
      { region: '河北省内', time: '次日送达' },
      { region: '京津及周边省份', time: '2-3天送达' },
      { region: '其他省份', time: '3-5天送达，偏远地区以物流实际为准' },
    ],
  },
};

export const navItems: SeedNavItem[] = [
  { name: '首页', url: '/' },
  { name: '领券中心', url: '/lqzx', badge: '券' },
  { name: '每日特价', url: '/mrtj', badge: '热' },
  { name: '品牌专区', url: '/ppzq' },
  { name: '中药专区', url: '/zyyp' },
  { name: '器械专区', url: '/qxzq' },
  { name: '包邮专区', url: '/yx' },
  { name: '近效期专区', url: '/jxqzc' },
  { name: '控销专区', url: '/kxzq' },
  { name: '拼团专区', url: '/ptzq', badge: '新' },
  { name: '组合购', url: '/zhzq' },
  { name: '积分商城', url: '/jfsc' },
];

export const hotSearches: string[] = ['阿莫西林', '布洛芬', '连花清瘟', '感冒灵', '口罩', '蒙脱石散', '六味地黄丸', '血压计', '奥司他韦', '藿香正气'];

export const banners: SeedBanner[] = [
  {
    title: '秋冬呼吸季 · 感冒用药节',
    subtitle: '感冒灵、连花清瘟、奥司他韦等热销品满3000减150',
    url: '/mrtj',
    theme: { from: '#e8453c', to: '#ff8a4c', accent: '#fff3c4' },
  },
  {
    title: '品牌馆 · 大厂直供',
    subtitle: '华北制药、石药集团、扬子江 正品保障 阶梯特惠',
    url: '/ppzq',
    theme: { from: '#1f6fd1', to: '#4fb3ff', accent: '#ffe082' },
  },
  {
    title: '道地药材 · 中药饮片专场',
    subtitle: '黄芪、当归、三七粉 产地直采 品质可溯源',
    url: '/zyyp',
    theme: { from: '#6b4a2b', to: '#b98b52', accent: '#f7e7c6' },
  },
  {
    title: '家用器械 · 包邮到店',
    subtitle: '鱼跃血压计、血氧仪、制氧机 单品包邮 售后无忧',
    url: '/qxzq',
    theme: { from: '#0f9d8a', to: '#47d1b4', accent: '#ffffff' },
  },
  {
    title: '领券中心 · 新客专享',
    subtitle: '首单立减50元，满减券、品类券每日10点准时发放',
    url: '/lqzx',
    theme: { from: '#7b3fe4', to: '#c06cf2', accent: '#ffd54f' },
  },
];

export const brands: SeedBrand[] = [
  {
    name: '同仁堂',
    sccj: '北京同仁堂股份有限公司同仁堂制药厂',
    keyword: '同仁堂',
    intro: '始创于1669年的中华老字号，安宫牛黄丸、六味地黄丸、乌鸡白凤丸等经典名方享誉海内外。',
    color: '#a52a2a',
  },
  {
    name: '云南白药',
    sccj: '云南白药集团股份有限公司',
    keyword: '云南白药',
    intro: '百年国药品牌，云南白药气雾剂、云南白药膏、云南白药创可贴为家庭常备伤科用药。',
    color: '#c62828',
  },
  {
    name: '999',
    sccj: '华润三九医药股份有限公司',
    keyword: '华润三九',
    intro: '华润三九旗下OTC领导品牌，999感冒灵、999皮炎平、三九胃泰家喻户晓。',
    color: '#2e7d32',
  },
  {
    name: '以岭',
    sccj: '石家庄以岭药业股份有限公司',
    keyword: '以岭',
    intro: '络病理论创新中药代表企业，连花清瘟、通心络、参松养心、芪苈强心等专利中药。',
    color: '#1565c0',
  },
  {
    name: '修正',
    sccj: '修正药业集团股份有限公司',
    keyword: '修正药业',
    intro: '“良心药，放心药，管用的药”，斯达舒、消糜栓等产品深受药店欢迎。',
    color: '#d84315',
  },
  {
    name: '汤臣倍健',
    sccj: '汤臣倍健股份有限公司',
    keyword: '汤臣倍健',
    intro: '中国膳食营养补充剂领导品牌，蛋白粉、多种维生素、健力多氨糖软骨素钙片等。',
    color: '#ef6c00',
  },
  {
    name: '鱼跃',
    sccj: '江苏鱼跃医疗设备股份有限公司',
    keyword: '鱼跃',
    intro: '家用医疗器械领先品牌，电子血压计、制氧机、雾化器、血氧仪、轮椅全线覆盖。',
    color: '#0277bd',
  },
  {
    name: '稳健',
    sccj: '稳健医疗用品股份有限公司',
    keyword: '稳健',
    intro: '医用敷料及防护用品专业制造商，医用外科口罩、医用棉签、无菌敷贴品质可靠。',
    color: '#00897b',
  },
  {
    name: '华北制药',
    sccj: '华北制药股份有限公司',
    keyword: '华北制药',
    intro: '新中国第一家大型抗生素生产企业，阿莫西林、青霉素、头孢类抗生素产销量居全国前列。',
    color: '#283593',
  },
  {
    name: '石药',
    sccj: '石药集团欧意药业有限公司',
    keyword: '石药集团',
    intro: '石药集团旗下欧意、中诺等企业，提供抗感染、心脑血管、解热镇痛等普药品种。',
    color: '#6a1b9a',
  },
  {
    name: '扬子江',
    sccj: '扬子江药业集团有限公司',
    keyword: '扬子江',
    intro: '国内领先的综合性制药集团，胃苏颗粒、蓝芩口服液、苏黄止咳胶囊、百乐眠胶囊等独家品种。',
    color: '#1e88e5',
  },
  {
    name: '哈药',
    sccj: '哈药集团三精制药有限公司',
    keyword: '哈药',
    intro: '哈药集团旗下三精、制药总厂、制药六厂，葡萄糖酸钙锌口服溶液、双黄连口服液等国民药品。',
    color: '#e53935',
  },
];
