-- Order mail merged within a minute (issue 47, point 14): the outbox row's batch and the lines
-- it tells about.

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "batchKey" TEXT,
ADD COLUMN "lineIds" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "OutboxMail_batchKey_idx" ON "OutboxMail"("batchKey");
