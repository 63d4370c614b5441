-- One upload store (issue 15): licence files join the photos in "uploads".
-- Before this, a licence's bytes lived on the disk of the API node that took
-- the upload (licence_files.storage_name), which another node cannot read.
-- Every row of licence_files moves here with its id remapped on licences;
-- the bytes of those rows are still on that node's disk, named by
-- "disk_name": the server copies them in at its next start
-- (server/services/uploads/disk-import.ts) and clears disk_name.
ALTER TABLE "uploads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "draft_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "purpose" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "original_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "disk_name" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "licence_file_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_mime_known";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_size_range";--> statement-breakpoint
INSERT INTO "uploads" ("user_id", "draft_id", "purpose", "mime", "size", "original_name", "disk_name", "created_at", "licence_file_id")
  SELECT "user_id", "draft_id", 'licence', "mime", "size", "original_name", "storage_name", "created_at", "id" FROM "licence_files" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "licences" DROP CONSTRAINT "licences_file_id_licence_files_id_fk";--> statement-breakpoint
UPDATE "licences" SET "file_id" = "uploads"."id" FROM "uploads" WHERE "uploads"."licence_file_id" = "licences"."file_id";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "licence_file_id";--> statement-breakpoint
DROP TABLE "licence_files";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_draft_id_registration_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."registration_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_file_id_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_check" CHECK ("uploads"."user_id" is not null or "uploads"."draft_id" is not null);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK (("uploads"."purpose" = 'image' and "uploads"."mime" in ('image/jpeg', 'image/png', 'image/webp') and "uploads"."size" between 1 and 2097152) or ("uploads"."purpose" = 'licence' and "uploads"."mime" in ('image/jpeg', 'image/png', 'application/pdf') and "uploads"."size" between 1 and 5242880));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_bytes_check" CHECK ("uploads"."data" is not null or "uploads"."disk_name" is not null);--> statement-breakpoint
CREATE INDEX "uploads_draft_idx" ON "uploads" USING btree ("draft_id");
