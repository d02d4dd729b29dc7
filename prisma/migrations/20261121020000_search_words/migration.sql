-- Typo-tolerant search, at catalog scale. A search that finds nothing corrects each of its
-- words against the distinct words of product titles (PostgreSQL's documented pairing of
-- pg_trgm with full-text search), then searches again: the trigram pass compares a few
-- hundred words instead of every title. A statement trigger keeps the word list; words of
-- deleted products stay, which costs at most a correction that finds nothing.

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

CREATE FUNCTION "vastra_title_words"(title TEXT) RETURNS SETOF TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT DISTINCT w FROM regexp_split_to_table(lower(title), '[^[:alnum:]]+') AS w WHERE length(w) >= 3 $$;

CREATE FUNCTION "vastra_remember_title_words"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO "SearchWord" ("word")
    SELECT DISTINCT "vastra_title_words"(changed."title") FROM changed
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

CREATE TRIGGER "Product_title_words_insert" AFTER INSERT ON "Product"
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_remember_title_words"();

CREATE TRIGGER "Product_title_words_update" AFTER UPDATE ON "Product"
    REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "vastra_remember_title_words"();

INSERT INTO "SearchWord" ("word")
SELECT DISTINCT "vastra_title_words"("title") FROM "Product"
ON CONFLICT DO NOTHING;

-- DropIndex: titles are no longer searched by trigram, only their words are.
DROP INDEX "Product_title_idx";

-- GIN indexes take new entries into a pending list that only VACUUM merges, and PGlite has
-- no autovacuum: after bulk inserts, a search read the whole list (97 ms instead of 2 ms at
-- 100,000 products). Without it every insert updates the index itself; what an older
-- database has pending is merged now.
ALTER INDEX "Product_searchVector_idx" SET (fastupdate = off);
ALTER INDEX "Product_categories_idx" SET (fastupdate = off);
ALTER INDEX "SearchWord_word_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('"Product_searchVector_idx"'::regclass);
SELECT gin_clean_pending_list('"Product_categories_idx"'::regclass);
