-- Issue 24, one: POST /api/order looks up the buyer's session and makes its
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
--> statement-breakpoint
-- Orders for the same hot goods written together (services/orders/
-- order-writer.ts): each is exactly place_order (0033/0039), in a
-- subtransaction of its own, so one that a guard refuses is undone alone and
-- answers its error (code, detail) in its place; the others commit together,
-- one commit instead of one each while the goods row stays locked. Every
-- lock the batch needs is taken first, in the order a single place_order
-- takes them (the buyers' advisory locks, then goods by id, then gift
-- groups by id), so two batches, or a batch and a single order, never wait
-- on each other in a circle.
CREATE FUNCTION place_orders(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_one jsonb;
  v_out jsonb := '[]';
  v_state text;
  v_detail text;
  v_message text;
BEGIN
  FOR v_id IN SELECT DISTINCT (o->>'user_id')::integer FROM jsonb_array_elements(p) AS o ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(7240312, v_id);
  END LOOP;
  PERFORM 1 FROM goods
   WHERE id IN (SELECT (w->>'goods_id')::integer FROM jsonb_array_elements(p) AS o, jsonb_array_elements(o->'stock') AS w)
   ORDER BY id FOR UPDATE;
  PERFORM 1 FROM promotions
   WHERE id IN (SELECT (w->>'promotion_id')::integer FROM jsonb_array_elements(p) AS o, jsonb_array_elements(o->'gifts') AS w)
   ORDER BY id FOR UPDATE;
  FOR v_one IN SELECT value FROM jsonb_array_elements(p) LOOP
    BEGIN
      v_out := v_out || jsonb_build_array(jsonb_build_object('placed', place_order(v_one)));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL, v_message = MESSAGE_TEXT;
      v_out := v_out || jsonb_build_array(jsonb_build_object('failed', jsonb_build_object('code', v_state, 'detail', v_detail, 'message', v_message)));
    END;
  END LOOP;
  RETURN v_out;
END;
$$;
--> statement-breakpoint
-- The preflights of orders arriving together, in one statement
-- (services/orders/statement-batches.ts): each element exactly
-- order_preflight_by_session of its own request, answered in the same place.
-- Each element: token_hash, now, ids, address_id, key, today, contract.
CREATE FUNCTION order_preflights_by_session(p jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(
           order_preflight_by_session(
             e.v->>'token_hash', (e.v->>'now')::timestamptz,
             ARRAY(SELECT jsonb_array_elements_text(e.v->'ids')::integer), (e.v->>'address_id')::integer,
             e.v->>'key', (e.v->>'today')::date, e.v->>'contract')
           ORDER BY e.ord), '[]'::jsonb)
    FROM jsonb_array_elements(p) WITH ORDINALITY AS e(v, ord);
$$;
