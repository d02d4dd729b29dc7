-- Product search: a stored, weighted full-text vector (title above categories and colour
-- above description, English stemming) and a trigram index on titles for typo-tolerant matches.

-- array_to_string is only STABLE (for arrays of any type); over text[] it is immutable,
-- which a generated column needs.
CREATE OR REPLACE FUNCTION "vastra_join_words"(words TEXT[]) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_string(words, ' ') $$;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
    setweight(to_tsvector('english'::regconfig, "vastra_join_words"("categories") || ' ' || "color"), 'B') ||
    setweight(to_tsvector('english'::regconfig, "description"), 'C')
) STORED;

-- CreateIndex
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "Product_title_idx" ON "Product" USING GIN ("title" gin_trgm_ops);
