-- A seller may get a WhatsApp message for each new order (issue 44 §3): when they turned it
-- on, for the mobile number proved theirs; null while off.

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "newOrderWhatsAppAt" TIMESTAMP(3);
