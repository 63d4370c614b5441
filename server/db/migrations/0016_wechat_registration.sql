ALTER TABLE "wechat_scans" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_scans" ADD COLUMN "purpose" text DEFAULT 'bind' NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_scans" ADD CONSTRAINT "wechat_scans_purpose_check" CHECK ("wechat_scans"."purpose" in ('bind', 'login'));--> statement-breakpoint
ALTER TABLE "wechat_scans" ADD CONSTRAINT "wechat_scans_bind_user_check" CHECK ("wechat_scans"."purpose" = 'login' or "wechat_scans"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD COLUMN "wechat_open_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD COLUMN "wechat_nickname" text DEFAULT '' NOT NULL;
