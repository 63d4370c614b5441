/**
 * The input of POST /api/login (./auth.ts login), apart so the 账号登录 form validates with it: browser code
 * imports this module only with a dynamic import, on submit, so it and zod load in a chunk of their own
 * (scripts/build/contract-for-browser.ts, docs/decisions.md ADR-059).
 */
import { z } from 'zod';
import { text } from './fields';

export const loginInput = z.object({
  username: text('用户名', 64, '请输入用户名或手机号'),
  // Not trimmed: a password is compared as typed.
  password: text('密码', 128, '请输入密码', { trim: false }),
});
