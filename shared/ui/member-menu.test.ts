import { describe, expect, it } from 'vitest';
import { isMenuItemCurrent, MEMBER_MENU } from './member-menu';

/** The entries current on a page: exactly one for every page the menu covers. */
function currentOn(pathname: string, search = ''): string[] {
  return MEMBER_MENU.flatMap((section) => section.items.filter((item) => isMenuItemCurrent(item, pathname, search)).map((item) => item.label));
}

describe('the member menu', () => {
  it('marks one entry on each page, pages under an entry included', () => {
    expect(currentOn('/user')).toEqual(['会员中心首页']);
    expect(currentOn('/order')).toEqual(['我的订单']);
    expect(currentOn('/order', '?status=2')).toEqual(['我的订单']);
    expect(currentOn('/order/info/12')).toEqual(['我的订单']);
    expect(currentOn('/order', '?status=6')).toEqual(['售后']);
    expect(currentOn('/order/afterSalesInfo/3')).toEqual(['售后']);
    expect(currentOn('/order/returnInfo/3')).toEqual(['售后']);
    expect(currentOn('/zzfw/pzqg/add')).toEqual(['品种求购']);
    expect(currentOn('/zhzx/basic')).toEqual(['基本信息']);
    expect(currentOn('/zhzx/basic/zzzj')).toEqual(['资质证件']);
    expect(currentOn('/wdxx')).toEqual(['我的消息']);
    expect(currentOn('/zhzx/wdxx')).toEqual(['我的消息']);
  });

  it('marks nothing on pages it does not list', () => {
    expect(currentOn('/cart')).toEqual([]);
    expect(currentOn('/orders-elsewhere')).toEqual([]);
  });
});
