-- The discount for paying online (issue 43): a percent of the items, capped; 0 is off.

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "prepaidPercent" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "prepaidMaxPaise" INTEGER NOT NULL DEFAULT 0;
