-- Issue 45: a size sent in exchange for a marketplace seller's line travels with the seller's
-- own delivery challan (series D{code}), as its invoice is theirs; the shop's stay in DC.
ALTER TABLE "DeliveryChallan" ADD COLUMN "series" TEXT NOT NULL DEFAULT 'DC';
ALTER TABLE "DeliveryChallan" ADD COLUMN "sellerId" TEXT;

DROP INDEX "DeliveryChallan_financialYear_sequence_key";
CREATE UNIQUE INDEX "DeliveryChallan_series_financialYear_sequence_key" ON "DeliveryChallan"("series", "financialYear", "sequence");
