-- A WhatsApp template's quick-reply buttons (issue 44): the COD confirmation's Confirm and
-- Cancel, whose replies come back by webhook naming the message they answer.

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "buttons" TEXT[] DEFAULT ARRAY[]::TEXT[];
