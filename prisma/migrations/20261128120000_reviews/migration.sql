-- Reviews (issue 42): one per shopper and product, written by a shopper who received it
-- (lib/reviews), with "helpful" votes and the owner's moderation kept step by step.

-- CreateEnum
CREATE TYPE "ReviewHiddenReason" AS ENUM ('abusive', 'personal_data', 'irrelevant', 'spam');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "ratingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "ratingSum" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "title" TEXT,
    "text" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "size" TEXT NOT NULL DEFAULT '',
    "helpfulCount" INTEGER NOT NULL DEFAULT 0,
    "replyText" TEXT,
    "repliedAt" TIMESTAMP(3),
    "hiddenReason" "ReviewHiddenReason",
    "hiddenAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Review_rating_check" CHECK ("rating" BETWEEN 1 AND 5)
);

-- CreateTable
CREATE TABLE "ReviewVote" (
    "reviewId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewVote_pkey" PRIMARY KEY ("reviewId","userId")
);

-- CreateTable
CREATE TABLE "ReviewModeration" (
    "id" BIGSERIAL NOT NULL,
    "reviewId" TEXT NOT NULL,
    "hidden" BOOLEAN NOT NULL,
    "reason" "ReviewHiddenReason",
    "actorId" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewModeration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Review_productId_userId_key" ON "Review"("productId", "userId");
CREATE INDEX "Review_productId_createdAt_idx" ON "Review"("productId", "createdAt");
CREATE INDEX "Review_userId_idx" ON "Review"("userId");
CREATE INDEX "Review_images_idx" ON "Review" USING GIN ("images");
CREATE INDEX "ReviewVote_userId_idx" ON "ReviewVote"("userId");
CREATE INDEX "ReviewModeration_reviewId_id_idx" ON "ReviewModeration"("reviewId", "id");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Review" ADD CONSTRAINT "Review_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReviewVote" ADD CONSTRAINT "ReviewVote_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReviewVote" ADD CONSTRAINT "ReviewVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReviewModeration" ADD CONSTRAINT "ReviewModeration_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A product's rating as listings and its page show it: the count and the sum of the stars of
-- its shown reviews, moved by each review written, re-rated, hidden, shown or deleted
-- (also when an account's deletion takes its reviews along). Deltas under the product row's
-- lock, so reviews written at once all count. The app never writes these columns.
CREATE FUNCTION "vastra_count_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."hiddenAt" IS NULL THEN
        UPDATE "Product" SET "ratingCount" = "ratingCount" - 1, "ratingSum" = "ratingSum" - OLD."rating" WHERE "id" = OLD."productId";
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."hiddenAt" IS NULL THEN
        UPDATE "Product" SET "ratingCount" = "ratingCount" + 1, "ratingSum" = "ratingSum" + NEW."rating" WHERE "id" = NEW."productId";
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER "Review_count_ratings" AFTER INSERT OR DELETE OR UPDATE OF "rating", "hiddenAt" ON "Review"
    FOR EACH ROW EXECUTE FUNCTION "vastra_count_ratings"();

-- The best rated first (sort=rating): the average, then the number of reviews, then the id.
CREATE INDEX "Product_rating_idx" ON "Product" ((CASE WHEN "ratingCount" > 0 THEN "ratingSum"::float8 / "ratingCount" END) DESC NULLS LAST, "ratingCount" DESC, "id");
