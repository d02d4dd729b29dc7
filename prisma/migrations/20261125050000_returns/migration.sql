-- Returns and size exchanges (issue 25): the shop's return window and exchange setting, return
-- requests with their lines, units received back per order line, and refunds tied to a return.
-- Nothing existing changes meaning: every line starts with none returned.

-- CreateEnum
CREATE TYPE "ReturnKind" AS ENUM ('return', 'exchange');

-- CreateEnum
CREATE TYPE "ReturnStatus" AS ENUM ('requested', 'approved', 'rejected', 'picked_up', 'received', 'refunded', 'exchanged');

-- CreateEnum
CREATE TYPE "ReturnReason" AS ENUM ('too_small', 'too_large', 'not_as_described', 'damaged_or_defective', 'changed_my_mind', 'other');

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "returnWindowDays" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN     "returnExchange" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN     "returnedQuantity" INTEGER NOT NULL DEFAULT 0;

-- A line never has more units back than it had.
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_returnedQuantity_check" CHECK ("returnedQuantity" >= 0 AND "returnedQuantity" <= "quantity");

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "returnId" TEXT;

-- Return numbers: "RT" and the next value of this sequence, as order numbers are made.
CREATE SEQUENCE "return_number_seq" START WITH 10000001 MINVALUE 10000001;

-- CreateTable
CREATE TABLE "ReturnRequest" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL DEFAULT ('RT'::text || (nextval('return_number_seq'::regclass))::text),
    "orderId" TEXT NOT NULL,
    "userId" TEXT,
    "sellerId" TEXT,
    "kind" "ReturnKind" NOT NULL,
    "status" "ReturnStatus" NOT NULL DEFAULT 'requested',
    "refundPaise" INTEGER NOT NULL DEFAULT 0,
    "refundToMasked" TEXT,
    "refundToSealed" TEXT,
    "carrier" TEXT,
    "awb" TEXT,
    "reference" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "ReturnRequest_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReturnRequest_refundPaise_check" CHECK ("refundPaise" >= 0)
);

ALTER SEQUENCE "return_number_seq" OWNED BY "ReturnRequest"."number";

-- CreateTable
CREATE TABLE "ReturnLine" (
    "id" TEXT NOT NULL,
    "returnId" TEXT NOT NULL,
    "lineId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "reason" "ReturnReason" NOT NULL,
    "reasonText" TEXT,
    "exchangeSize" TEXT,
    "amountPaise" INTEGER NOT NULL DEFAULT 0,
    "newLineId" TEXT,

    CONSTRAINT "ReturnLine_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ReturnLine_quantity_check" CHECK ("quantity" > 0)
);

-- CreateIndex
CREATE UNIQUE INDEX "ReturnRequest_number_key" ON "ReturnRequest"("number");

-- CreateIndex
CREATE INDEX "ReturnRequest_orderId_idx" ON "ReturnRequest"("orderId");

-- CreateIndex
CREATE INDEX "ReturnRequest_userId_createdAt_idx" ON "ReturnRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ReturnRequest_sellerId_status_createdAt_idx" ON "ReturnRequest"("sellerId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ReturnRequest_status_createdAt_idx" ON "ReturnRequest"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnLine_newLineId_key" ON "ReturnLine"("newLineId");

-- CreateIndex
CREATE INDEX "ReturnLine_returnId_idx" ON "ReturnLine"("returnId");

-- CreateIndex
CREATE INDEX "ReturnLine_lineId_idx" ON "ReturnLine"("lineId");

-- CreateIndex
CREATE INDEX "Refund_returnId_idx" ON "Refund"("returnId");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_lineId_fkey" FOREIGN KEY ("lineId") REFERENCES "OrderLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_newLineId_fkey" FOREIGN KEY ("newLineId") REFERENCES "OrderLine"("id") ON DELETE SET NULL ON UPDATE CASCADE;
