-- Issue 45: a marketplace order's dispatch mail attaches the shop's invoice of the order's
-- charges (delivery, COD fee) beside the seller's invoice of the goods, when the dispatch issued it.
ALTER TABLE "OutboxMail" ADD COLUMN "chargesInvoiceId" TEXT;
