-- Sellers as businesses (issue 45 points 1 and 2): the shop's selling model, each order
-- line's seller of record fixed when placed (every earlier line was the shop's), and a
-- seller's business with the owner's approval.

-- CreateEnum
CREATE TYPE "SellingModel" AS ENUM ('single', 'marketplace');

-- CreateEnum
CREATE TYPE "SellerOfRecord" AS ENUM ('shop', 'seller');

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "sellingModel" "SellingModel" NOT NULL DEFAULT 'single';

-- AlterTable
ALTER TABLE "OrderLine" ADD COLUMN "soldBy" "SellerOfRecord" NOT NULL DEFAULT 'shop';

-- CreateTable
CREATE TABLE "SellerBusiness" (
    "userId" TEXT NOT NULL,
    "businessName" TEXT,
    "legalName" TEXT,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "stateCode" TEXT,
    "pin" TEXT,
    "gstin" TEXT,
    "enrolmentId" TEXT,
    "pan" TEXT,
    "supportEmail" TEXT,
    "supportPhone" TEXT,
    "grievanceName" TEXT,
    "grievanceEmail" TEXT,
    "grievancePhone" TEXT,
    "approvedAt" TIMESTAMP(3),
    "declinedAt" TIMESTAMP(3),
    "decisionNote" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SellerBusiness_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "SellerBusiness" ADD CONSTRAINT "SellerBusiness_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
