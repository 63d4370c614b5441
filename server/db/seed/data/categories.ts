import type { SeedCategory } from './types';

/**
 * Three-level goods category tree (top → middle → leaf).
 * Goods reference a category by its [top, middle, leaf] names.
 */
export const categoryTree: SeedCategory[] = [
  {
    name: '西药',
    icon: 'pill',
    children: [
      {
        name: '抗感染药',
        children: [{ name: '青霉素类' }, { name: '头孢菌素类' }, { name: '大环内酯类' }, { name: '喹诺酮类' }, { name: '抗病毒药' }, { name: '抗真菌药' }],
      },
      {
        name: '呼吸系统用药',
        children: [{ name: '感冒用药' }, { name: '止咳化痰' }, { name: '平喘药' }, { name: '抗过敏药' }],
      },
      {
        name: '解热镇痛',
        children: [{ name: '解热镇痛药' }, { name: '非甾体抗炎药' }, { name: '儿童退热' }],
      },
      {
        name: '心脑血管用药',
        children: [{ name: '降压药' }, { name: '调脂药' }, { name: '抗血栓药' }, { name: '抗心绞痛药' }, { name: '脑血管用药' }],
      },
      {
        name: '消化系统用药',
        children: [{ name: '抑酸护胃' }, { name: '胃肠动力药' }, { name: '止泻药' }, { name: '通便药' }, { name: '肝胆用药' }],
      },
      {
        name: '内分泌用药',
        children: [{ name: '降糖药' }, { name: '胰岛素' }, { name: '甲状腺用药' }, { name: '激素类' }],
      },
      {
        name: '皮肤科用药',
        children: [{ name: '皮肤抗真菌' }, { name: '皮炎湿疹' }, { name: '痤疮用药' }, { name: '外用抗菌' }],
      },
      {
        name: '维生素矿物质',
        children: [{ name: '维生素类' }, { name: '钙剂' }, { name: '补铁补锌' }],
      },
    ],
  },
  {
    name: '中成药',
    icon: 'herb',
    children: [
      {
        name: '感冒清热',
        children: [{ name: '风寒感冒' }, { name: '风热感冒' }, { name: '暑湿感冒' }, { name: '清热解毒' }],
      },
      {
        name: '咳嗽用药',
        children: [{ name: '止咳化痰' }, { name: '止咳平喘' }],
      },
      {
        name: '五官科用药',
        children: [{ name: '咽喉用药' }, { name: '口腔用药' }, { name: '眼科用药' }],
      },
      {
        name: '脾胃消化',
        children: [{ name: '健脾和胃' }, { name: '消食导滞' }, { name: '肠道用药' }],
      },
      {
        name: '心脑血管',
        children: [{ name: '活血化瘀' }, { name: '益气养心' }],
      },
      {
        name: '滋补调理',
        children: [{ name: '补肾' }, { name: '补气养血' }, { name: '安神助眠' }],
      },
      {
        name: '妇科用药',
        children: [{ name: '调经养血' }, { name: '妇科炎症' }],
      },
      {
        name: '骨伤风湿',
        children: [{ name: '跌打损伤' }, { name: '风湿痹痛' }, { name: '膏药贴剂' }],
      },
    ],
  },
  {
    name: '中药饮片',
    icon: 'slices',
    children: [
      {
        name: '解表药',
        children: [{ name: '发散风寒' }, { name: '发散风热' }],
      },
      {
        name: '清热药',
        children: [{ name: '清热泻火' }, { name: '清热解毒' }, { name: '清热燥湿' }],
      },
      {
        name: '补虚药',
        children: [{ name: '补气药' }, { name: '补血药' }, { name: '补阴药' }],
      },
      {
        name: '活血化瘀药',
        children: [{ name: '活血止痛' }, { name: '活血调经' }],
      },
      {
        name: '滋补贵细',
        children: [{ name: '参类' }, { name: '花草茶饮' }, { name: '药食同源' }],
      },
    ],
  },
  {
    name: '医疗器械',
    icon: 'device',
    children: [
      {
        name: '家用检测',
        children: [{ name: '血压计' }, { name: '血糖仪' }, { name: '血糖试纸' }, { name: '体温计' }, { name: '血氧仪' }],
      },
      {
        name: '医用耗材',
        children: [{ name: '医用口罩' }, { name: '注射器' }, { name: '输液器' }, { name: '医用手套' }, { name: '棉签棉球' }],
      },
      {
        name: '创伤护理',
        children: [{ name: '创可贴' }, { name: '纱布绷带' }, { name: '医用敷料' }, { name: '医用胶带' }],
      },
      {
        name: '康复理疗',
        children: [{ name: '制氧机' }, { name: '雾化器' }, { name: '轮椅助行' }, { name: '护具' }],
      },
      {
        name: '诊断试剂',
        children: [{ name: '早孕检测' }, { name: '排卵检测' }, { name: '抗原检测' }],
      },
    ],
  },
  {
    name: '保健食品',
    icon: 'health',
    children: [
      {
        name: '营养补充',
        children: [{ name: '维生素' }, { name: '钙铁锌' }, { name: '蛋白粉' }, { name: '鱼油' }],
      },
      {
        name: '传统滋补',
        children: [{ name: '阿胶' }, { name: '人参西洋参' }, { name: '蜂产品' }],
      },
      {
        name: '功能保健',
        children: [{ name: '增强免疫' }, { name: '改善睡眠' }, { name: '骨关节' }, { name: '辅助降血脂' }],
      },
    ],
  },
  {
    name: '计生用品',
    icon: 'family',
    children: [
      {
        name: '安全套',
        children: [{ name: '超薄型' }, { name: '螺纹颗粒' }, { name: '持久型' }],
      },
      {
        name: '润滑护理',
        children: [{ name: '人体润滑剂' }, { name: '私处护理' }],
      },
      {
        name: '避孕药',
        children: [{ name: '紧急避孕' }, { name: '短效避孕' }],
      },
    ],
  },
  {
    name: '个人护理',
    icon: 'care',
    children: [
      {
        name: '口腔护理',
        children: [{ name: '牙膏' }, { name: '漱口水' }],
      },
      {
        name: '皮肤护理',
        children: [{ name: '润唇护手' }, { name: '润肤乳霜' }],
      },
      {
        name: '眼部护理',
        children: [{ name: '隐形眼镜护理液' }, { name: '眼部热敷' }],
      },
    ],
  },
  {
    name: '消毒用品',
    icon: 'disinfect',
    children: [
      {
        name: '皮肤消毒',
        children: [{ name: '医用酒精' }, { name: '碘伏' }, { name: '消毒棉片' }],
      },
      {
        name: '环境消毒',
        children: [{ name: '含氯消毒液' }, { name: '消毒片' }, { name: '衣物消毒' }],
      },
      {
        name: '手部消毒',
        children: [{ name: '免洗洗手液' }, { name: '抑菌洗手液' }],
      },
    ],
  },
  {
    name: '母婴用品',
    icon: 'baby',
    children: [
      {
        name: '婴童护理',
        children: [{ name: '护臀润肤' }, { name: '湿巾棉柔巾' }, { name: '退热贴' }],
      },
      {
        name: '孕产用品',
        children: [{ name: '防溢乳垫' }, { name: '产褥垫' }],
      },
      {
        name: '喂养用品',
        children: [{ name: '奶瓶奶嘴' }, { name: '婴儿营养' }],
      },
    ],
  },
];
