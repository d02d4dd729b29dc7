-- Dispatch and parcels (issue 23): two line statuses, the parcel table, and each line's parcel.
-- Existing lines are untouched: none was shipped before.

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'Shipped';
ALTER TYPE "OrderStatus" ADD VALUE 'ReturnedToOrigin';

-- CreateEnum
CREATE TYPE "ShipmentStatus" AS ENUM ('in_transit', 'delivered', 'rto', 'lost');

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN "shipmentId" TEXT;

-- CreateTable
CREATE TABLE "Shipment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "sellerId" TEXT,
    "carrier" TEXT NOT NULL,
    "awb" TEXT NOT NULL,
    "trackingUrl" TEXT NOT NULL,
    "lineIds" TEXT[],
    "status" "ShipmentStatus" NOT NULL DEFAULT 'in_transit',
    "shippedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "Shipment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Shipment_awb_key" ON "Shipment"("awb");

-- CreateIndex
CREATE INDEX "Shipment_orderId_idx" ON "Shipment"("orderId");

-- CreateIndex
CREATE INDEX "Shipment_sellerId_status_shippedAt_idx" ON "Shipment"("sellerId", "status", "shippedAt");

-- CreateIndex
CREATE INDEX "OrderLine_shipmentId_idx" ON "OrderLine"("shipmentId");

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
