-- Payments become a ledger of attempts (docs/decisions.md ADR-034).
ALTER TABLE "payments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
-- Earlier data: several pending attempts of one order keep only the newest.
UPDATE "payments" SET "status" = 'closed', "closed_at" = now()
WHERE "status" = 'pending'
  AND "id" NOT IN (SELECT max("id") FROM "payments" WHERE "status" = 'pending' GROUP BY "order_id");--> statement-breakpoint
-- Earlier data: a payment that landed on a cancelled or already paid order was credited to the wallet.
UPDATE "payments" AS p SET "status" = 'refunded', "refunded_at" = coalesce(p."paid_at", now()), "refund_to" = 'wallet'
FROM (
  SELECT q."id", row_number() OVER (PARTITION BY q."order_id" ORDER BY q."paid_at" NULLS LAST, q."id") AS n, o."status" AS order_status
  FROM "payments" q JOIN "orders" o ON o."id" = q."order_id"
  WHERE q."status" = 'paid'
) AS r
WHERE p."id" = r."id" AND (r.n > 1 OR r.order_status IN (1, 5));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('pending', 'paid', 'closed', 'failed', 'refunded'));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_idempotency_created_idx" ON "payments" USING btree ("created_at") WHERE "payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_idempotency_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."idempotency_key" is not null;
