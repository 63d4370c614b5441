-- Issue 26: an order records which coupon was used and what it took off, or
-- why none applied (services/orders/pricing.ts couponNote), shown on the
-- order detail. place_order (0033) names the columns it inserts, so it is
-- replaced with coupon_note added; nothing else in it changes.
ALTER TABLE "orders" ADD COLUMN "coupon_note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_user integer := (p->>'user_id')::integer;
  v_at timestamptz := (p->'order'->>'created_at')::timestamptz;
  v_order_id integer;
  v_order_no text;
  v_want record;
  v_count integer;
  v_left integer;
  v_stock jsonb := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(7240312, v_user);

  IF p->>'release_key_of' IS NOT NULL THEN
    UPDATE orders SET idempotency_key = NULL, idempotency_hash = NULL
     WHERE id = (p->>'release_key_of')::integer AND user_id = v_user;
  END IF;

  FOR v_want IN
    SELECT g.id, g.stock, g.is_buy, w.number
      FROM jsonb_to_recordset(p->'stock') AS w(goods_id integer, number integer)
      JOIN goods g ON g.id = w.goods_id
     ORDER BY g.id
  LOOP
    IF NOT v_want.is_buy OR v_want.stock < v_want.number THEN
      RAISE EXCEPTION 'place_order: stock' USING ERRCODE = 'Y0001',
        DETAIL = json_build_object('goods_id', v_want.id, 'stock', v_want.stock, 'is_buy', v_want.is_buy)::text;
    END IF;
  END LOOP;

  FOR v_order_no IN SELECT jsonb_array_elements_text(p->'order_nos') LOOP
    INSERT INTO orders (order_no, user_id, status, goods_total_fen, manjian_fen, discount_fen, coupon_fen, freight_fen,
                        pay_total_fen, user_coupon_id, coupon_note, is_hm, consignee, phone, address, invoice_type,
                        invoice_title, invoice_tax_no, remark, idempotency_key, idempotency_hash, expires_at, created_at,
                        updated_at)
    SELECT v_order_no, v_user, r.status, r.goods_total_fen, r.manjian_fen, r.discount_fen, r.coupon_fen, r.freight_fen,
           r.pay_total_fen, r.user_coupon_id, coalesce(r.coupon_note, ''), r.is_hm, r.consignee, r.phone, r.address,
           r.invoice_type, r.invoice_title, r.invoice_tax_no, r.remark, r.idempotency_key, r.idempotency_hash,
           r.expires_at, r.created_at, r.updated_at
      FROM jsonb_populate_record(NULL::orders, p->'order') AS r
    ON CONFLICT (order_no) DO NOTHING
    RETURNING id INTO v_order_id;
    EXIT WHEN v_order_id IS NOT NULL;
  END LOOP;
  IF v_order_id IS NULL THEN
    RAISE EXCEPTION 'place_order: order_no' USING ERRCODE = 'Y0005', DETAIL = '{}';
  END IF;

  IF p->>'user_coupon_id' IS NOT NULL THEN
    UPDATE user_coupons SET status = 1, order_id = v_order_id, used_at = v_at
     WHERE id = (p->>'user_coupon_id')::integer AND user_id = v_user AND status = 0
       AND valid_to >= v_at AND valid_from <= v_at;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'place_order: coupon' USING ERRCODE = 'Y0003', DETAIL = '{}';
    END IF;
  END IF;

  INSERT INTO order_items (order_id, goods_id, name, sccj, ypgg, bzdw, approval, batch_no, number, price_fen, amount_fen,
                           type, is_ephedrine, gift, combination_name, combination_goods_id)
  SELECT v_order_id, r.goods_id, r.name, r.sccj, r.ypgg, r.bzdw, r.approval, r.batch_no, r.number, r.price_fen, r.amount_fen,
         r.type, r.is_ephedrine, r.gift, r.combination_name, r.combination_goods_id
    FROM jsonb_populate_recordset(NULL::order_items, p->'items') WITH ORDINALITY AS r
   ORDER BY r.ordinality;

  DELETE FROM cart_items c
   USING jsonb_to_recordset(p->'lines') AS l(id integer, goods_id integer, number integer)
   WHERE c.user_id = v_user AND c.id = l.id AND c.goods_id = l.goods_id AND c.number = l.number;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count <> jsonb_array_length(p->'lines') THEN
    RAISE EXCEPTION 'place_order: cart' USING ERRCODE = 'Y0004', DETAIL = '{}';
  END IF;

  -- Last, right before the commit: a goods row's lock is held from here to
  -- the end of the statement, and every buyer of that goods queues behind it.
  FOR v_want IN
    SELECT w.goods_id, w.number FROM jsonb_to_recordset(p->'stock') AS w(goods_id integer, number integer) ORDER BY w.goods_id
  LOOP
    UPDATE goods SET stock = stock - v_want.number, sales = sales + v_want.number
     WHERE id = v_want.goods_id AND stock >= v_want.number AND is_buy
    RETURNING stock INTO v_left;
    IF FOUND THEN
      v_stock := v_stock || jsonb_build_object(v_want.goods_id::text, v_left);
    ELSE
      RAISE EXCEPTION 'place_order: stock' USING ERRCODE = 'Y0001',
        DETAIL = coalesce((SELECT json_build_object('goods_id', g.id, 'stock', g.stock, 'is_buy', g.is_buy)::text FROM goods g WHERE g.id = v_want.goods_id), '{}');
    END IF;
  END LOOP;

  FOR v_want IN
    SELECT w.promotion_id, w.number FROM jsonb_to_recordset(p->'gifts') AS w(promotion_id integer, number integer) ORDER BY w.promotion_id
  LOOP
    UPDATE promotions SET gift_stock = gift_stock - v_want.number
     WHERE id = v_want.promotion_id AND gift_stock >= v_want.number;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'place_order: gift' USING ERRCODE = 'Y0002',
        DETAIL = json_build_object('promotion_id', v_want.promotion_id)::text;
    END IF;
  END LOOP;

  RETURN jsonb_build_object('id', v_order_id, 'order_no', v_order_no, 'stock', v_stock);
END;
$$;
