import * as calls from '../../shared/contract/calls';
import type { CallDef } from '../../shared/contract/define-call';

/**
 * Calls that act on the login account rather than on buying: a partner's
 * OAuth token (scope 'partner', held by a foreign page) is refused on each
 * with 403, whatever the route's own checks. The login's own access token
 * keeps its documented reach (auth.ts assertSessionScope refuses it on
 * password and sessions only), since the site's frames use it.
 */
export const ACCOUNT_LEVEL_CALLS: ReadonlySet<CallDef> = new Set<CallDef>([
  // 修改登录密码, the session list, 退出所有设备, logout.
  calls.changePassword,
  calls.userSessions,
  calls.logoutAll,
  calls.logout,
  // 多门店管理: the store list and the switch; 基本信息's contact and phone change.
  calls.accountStores,
  calls.accountStoreSwitch,
  calls.updateUserInfo,
  // 支付密码: setting or changing it (paying with it is buying, and stays allowed).
  calls.payPasswordSet,
  calls.payPasswordChange,
  // 绑定微信.
  calls.wechatBinding,
  calls.wechatQr,
  calls.wechatScanState,
  calls.unbindWechat,
  // 授权管理 and consent: a partner can neither see the others nor approve itself.
  calls.oauthGrants,
  calls.oauthGrantRevoke,
  calls.oauthApprove,
]);

export const PARTNER_TOKEN_REFUSED = '合作方页面的登录凭证无权进行此操作，请在药批网站操作';
