-- One ledger per order (issue 39, docs/architecture.md, The ledger): every movement of an
-- order's money as an entry (lib/ledger). The existing orders get the entries their rows
-- imply, so their figures (due, refunded, refund owed) read as before.

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('charge', 'credit', 'received', 'refund_owed', 'refund_sent');

-- CreateEnum
CREATE TYPE "LedgerCharge" AS ENUM ('items', 'delivery', 'cod_fee', 'round_off');

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" "LedgerKind" NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "charge" "LedgerCharge",
    "method" "PaymentMethod",
    "reference" TEXT,
    "lineIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "returnId" TEXT,
    "by" "OrderActor" NOT NULL,
    "actorId" TEXT,
    "reason" TEXT NOT NULL,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LedgerEntry_orderId_at_idx" ON "LedgerEntry"("orderId", "at");

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill. The charges as placed.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "charge", "by", "actorId", "reason")
SELECT gen_random_uuid()::text, o."id", o."createdAt", 'charge', c."amount", c."charge"::"LedgerCharge", 'shopper', o."userId", c."reason"
FROM "Order" o
CROSS JOIN LATERAL (VALUES (o."totalPaise", 'items', 'Items ordered'), (o."deliveryPaise", 'delivery', 'Delivery'), (o."codFeePaise", 'cod_fee', 'Cash-on-delivery fee')) AS c("amount", "charge", "reason")
WHERE c."amount" > 0;

-- Lines cancelled or returned to origin take their amounts back.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "charge", "lineIds", "by", "reason")
SELECT gen_random_uuid()::text, l."orderId", l."updatedAt", 'credit', l."amountPaise", 'items', ARRAY[l."id"],
       CASE WHEN l."cancelledBy" IS NULL THEN 'seller' ELSE l."cancelledBy"::text END::"OrderActor",
       CASE WHEN l."status" = 'Cancelled' THEN 'Cancelled' ELSE 'Returned to origin' END
FROM "OrderLine" l
WHERE l."status" IN ('Cancelled', 'ReturnedToOrigin') AND l."amountPaise" > 0;

-- The order's charges go with it when every line was cancelled, or (cash on delivery, never
-- collected) when none was delivered and none is on its way.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "charge", "by", "reason")
SELECT gen_random_uuid()::text, o."id", (SELECT max(l."updatedAt") FROM "OrderLine" l WHERE l."orderId" = o."id"), 'credit', c."amount", c."charge"::"LedgerCharge", 'system', 'Nothing of the order is sent'
FROM "Order" o
CROSS JOIN LATERAL (VALUES (o."deliveryPaise", 'delivery'), (o."codFeePaise", 'cod_fee')) AS c("amount", "charge")
WHERE c."amount" > 0
  AND EXISTS (SELECT 1 FROM "OrderLine" l WHERE l."orderId" = o."id")
  AND NOT EXISTS (
    SELECT 1 FROM "OrderLine" l WHERE l."orderId" = o."id"
      AND l."status" NOT IN ('Cancelled', CASE WHEN o."paymentMethod" = 'cod' THEN 'ReturnedToOrigin'::"OrderStatus" ELSE 'Cancelled'::"OrderStatus" END)
  );

-- Returns received take back their units' amounts and the charges they refund.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "charge", "lineIds", "returnId", "by", "actorId", "reason")
SELECT gen_random_uuid()::text, r."orderId", r."updatedAt", 'credit', c."amount", c."charge"::"LedgerCharge",
       (SELECT coalesce(array_agg(rl."lineId"), ARRAY[]::text[]) FROM "ReturnLine" rl WHERE rl."returnId" = r."id"), r."id", 'seller', r."sellerId", 'Returned ' || r."number"
