-- Order updates on WhatsApp and SMS (issue 44): the shopper's consent to WhatsApp, with its
-- time and number, and the durable outbox of messages with each one's last status.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "whatsappConsentAt" TIMESTAMP(3),
ADD COLUMN "whatsappConsentMobile" TEXT,
ADD COLUMN "whatsappWithdrawnAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" BIGSERIAL NOT NULL,
    "orderId" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "parameters" JSONB NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "providerId" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "statusAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_providerId_key" ON "OutboxMessage"("providerId");

-- CreateIndex
CREATE INDEX "OutboxMessage_nextAttemptAt_idx" ON "OutboxMessage"("nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_orderId_idx" ON "OutboxMessage"("orderId");

-- AddForeignKey
ALTER TABLE "OutboxMessage" ADD CONSTRAINT "OutboxMessage_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
