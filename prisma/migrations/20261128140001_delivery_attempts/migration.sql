-- Failed delivery attempts (issue 41): a parcel in transit counts them, keeps the last one's
-- time and reason, and when the shopper said they will take it after it.

-- AlterTable
ALTER TABLE "Shipment" ADD COLUMN     "failedAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastFailedAt" TIMESTAMP(3),
ADD COLUMN     "lastFailReason" TEXT,
ADD COLUMN     "retryRequestedAt" TIMESTAMP(3);
