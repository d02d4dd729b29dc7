-- Delivery dates by PIN and cash on delivery's rules against refused parcels (issue 41): the
-- shop's dispatch and transit terms, the PINs and refusals that end COD, and the date each
-- order was promised by (null on orders placed before).

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN     "dispatchDays" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "dispatchCutoffHour" INTEGER NOT NULL DEFAULT 14,
ADD COLUMN     "dispatchHolidays" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "transitLocalDays" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "transitStateDays" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "transitMetroDays" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "transitNationalDays" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "transitRemoteDays" INTEGER NOT NULL DEFAULT 8,
ADD COLUMN     "codBlockedPins" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "codMaxRefused" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "deliveryBy" DATE;
