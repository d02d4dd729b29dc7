-- Product search reads the seller's Hindi title and description too (issue 46): a Hindi word
-- the clothing-word table (lib/catalog/hindi-words.ts) does not put into English is found in
-- the Hindi titles ("चिकनकारी"). Weighted as their English twins: title A, description C.
-- The 'english' configuration keeps Devanagari words whole and does not stem them, on the
-- indexing side as on the query's (websearch_to_tsquery('english', …)).

-- A generated column's expression cannot be altered: the column (and its index) is made again.
ALTER TABLE "Product" DROP COLUMN "searchVector";

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce("titleHi", '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, "vastra_join_words"("categories") || ' ' || "color"), 'B') ||
    setweight(to_tsvector('english'::regconfig, "description"), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce("descriptionHi", '')), 'C')
) STORED;

-- CreateIndex: as before, with no pending list (20261121020000_search_words says why).
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector") WITH (fastupdate = off);
