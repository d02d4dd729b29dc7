-- The language the shop speaks to a shopper in (issue 46): kept on the account (set at sign-up
-- and by the language switch) and on each order (its mail's and phone messages' language), English until chosen.

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'hi');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "language" "Language" NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "language" "Language" NOT NULL DEFAULT 'en';

-- AlterTable: the language of a phone message's template (a Hindi order's news where the template has a Hindi text).
ALTER TABLE "OutboxMessage" ADD COLUMN "language" "Language" NOT NULL DEFAULT 'en';
