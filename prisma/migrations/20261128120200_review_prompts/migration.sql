-- The review prompt (issue 42): the shop's days after delivery before a line's shopper is asked
-- to review it (0: never), and when each line's shopper was asked, so each is asked once.

-- AlterTable
ALTER TABLE "Shop" ADD COLUMN "reviewPromptDays" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "OrderLine" ADD COLUMN "reviewPromptedAt" TIMESTAMP(3);

-- Lines delivered before reviews existed are not asked about all at once on the first pass.
UPDATE "OrderLine" SET "reviewPromptedAt" = CURRENT_TIMESTAMP WHERE "status" = 'Delivered';

-- The prompt's look: delivered lines not yet asked about.
CREATE INDEX "OrderLine_review_prompt_idx" ON "OrderLine" ("shipmentId") WHERE "status" = 'Delivered' AND "reviewPromptedAt" IS NULL;
