-- Mail that carries an invoice's PDF (issue 24): the sender renders it as it sends the mail.

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "invoiceId" TEXT;
