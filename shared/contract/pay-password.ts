/** GET /api/user/pay_password: the buyer's 支付密码 state (never the password or its hash). */
export interface PayPasswordState {
  /** 1 once the buyer has set a 支付密码; wallet payments need it. */
  is_set: 0 | 1;
  /** When it was last set or changed (seconds); 0 while unset. */
  set_at: number;
  /** While wrong tries have locked it: when it unlocks (seconds); 0 when not locked. */
  locked_until: number;
  /** Tries left before the lock (5 after a success or a passed lock). */
  tries_left: number;
}
