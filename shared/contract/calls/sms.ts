import { z } from 'zod';
import { defineCall } from '../define-call';
import { createCodeInput } from './account-fields';

// The rules of a code live with the form fields that check them (./account-fields.ts); said here too for the
// server and the tests that read them from this module.
export { SMS_PURPOSES, SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, SMS_CODE_MESSAGES, mobilePhone, smsCode } from './account-fields';
export type { SmsPurpose } from './account-fields';

export const createCodeResultSchema = z.strictObject({
  /** Seconds before another code may be asked for this phone. */
  resend_after: z.number(),
  /** Seconds the code stays valid. */
  expires_in: z.number(),
});
export type CreateCodeResult = z.infer<typeof createCodeResultSchema>;

/**
 * POST /api/user/create_code: sends a 6-digit code by SMS. register and
 * change_phone refuse a phone already registered (422 on phone); reset
 * refuses an unknown one (422 on phone, the same answer registration gives
 * away anyway). change_phone needs a session. Too soon or too many: 422 on
 * phone with the wait.
 */
export const createCode = defineCall({
  output: createCodeResultSchema,
  method: 'POST',
  path: '/api/user/create_code',
  access: 'optional',
  input: createCodeInput,
});
