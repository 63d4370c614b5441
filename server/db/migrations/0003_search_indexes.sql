ALTER TABLE "goods" ADD COLUMN "name_keys" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sccj_keys" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sccj_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_name_keys_trgm_idx" ON "goods" USING gin ("name_keys" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_sccj_keys_trgm_idx" ON "goods" USING gin ("sccj_keys" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_name_grams_idx" ON "goods" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "goods_sccj_grams_idx" ON "goods" USING gin ("sccj_grams");