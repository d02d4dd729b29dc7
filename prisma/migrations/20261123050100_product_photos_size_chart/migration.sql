-- Several photos per product, in the seller's order; "image" stays the first, which the
-- spec's clients read. And an optional size chart ({unit, columns, rows: [{size, values}]}).

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "images" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "sizeChart" JSONB;

-- Every product so far has its one photo.
UPDATE "Product" SET "images" = ARRAY["image"];

-- An image some product shows among its photos may not be deleted (lib/catalog/images.ts).
-- CreateIndex
CREATE INDEX "Product_images_idx" ON "Product" USING GIN ("images");

-- No pending list: PGlite has no autovacuum to merge it (see the search_words migration).
ALTER INDEX "Product_images_idx" SET (fastupdate = off);
