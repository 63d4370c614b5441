import { z } from 'zod';
import { defineCall } from '../define-call';
import type { UserState } from '../user';

export const login = defineCall<{ token: string; user: UserState }>()({
  method: 'POST',
  path: '/api/login',
  access: 'optional',
  input: z.object({
    username: z
      .string({ error: '请输入用户名或手机号' })
      .trim()
      .min(1, '请输入用户名或手机号')
      .max(64, '用户名不能超过64个字符'),
    password: z
      .string({ error: '请输入密码' })
      .min(1, '请输入密码')
      .max(128, '密码不能超过128个字符'),
  }),
});

export const userBase = defineCall<UserState>()({
  method: 'GET',
  path: '/api/user/base',
  access: 'member',
  input: z.object({}),
});

export const logout = defineCall<null>()({
  method: 'DELETE',
  path: '/api/user/logout',
  access: 'optional',
  input: z.object({}),
});
