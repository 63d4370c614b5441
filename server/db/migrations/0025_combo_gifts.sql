ALTER TABLE "promotions" ADD COLUMN "threshold_fen" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "threshold_number" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "gift_stock" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_threshold_fen_positive" CHECK ("promotions"."threshold_fen" is null or "promotions"."threshold_fen" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_threshold_number_positive" CHECK ("promotions"."threshold_number" is null or "promotions"."threshold_number" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_stock_nonnegative" CHECK ("promotions"."gift_stock" is null or "promotions"."gift_stock" >= 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_combo_gift_rule" CHECK ("promotions"."kind" <> 'combo_gift' or ("promotions"."gift_rule" is not null and "promotions"."gift_stock" is not null and ("promotions"."threshold_fen" is not null or "promotions"."threshold_number" is not null)));
