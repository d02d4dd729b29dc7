-- Payments (issue 22): UPI and Razorpay beside cash on delivery, a payment per order with its
-- own state beside the lines' fulfilment, refunds, the payment settings of the shop, and the
-- provider webhook events already handled. Orders placed before get a `cod` payment, so every
-- order has one.

-- AlterEnum (the new values are not used in this transaction, as PostgreSQL requires)
ALTER TYPE "PaymentMethod" ADD VALUE 'upi';
ALTER TYPE "PaymentMethod" ADD VALUE 'razorpay';
ALTER TYPE "CancelledBy" ADD VALUE 'system';

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('cod', 'pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'processed', 'failed');

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "codEnabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "codFeePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "codMaxPaise" INTEGER,
ADD COLUMN     "upiVpa" TEXT,
ADD COLUMN     "upiPayeeName" TEXT,
ADD COLUMN     "paymentWindowMinutes" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "codFeePaise" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "refundedPaise" INTEGER NOT NULL DEFAULT 0,
    "reference" TEXT,
    "utr" TEXT,
    "payeeVpa" TEXT,
    "payeeName" TEXT,
    "providerOrderId" TEXT,
    "expiresAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "reference" TEXT,
    "status" "RefundStatus" NOT NULL,
    "providerRefundId" TEXT,
    "lineIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEvent" (
    "id" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_orderId_key" ON "Payment"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_utr_key" ON "Payment"("utr");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_providerOrderId_key" ON "Payment"("providerOrderId");

-- CreateIndex
CREATE INDEX "Payment_status_expiresAt_idx" ON "Payment"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_providerRefundId_key" ON "Refund"("providerRefundId");

-- CreateIndex
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every order placed before this migration was cash on delivery: its payment is `cod`, for
-- what it asked when placed (no fee then).
INSERT INTO "Payment" ("id", "orderId", "method", "status", "amountPaise", "createdAt", "updatedAt")
SELECT 'cod_' || "id", "id", 'cod', 'cod', "totalPaise", "createdAt", CURRENT_TIMESTAMP FROM "Order";
