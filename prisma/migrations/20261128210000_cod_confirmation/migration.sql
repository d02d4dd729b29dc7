-- Cash on delivery confirmed before dispatch (issue 41 §2): the shop's terms, where each
-- order's confirmation stands, and the single-use links of the mail that asks for it.

-- CreateEnum
CREATE TYPE "CodConfirmStatus" AS ENUM ('pending', 'confirmed', 'cancelled', 'expired');

-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'confirm_cod';

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "codConfirmEnabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "codConfirmAbovePaise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "codConfirmHours" DOUBLE PRECISION NOT NULL DEFAULT 24;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "codConfirmStatus" "CodConfirmStatus",
ADD COLUMN     "codConfirmBy" TIMESTAMP(3),
ADD COLUMN     "codRemindAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "AccountToken" ADD COLUMN     "orderId" TEXT;

-- CreateIndex
CREATE INDEX "Order_codConfirmStatus_codConfirmBy_idx" ON "Order"("codConfirmStatus", "codConfirmBy");

-- AddForeignKey
ALTER TABLE "AccountToken" ADD CONSTRAINT "AccountToken_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
