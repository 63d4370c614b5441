/**
 * The purchase agreement's text. A new text moves CURRENT_CONTRACT_VERSION
 * (shared/contract/purchase-contract.ts, which the seed reads too): every
 * buyer then signs again before their next order (the 459 of POST /api/order).
 */
export { CURRENT_CONTRACT_VERSION } from '../../../shared/contract/purchase-contract';

export const CONTRACT_TITLE = '药品采购电子合同';

export const CONTRACT_SECTIONS: readonly { heading: string; body: readonly string[] }[] = [
  {
    heading: '第一条 合同订立',
    body: [
      '乙方通过甲方平台提交的每一笔订单，均为依据本合同订立的药品买卖合同；订单载明的品名、规格、生产厂家、数量、单价及金额为该笔交易的具体约定。',
      '乙方确认其已取得合法有效的药品经营（使用）资质，并保证在平台登记的资质信息真实、完整、有效；资质变更或到期时应及时更新。',
    ],
  },
  {
    heading: '第二条 价格与支付',
    body: [
      '商品价格以乙方下单时平台显示的价格为准，阶梯价、满减、优惠券等优惠按下单时的规则计算。',
      '乙方可选择余额支付、在线支付或对公转账；订单在规定时间内未支付的，系统自动取消并释放库存。含麻黄碱类复方制剂仅支持对公转账或在线支付。',
    ],
  },
  {
    heading: '第三条 质量保证',
    body: [
      '甲方保证所售药品来源合法，符合国家药品标准，并按《药品经营质量管理规范》储存、运输；随货提供药品检验报告及销售凭证。',
      '冷链药品全程冷链配送，乙方收货时应核对温度记录。',
    ],
  },
  {
    heading: '第四条 配送与验收',
    body: ['甲方按订单地址配送。乙方应在签收时当场核对品种、数量及外包装，发现破损、错发、少发的，应在签收后48小时内通过平台申请售后。'],
  },
  {
    heading: '第五条 退货与退款',
    body: [
      '因质量问题、破损、错发或近效期原因，乙方可申请退货退款；经审核同意的，退款原路退回或退至乙方平台余额。',
      '药品一经售出，非质量问题原则上不予退换；特殊管理药品的退货按国家规定办理。',
    ],
  },
  {
    heading: '第六条 合规经营',
    body: ['乙方承诺所购药品仅用于其合法经营或使用范围，不得转售给无资质单位或个人，含麻黄碱类复方制剂的购买与销售遵守国家有关规定。'],
  },
  {
    heading: '第七条 其他',
    body: [
      '本合同自乙方在线签署之日起生效，对乙方此后通过平台提交的全部订单有效；合同修订时，平台将提示乙方签署新版本，签署前不能下单。',
      '因本合同引起的争议，双方协商解决；协商不成的，提交甲方所在地人民法院诉讼解决。',
    ],
  },
];
