-- The shop as a business and addresses with a state (issue 21): the shop's owner, the shop
-- profile, shoppers' saved addresses, and the city and state of every order's delivery
-- address. Orders placed before get their city and state from their PIN after this runs
-- (lib/address/backfill.ts, at start and in `npm run db:migrate`): SQL cannot read the PIN
-- data set.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "owner" BOOLEAN NOT NULL DEFAULT false;

-- A shop that already has sellers is run by the first of them (lib/shop/owner.ts).
UPDATE "User" SET "owner" = true WHERE "id" = (SELECT "id" FROM "User" WHERE "admin" ORDER BY "createdAt", "id" LIMIT 1);

-- CreateIndex
CREATE UNIQUE INDEX "User_one_owner_key" ON "User"("owner") WHERE owner;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "city" TEXT,
ADD COLUMN     "state" TEXT,
ADD COLUMN     "stateCode" TEXT;

-- CreateTable
CREATE TABLE "Shop" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT,
    "legalName" TEXT,
    "address" TEXT,
    "city" TEXT,
    "state" TEXT,
    "stateCode" TEXT,
    "pin" TEXT,
    "gstin" TEXT,
    "supportEmail" TEXT,
    "supportPhone" TEXT,
    "grievanceName" TEXT,
    "grievanceDesignation" TEXT,
    "grievanceEmail" TEXT,
    "grievancePhone" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Shop_pkey" PRIMARY KEY ("id"),
    -- One shop: lib/shop/ reads and writes row 1 only.
    CONSTRAINT "Shop_one_row" CHECK ("id" = 1)
);

-- The profile exists from the start, empty until the owner fills it (or the seed does).
INSERT INTO "Shop" ("id") VALUES (1);

-- CreateTable
CREATE TABLE "SavedAddress" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "stateCode" TEXT NOT NULL,
    "pin" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedAddress_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SavedAddress_userId_createdAt_idx" ON "SavedAddress"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SavedAddress_one_default_key" ON "SavedAddress"("userId") WHERE "isDefault";

-- AddForeignKey
ALTER TABLE "SavedAddress" ADD CONSTRAINT "SavedAddress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
