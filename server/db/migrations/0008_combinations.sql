CREATE TABLE "combination_items" (
	"combination_goods_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "combination_items_combination_goods_id_goods_id_pk" PRIMARY KEY("combination_goods_id","goods_id"),
	CONSTRAINT "combination_items_number_positive" CHECK ("combination_items"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "combination_name" text;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_goods_id_goods_id_fk" FOREIGN KEY ("combination_goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combination_items_goods_id_idx" ON "combination_items" USING btree ("goods_id");