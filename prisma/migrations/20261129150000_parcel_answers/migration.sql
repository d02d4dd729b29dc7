-- A failed delivery attempt answered from its mail without logging in (issue 41 §4): the
-- single-use link names its parcel, and a parcel the shopper no longer wants says so.

-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'parcel_answer';

-- AlterTable
ALTER TABLE "AccountToken" ADD COLUMN     "shipmentId" TEXT;

-- AlterTable
ALTER TABLE "Shipment" ADD COLUMN     "declinedAt" TIMESTAMP(3);

-- AddForeignKey
ALTER TABLE "AccountToken" ADD CONSTRAINT "AccountToken_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
