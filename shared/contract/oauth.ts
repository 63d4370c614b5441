/**
 * Shapes of the partner sign-in answers (OAuth 2.0 authorisation code with
 * PKCE, RFC 6749 + RFC 7636): the consent page's partner card and the
 * account centre's 授权管理 list. Times are unix seconds (docs/product/constants.md).
 */

import { z } from 'zod';

/** What an approved partner may do with the buyer's token, as the consent page lists it. */
export const PARTNER_SCOPE_TEXT = ['搜索商品、查看批发价', '管理购物车、收藏', '提交订单、查看订单与支付'] as const;
/** What it may not: shown beside, so the buyer knows the account stays theirs. */
export const PARTNER_SCOPE_LIMITS = ['不能修改登录密码、支付密码或绑定微信', '不能切换门店或查看登录设备'] as const;

export const oauthClientSchema = z.strictObject({
  client_id: z.string(),
  /** 合作方名称. */
  name: z.string(),
  /** The origin the code goes back to (the redirect URI's), shown so the buyer sees where. */
  origin: z.string(),
});

export const oauthAuthorizeInfoSchema = z.strictObject({
  client: oauthClientSchema,
  /** 1: this login already approved the partner (the page goes on without asking again). */
  approved: z.literal([0, 1]),
});

export const oauthRedirectSchema = z.strictObject({
  /** Where the popup goes next: the partner's redirect URI with code and state (or error) in its query. */
  redirect_to: z.string(),
});

export const oauthGrantSchema = z.strictObject({
  id: z.number(),
  client_id: z.string(),
  name: z.string(),
  /** The partner's page origins. */
  origins: z.array(z.string()),
  /** 授权时间. */
  created_at: z.number(),
  /** 最近使用 (a token issued or refreshed); 0: not yet. */
  last_used_at: z.number(),
});

export const oauthGrantListSchema = z.strictObject({ list: z.array(oauthGrantSchema) });

export type OauthClient = z.infer<typeof oauthClientSchema>;
export type OauthAuthorizeInfo = z.infer<typeof oauthAuthorizeInfoSchema>;
export type OauthGrant = z.infer<typeof oauthGrantSchema>;
