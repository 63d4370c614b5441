/**
 * One payment decision per buyer at a time: payOrder and 更换支付方式 take
 * pg_advisory_xact_lock(PAY_LOCK_SPACE, user) before locking the order row
 * (orders take pg_advisory_xact_lock(7240312, user) in place_order, migration 0033).
 */
export const PAY_LOCK_SPACE = 7_240_313;
