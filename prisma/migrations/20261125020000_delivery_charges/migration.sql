-- Delivery charges (issue 23): the shop's delivery terms and the fee each order was charged.
-- Orders placed before this paid no delivery fee: 0 is what they were charged.

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "deliveryFeePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "deliveryFreeAbovePaise" INTEGER,
ADD COLUMN "blockedPins" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "Shop" ADD CONSTRAINT "Shop_delivery_nonnegative" CHECK ("deliveryFeePaise" >= 0 AND ("deliveryFreeAbovePaise" IS NULL OR "deliveryFreeAbovePaise" >= 0));

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "deliveryPaise" INTEGER NOT NULL DEFAULT 0;
