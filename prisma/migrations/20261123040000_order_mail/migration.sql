-- Orders after Confirm Order: how an order is paid, who cancelled a line, and the outbox of
-- mail that the order and its status changes cause (README "Order mail").

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('cod');

-- CreateEnum
CREATE TYPE "CancelledBy" AS ENUM ('shopper', 'seller');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "paymentMethod" "PaymentMethod" NOT NULL DEFAULT 'cod';

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN "cancelledBy" "CancelledBy";

-- Lines cancelled before this migration were all cancelled by their seller (nobody else could).
UPDATE "OrderLine" SET "cancelledBy" = 'seller' WHERE "status" = 'Cancelled';

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" BIGSERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxMail_nextAttemptAt_idx" ON "OutboxMail"("nextAttemptAt");
