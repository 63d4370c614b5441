ALTER TABLE "users" ADD COLUMN "pay_password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pay_password_failures_range" CHECK ("users"."pay_password_failures" between 0 and 5);
