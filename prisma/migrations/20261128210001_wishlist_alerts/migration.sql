-- The wishlist's alerts (issue 42): back in stock and price drops, one mail a day at most,
-- with a one-click unsubscribe (RFC 8058), whose header lines the outbox now keeps.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "wishlistAlertedAt" TIMESTAMP(3),
ADD COLUMN "wishlistAlertsOffAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "headers" JSONB;

-- AlterTable: what is kept today is what the alerts have seen, so nothing of the past is news.
ALTER TABLE "WishlistEntry" ADD COLUMN "seenPricePaise" INTEGER,
ADD COLUMN "seenAvailable" BOOLEAN;

UPDATE "WishlistEntry" e
   SET "seenPricePaise" = p."pricePaise",
       "seenAvailable" = p."stock" IS NULL
                      OR (e."size" = '' AND EXISTS (SELECT 1 FROM jsonb_each_text(p."stock") AS units WHERE units.value::int > 0))
                      OR (e."size" <> '' AND COALESCE((p."stock"->>e."size")::int, 0) > 0)
  FROM "Product" p
 WHERE p."id" = e."productId";

ALTER TABLE "WishlistEntry" ALTER COLUMN "seenPricePaise" SET NOT NULL,
ALTER COLUMN "seenAvailable" SET NOT NULL;
