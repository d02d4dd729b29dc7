-- Sign-in with a mobile number and a one-time code (issue 44): an account's verified mobile,
-- unique among accounts; accounts made that way have no e-mail address until their person
-- gives one (several NULLs pass the unique index) and no password (an empty hash matches none).

-- AlterTable
ALTER TABLE "User" ALTER COLUMN "email" DROP NOT NULL;
ALTER TABLE "User" ADD COLUMN "mobile" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_mobile_key" ON "User"("mobile");

-- CreateTable
CREATE TABLE "MobileCode" (
    "id" BIGSERIAL NOT NULL,
    "mobile" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "codeHash" TEXT NOT NULL,
    "tries" INTEGER NOT NULL DEFAULT 0,
    "usedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "network" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MobileCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MobileCode_mobile_createdAt_idx" ON "MobileCode"("mobile", "createdAt");

-- CreateIndex
CREATE INDEX "MobileCode_network_createdAt_idx" ON "MobileCode"("network", "createdAt");

-- AddForeignKey
ALTER TABLE "MobileCode" ADD CONSTRAINT "MobileCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