FROM "ReturnRequest" r
CROSS JOIN LATERAL (SELECT coalesce(sum(rl."amountPaise"), 0)::int AS "units" FROM "ReturnLine" rl WHERE rl."returnId" = r."id") u
CROSS JOIN LATERAL (VALUES (u."units", 'items'), (r."refundPaise" - u."units", 'delivery')) AS c("amount", "charge")
WHERE r."kind" = 'return' AND r."status" IN ('received', 'refunded') AND c."amount" > 0;

-- Prepaid payments received.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "method", "reference", "by", "reason")
SELECT gen_random_uuid()::text, p."orderId", coalesce(p."paidAt", p."updatedAt"), 'received', p."amountPaise", p."method", p."reference", 'system', 'Paid'
FROM "Payment" p
WHERE p."method" <> 'cod' AND p."status" IN ('paid', 'partially_refunded', 'refunded') AND p."amountPaise" > 0;

-- Cash collected on delivery: the delivered lines, and the order's charges with them.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "method", "by", "reason")
SELECT gen_random_uuid()::text, o."id", d."at", 'received', d."amount" + o."deliveryPaise" + o."codFeePaise", 'cod', 'seller', 'Cash collected on delivery'
FROM "Order" o
CROSS JOIN LATERAL (
  SELECT sum(l."amountPaise")::int AS "amount", max(l."updatedAt") AS "at" FROM "OrderLine" l WHERE l."orderId" = o."id" AND l."status" = 'Delivered'
) d
WHERE o."paymentMethod" = 'cod' AND d."at" IS NOT NULL AND d."amount" + o."deliveryPaise" + o."codFeePaise" > 0;

-- Razorpay payments that came after their order was cancelled unpaid.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "method", "reference", "by", "reason")
SELECT gen_random_uuid()::text, p."orderId", f."createdAt", 'received', f."amountPaise", 'razorpay', f."providerPaymentId", 'system', 'Paid after the order was cancelled'
FROM "Refund" f JOIN "Payment" p ON p."id" = f."paymentId"
WHERE f."providerPaymentId" IS NOT NULL AND f."amountPaise" > 0;

-- The owner's refunds beyond what was owed give up that much of the charges.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "charge", "by", "reason")
SELECT gen_random_uuid()::text, p."orderId", f."createdAt", 'credit', f."amountPaise", 'items', 'owner', 'Refunded by the owner'
FROM "Refund" f JOIN "Payment" p ON p."id" = f."paymentId"
WHERE f."returnId" IS NULL AND f."providerPaymentId" IS NULL AND cardinality(f."lineIds") = 0 AND f."amountPaise" > 0;

-- Every refund was owed, and those processed were sent.
INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "lineIds", "returnId", "by", "reason")
SELECT gen_random_uuid()::text, p."orderId", f."createdAt", 'refund_owed', f."amountPaise", f."lineIds", f."returnId", 'system', 'Owed back'
FROM "Refund" f JOIN "Payment" p ON p."id" = f."paymentId"
WHERE f."amountPaise" > 0;

INSERT INTO "LedgerEntry" ("id", "orderId", "at", "kind", "amountPaise", "method", "reference", "lineIds", "returnId", "by", "reason")
SELECT gen_random_uuid()::text, p."orderId", coalesce(f."processedAt", f."createdAt"), 'refund_sent', f."amountPaise", p."method", f."reference", f."lineIds", f."returnId", 'system', 'Sent back'
FROM "Refund" f JOIN "Payment" p ON p."id" = f."paymentId"
WHERE f."status" = 'processed' AND f."amountPaise" > 0;

-- A UPI reference given awaits the owner's confirmation: out of the expiry of unpaid orders
-- (expiresAt null), listed first on PAYMENTS with how long it has waited.
ALTER TABLE "Payment" ADD COLUMN "utrGivenAt" TIMESTAMP(3);
UPDATE "Payment" SET "utrGivenAt" = "updatedAt", "expiresAt" = NULL WHERE "method" = 'upi' AND "status" = 'pending' AND "utr" IS NOT NULL;
