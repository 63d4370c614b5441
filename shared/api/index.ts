// The browser API client (spec §7, §8). Explicit list: what is not here is internal.
export { createApi, getApi, FORM_CONTENT_TYPE } from './client';
export type { Api, ApiOptions, SendOptions, HttpClient } from './client';
export { call } from './call';
export type { CallOptions } from './call';
export { ApiError, isApiError, FailureMessages } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export { effectOf, applyEffect, LOGIN_PATH, CONTRACT_PATH } from './effects';
export type { Effect } from './effects';
export { encodeForm } from './form-encoding';
export { oncePerPage, clearPageMemo } from './page-memo';
export { forgetFirstAnswers, firstAnswersLeft } from './first-answers';
export { login, fetchUserBase, logout, fetchSessions, logoutAll, changePassword } from './calls/auth';
export { fetchFocusCommon, fetchGlobalLinks, fetchHomeFocus, fetchSiteFooter, fetchSiteInfo, sendPageView } from './calls/content';
export { fetchHelpCategory, fetchHelpPage, fetchNewsDetail, fetchNewsList } from './calls/help';
export {
  searchGoods,
  fetchGoodsList,
  fetchGoodsDetail,
  fetchGoodsCombinations,
  fetchHotGoods,
  fetchGoodsFloors,
  fetchActivityGoods,
  fetchEverydayPrice,
  fetchSpike,
  fetchBrandZone,
  fetchBrandDetail,
} from './calls/goods';
export { fetchFavorites, addFavorites, cancelFavorites } from './calls/favorite';
export {
  newIdempotencyKey,
  createOrder,
  fetchOrders,
  fetchOrderCounts,
  fetchOrder,
  cancelOrder,
  receiveOrder,
  rebuyOrder,
  fetchOrderLogistics,
  fetchPayInfo,
  payOrder,
  fetchPaymentStatus,
  fetchHmReceipts,
} from './calls/order';
export { fetchAddresses, createAddress, updateAddress, deleteAddress, setDefaultAddress } from './calls/address';
export type { AddressInput } from './calls/address';
export { fetchWallet, fetchWalletLog, fetchCoupons, fetchAvailableCoupons, fetchCouponNum } from './calls/wallet';
export { fetchReturnForm, applyReturn, fetchAfterSales, fetchAfterSale, cancelAfterSale, fetchSalesReturn } from './calls/after-sale';
export { fetchPointsGifts, exchangePoints, fetchPointsOrders, fetchPointsLog } from './calls/points';
export { fetchInvoices, reissueInvoice } from './calls/invoice';
export { fetchDrawSimple, fetchDrawActivity, drawNow, fetchDrawWinners, fetchDrawRecords, fetchDrawAds } from './calls/lottery';
export { fetchFastBuy, fetchVarietyRequests, fetchVarietyRequest, createVarietyRequest, fetchFeedback, sendFeedback, uploadImage } from './calls/self-service';
export { fetchChatMessages, sendChatMessage } from './calls/chat';
export { fetchPayPasswordState, setPayPassword, changePayPassword } from './calls/pay-password';
export {
  fetchStores,
  switchStore,
  updateUserInfo,
  checkPhone,
  sendChangePhoneCode,
  fetchMessages,
  markMessageRead,
  markAllMessagesRead,
  fetchWechatBinding,
  createWechatQr,
  fetchWechatScan,
  unbindWechat,
  fetchInspectionReports,
} from './calls/account';
export { fetchContract, signContract } from './calls/purchase-contract';
export {
  createCode,
  checkCode,
  resetPassword,
  registerStep1,
  registerStoreStart,
  fetchRegistrationDraft,
  registerStep2,
  registerSubmit,
  fetchRegions,
  fetchZizhi,
  renewZizhi,
  fetchJyfw,
  fetchHelpArticle,
} from './calls/onboarding';
export { createWechatLoginQr, fetchWechatLoginState, fetchWechatRegistrationScan, registerWechatStep1 } from './calls/wechat-login';
export { fetchZoneFocus, fetchControlledAds, fetchActivity, fetchActivities, resolveActivity, tapActivity } from './calls/zones';
export type { ZoneFocusName } from './calls/zones';
export { fetchDealZoneFocus, fetchGroupDeals, fetchGroupDealOfGoods, joinGroupDeal, fetchCouponCentre, claimCoupon } from './calls/deal-zones';
export { fetchCashbackZone, fetchWelfareZone, fetchOrderCashback } from './calls/cashback-welfare';
export { fetchComboGiftGroups, fetchComboGiftGoods } from './calls/combo-gifts';
export { fetchTopFocus, fetchRightAd, fetchLoginAd, fetchNewUserPicks, fetchYouMayLike } from './calls/ads';
export { fetchAuthorizeInfo, approveAuthorization, denyAuthorization, fetchOauthGrants, revokeOauthGrant } from './calls/oauth';
