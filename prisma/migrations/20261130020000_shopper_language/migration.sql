-- The language the shop speaks to a shopper in (issue 46): kept on the account (set at sign-up
-- and by the language switch) and on each order (its mail's language), English until chosen.

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'hi');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "language" "Language" NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "language" "Language" NOT NULL DEFAULT 'en';
