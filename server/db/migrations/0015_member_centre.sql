ALTER TABLE "wallet_transactions" ADD COLUMN "after_sale_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "kind" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "points_order_id" integer;--> statement-breakpoint
UPDATE "points_transactions" SET "kind" = 2 WHERE "points" < 0;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_points_order_id_points_orders_id_fk" FOREIGN KEY ("points_order_id") REFERENCES "public"."points_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_kind_known" CHECK ("points_transactions"."kind" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_sign_matches_kind" CHECK (("points_transactions"."kind" = 1 and "points_transactions"."points" > 0) or ("points_transactions"."kind" in (2, 3) and "points_transactions"."points" < 0));
