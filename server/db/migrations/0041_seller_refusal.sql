-- Issue 30, the wholesaler's door. The seller may refuse a paid order itself
-- (拒单, POST /api/seller/v1/orders/:order_no/refuse): its refund answers no
-- buyer's request, so the request is optional. A refund stays one per order
-- (order_refunds_one_per_order), whoever asked for it.
ALTER TABLE "order_refunds" ALTER COLUMN "cancel_request_id" DROP NOT NULL;
--> statement-breakpoint
-- The wholesaler's own goods code (商品编码): its ERP names goods by it in
-- catalogue uploads once a row has bound it to yaopi's goods id. Unique
-- among the goods that have one.
ALTER TABLE "goods" ADD COLUMN "erp_code" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "goods_erp_code_key" ON "goods" USING btree ("erp_code");
