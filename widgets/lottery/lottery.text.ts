/** The lottery pop-up's words (docs/product/errors.md "Lottery success", "Closing a running draw"). */
export const lotteryText = {
  title: '幸运抽奖',
  prizes: '奖品一览',
  rules: '活动规则',
  winners: '中奖名单',
  won: '抽中',
  draw: '立即抽奖',
  drawing: '正在抽奖，请稍候…',
  close: '关闭',
  cancel: '取消',
  ok: '我知道了',
  congratulations: (prize: string) => `恭喜您获得「${prize}」！`,
  noPrize: '很遗憾，本次未中奖',
  view: (page: string) => `去${page}查看`,
  confirmTitle: '正在抽奖',
  /** docs/product/errors.md: closing while the draw runs; the middle part links the member centre's 我的抽奖. */
  confirmClose: ['关闭后如未看到抽奖结果，请到个人中心的', '我的抽奖', '查看。确定关闭吗？'] as const,
  /** The member centre's page of one's own draws (the host's route /wdcj). */
  drawsPath: '/wdcj',
} as const;
