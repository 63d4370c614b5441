ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_schedule_check" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."starts_at" < "banners"."ends_at");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_broadcast_title_check" CHECK ("banners"."position" <> 'broadcast' or length(btrim("banners"."title")) > 0);--> statement-breakpoint
CREATE INDEX "banners_position_sort_idx" ON "banners" USING btree ("position","sort","id");
