import { z } from 'zod';

/** GET /api/user/pay_password: the buyer's 支付密码 state (never the password or its hash). */
export const payPasswordStateSchema = z.strictObject({
  /** 1 once the buyer has set a 支付密码; wallet payments need it. */
  is_set: z.literal([0, 1]),
  /** When it was last set or changed (seconds); 0 while unset. */
  set_at: z.number(),
  /** While wrong tries have locked it: when it unlocks (seconds); 0 when not locked. */
  locked_until: z.number(),
  /** Tries left before the lock (5 after a success or a passed lock). */
  tries_left: z.number(),
});

export type PayPasswordState = z.infer<typeof payPasswordStateSchema>;
