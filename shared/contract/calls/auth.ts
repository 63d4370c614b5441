import { z } from 'zod';
import { defineCall } from '../define-call';
import { loginInput } from './login-input';
import { changePasswordInput } from './password-input';
import { userStateSchema } from '../user';

export const login = defineCall({
  output: z.strictObject({ token: z.string(), user: userStateSchema }),
  method: 'POST',
  path: '/api/login',
  access: 'optional',
  input: loginInput,
});

export const userBase = defineCall({
  output: userStateSchema,
  method: 'GET',
  path: '/api/user/base',
  access: 'member',
  input: z.object({}),
});

export const logout = defineCall({
  output: z.null(),
  method: 'DELETE',
  path: '/api/user/logout',
  access: 'optional',
  input: z.object({}),
});

/** One live login of the buyer, for 账户安全. */
export const sessionInfoSchema = z.strictObject({
  id: z.number(),
  ip: z.string(),
  /** The browser's user agent as it logged in. */
  user_agent: z.string(),
  /** Login time, unix seconds (docs/product/constants.md). */
  created_at: z.number(),
  /** 1 for the session making this call. */
  current: z.literal([0, 1]),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The buyer's live sessions. Needs the session cookie: an access token is refused (403). */
export const userSessions = defineCall({
  output: z.strictObject({ list: z.array(sessionInfoSchema) }),
  method: 'GET',
  path: '/api/user/sessions',
  access: 'member',
  input: z.object({}),
});

/** 退出所有设备: ends every session of the buyer, this one included. Needs the session cookie. */
export const logoutAll = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/user/logout_all',
  access: 'member',
  input: z.object({}),
});

/** 修改登录密码: ends every other session; this one stays. Needs the session cookie. */
export const changePassword = defineCall({
  output: z.null(),
  method: 'POST',
  path: '/api/user/password',
  access: 'member',
  input: changePasswordInput,
});
