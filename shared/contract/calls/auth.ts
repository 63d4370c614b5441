import { z } from 'zod';
import { defineCall } from '../define-call';
import { text } from './fields';
import type { UserState } from '../user';

export const login = defineCall<{ token: string; user: UserState }>()({
  method: 'POST',
  path: '/api/login',
  access: 'optional',
  input: z.object({
    username: text('用户名', 64, '请输入用户名或手机号'),
    // Not trimmed: a password is compared as typed.
    password: text('密码', 128, '请输入密码', { trim: false }),
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
