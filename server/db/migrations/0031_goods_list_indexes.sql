-- Covering indexes for GET /api/goods/list (docs/perf.md, "Search on a real-sized catalogue").
-- The list chooses a page's ids from these columns only (keyword via the search dictionary, filters,
-- sort keys), so an index-only scan answers both the page and the count without reading the wide
-- goods rows (~1.3 kB each with the search columns). Plain key columns rather than INCLUDE, so the
-- Drizzle schema (schema/goods.ts) can declare the same indexes.
-- Keyword type 1 (name + brand from the dictionary):
CREATE INDEX "goods_list_name_idx" ON "goods" USING btree ("name","brand","kind","is_youx","sales","id","category_id","sccj","price_fen","stock","is_buy","expiry_date","is_free_shipping");--> statement-breakpoint
-- Keyword type 2 (maker from the dictionary) and the exact maker filter:
CREATE INDEX "goods_list_sccj_idx" ON "goods" USING btree ("sccj","kind","is_youx","sales","id","category_id","price_fen","stock","is_buy","expiry_date","is_free_shipping");--> statement-breakpoint
-- No keyword: the default order (优选 first, best-selling) walked in index order.
CREATE INDEX "goods_list_order_idx" ON "goods" USING btree ("is_youx" DESC,"sales" DESC,"id","kind","category_id","sccj","price_fen","stock","is_buy","expiry_date","is_free_shipping");
