-- A month whose commission is negative gets the shop's credit note to the seller (issue 45), in series CCN,
-- in the table of the month's commission document: a month has an invoice or a credit note, never both.
ALTER TABLE "CommissionInvoice" ADD COLUMN "series" TEXT NOT NULL DEFAULT 'COM';

DROP INDEX "CommissionInvoice_financialYear_sequence_key";
CREATE UNIQUE INDEX "CommissionInvoice_series_financialYear_sequence_key" ON "CommissionInvoice"("series", "financialYear", "sequence");
