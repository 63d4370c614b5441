-- Issue 24: POST /api/order looks up the buyer's session and makes its
-- pre-flight reads (order_preflight, 0033) in ONE statement. When 200 buyers
-- order at once, two statements each queued 400 round trips on the pool
-- before any order could be priced; the session is the same lookup the
-- route would make (a live session by its token's hash), done here so the
-- buyer it stands for is known without another round trip. Answers null
-- when no live session has the hash, else the session and the pre-flight.
CREATE FUNCTION order_preflight_by_session(p_token_hash text, p_now timestamptz, p_ids integer[], p_address integer, p_key text, p_today date, p_contract text)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_session record;
BEGIN
  SELECT s.id, s.user_id, s.buyer_id, s.expires_at INTO v_session
    FROM sessions s
   WHERE s.token_hash = p_token_hash AND s.expires_at > p_now
   LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object(
    'session', jsonb_build_object(
      'id', v_session.id,
      'account_id', v_session.user_id,
      'buyer_id', v_session.buyer_id,
      'expires_at', floor(extract(epoch FROM v_session.expires_at) * 1000)::bigint
    ),
    'pre', order_preflight(coalesce(v_session.buyer_id, v_session.user_id), p_ids, p_address, p_key, p_today, p_contract)
  );
END;
$$;
