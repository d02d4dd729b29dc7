-- A broad search ranks its newest SEARCH_DEPTH matches (lib/catalog/search.ts). With a few
-- thousand matches the search index gives them in no order, so each was fetched from the
-- table to find the newest: at a million products "chanderi kurti" fetched 7,483 rows, 70 ms.
-- Products are written in the order they are created, so the table's blocks are in
-- creation order too, and a block-range index on "createdAt" (a few kilobytes) narrows a
-- search to the blocks of the newest products: the same query on the newest 160,000 fetched
-- 628 blocks, 12 ms. A product updated onto a new block only widens its range's bounds; a
-- range not yet summarized is always read; so the index is never wrong, at worst less narrow.
-- 16 blocks a range: about 300 products, where the default 128 read 2,400 around each match.
CREATE INDEX "Product_createdAt_brin_idx" ON "Product" USING BRIN ("createdAt") WITH (pages_per_range = 16);
