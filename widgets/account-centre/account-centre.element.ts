import { defineWidget } from '../../shared/elements/register';
import { AccountCentre } from './account-centre.component';
import formFieldCss from '../../shared/ui/form-field.css?inline';
import memberPagesCss from '../../shared/ui/member-pages.css?inline';
import css from './account-centre.css?inline';

/**
 * <yp-account-centre page="basic|zzzj|ddgl|bdwx|wdxx|jybg|addr|zfmm|aqsz|sqgl" [search] [api-base] [site] [token]>
 *
 * The buyer's account centre: the member menu and breadcrumb around one of
 * its pages (基本信息, 资质证件, 多门店管理, 绑定微信, 我的消息, 质检报告,
 * 收货地址, 支付密码, 账户安全). Menu entries open the site's pages. Parts:
 * page, menu.
 */
export const ACCOUNT_CENTRE_TAG = 'yp-account-centre';

defineWidget(ACCOUNT_CENTRE_TAG, AccountCentre, {
  props: { page: 'string', search: 'string' },
  css: [memberPagesCss, formFieldCss, css],
});
