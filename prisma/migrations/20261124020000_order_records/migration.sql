-- Orders as records (issue 21): order numbers, each line's amount after its share of the
-- discount, a timeline of events, and orders that outlive the accounts of their shopper and
-- sellers. Existing orders are numbered in the order they were placed, their lines get their
-- amounts by the rule of lib/money.ts (lineAmountsPaise), and their timelines start with what
-- is known: the placing, and each line's present status at its last change.

-- CreateEnum
CREATE TYPE "OrderActor" AS ENUM ('shopper', 'seller', 'owner', 'system');

-- Order numbers: "OD" and the next value of this sequence. Eight digits from the first, so
-- that for the first 89,999,999 orders numbers sort as text in the order they were placed.
CREATE SEQUENCE "order_number_seq" START WITH 10000001 MINVALUE 10000001;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "number" TEXT;

UPDATE "Order" o
SET "number" = 'OD' || (10000000 + placed.position)::text
FROM (SELECT "id", row_number() OVER (ORDER BY "createdAt", "id" COLLATE "C") AS position FROM "Order") placed
WHERE o."id" = placed."id";

SELECT setval('order_number_seq', 10000001 + (SELECT count(*) FROM "Order"), false);

ALTER TABLE "Order" ALTER COLUMN "number" SET DEFAULT ('OD'::text || (nextval('order_number_seq'::regclass))::text),
    ALTER COLUMN "number" SET NOT NULL;

ALTER SEQUENCE "order_number_seq" OWNED BY "Order"."number";

-- CreateIndex
CREATE UNIQUE INDEX "Order_number_key" ON "Order"("number");

-- Records outlive accounts: deleting a shopper or a seller keeps their orders and lines.
-- AlterTable
ALTER TABLE "Order" ALTER COLUMN "userId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "OrderLine" ALTER COLUMN "sellerId" DROP NOT NULL;

-- DropForeignKey
ALTER TABLE "Order" DROP CONSTRAINT "Order_userId_fkey";

-- DropForeignKey
ALTER TABLE "OrderLine" DROP CONSTRAINT "OrderLine_sellerId_fkey";

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Line amounts. The rule of lib/money.ts lineAmountsPaise: each line's share of the order's
-- discount in proportion to its MRP, rounded down; the paise left over go one each to the
-- lines that lost the most in rounding, the first line (by id) on a tie. Every line's MRP is
-- above 0 (the CHECKs on unitPaise and quantity), so no order's MRP is 0.
-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN "amountPaise" INTEGER;

WITH line AS (
    SELECT l."id", l."orderId", l."unitPaise"::bigint * l."quantity" AS mrp, o."discountPaise"::bigint AS discount
    FROM "OrderLine" l
    JOIN "Order" o ON o."id" = l."orderId"
), share AS (
    SELECT "id", "orderId", mrp, discount,
        discount * mrp / (sum(mrp) OVER per_order)::bigint AS rounded_down,
        discount * mrp % (sum(mrp) OVER per_order)::bigint AS lost
    FROM line
    WINDOW per_order AS (PARTITION BY "orderId")
), ranked AS (
    SELECT "id", mrp, rounded_down,
        discount - (sum(rounded_down) OVER (PARTITION BY "orderId"))::bigint AS leftover,
        row_number() OVER (PARTITION BY "orderId" ORDER BY lost DESC, "id" COLLATE "C") AS rank
    FROM share
)
UPDATE "OrderLine" l
SET "amountPaise" = (r.mrp - r.rounded_down - CASE WHEN r.rank <= r.leftover THEN 1 ELSE 0 END)::integer
FROM ranked r
WHERE l."id" = r."id";

ALTER TABLE "OrderLine" ALTER COLUMN "amountPaise" SET NOT NULL;

ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_amountPaise_check" CHECK ("amountPaise" >= 0);

-- CreateIndex
CREATE INDEX "OrderLine_sellerId_status_createdAt_idx" ON "OrderLine"("sellerId", "status", "createdAt");

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" BIGSERIAL NOT NULL,
    "orderId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "type" TEXT NOT NULL,
    "by" "OrderActor" NOT NULL,
    "actorId" TEXT,
    "lineIds" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "note" TEXT,
    "data" JSONB,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_id_idx" ON "OrderEvent"("orderId", "id");

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The timelines of existing orders: when each was placed, then each line's present status at
-- the time of its last change (one event for the lines of an order that changed together).
-- Earlier steps (the accept before a delivery) were never recorded; "migrated" says so.
INSERT INTO "OrderEvent" ("orderId", "at", "type", "by", "actorId", "data")
SELECT "id", "createdAt", 'placed', 'shopper', "userId", '{"migrated": true}'::jsonb
FROM "Order"
ORDER BY "createdAt", "id" COLLATE "C";

INSERT INTO "OrderEvent" ("orderId", "at", "type", "by", "actorId", "lineIds", "data")
SELECT "orderId", "updatedAt", lower("status"::text), actor, "actorId", array_agg("id" ORDER BY "id" COLLATE "C"), '{"migrated": true}'::jsonb
FROM (
    SELECT l."id", l."orderId", l."updatedAt", l."status",
        CASE WHEN l."cancelledBy" = 'shopper' THEN 'shopper'::"OrderActor" ELSE 'seller'::"OrderActor" END AS actor,
        CASE WHEN l."cancelledBy" = 'shopper' THEN o."userId" ELSE l."sellerId" END AS "actorId"
    FROM "OrderLine" l
    JOIN "Order" o ON o."id" = l."orderId"
    WHERE l."status" <> 'Ordered'
) changed
GROUP BY "orderId", "updatedAt", "status", actor, "actorId"
ORDER BY "updatedAt", "orderId" COLLATE "C";
