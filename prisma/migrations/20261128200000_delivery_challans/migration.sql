-- Delivery challans (CGST Rule 55) for the sizes sent in exchange: issue 39.
CREATE TABLE "DeliveryChallan" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "orderId" TEXT NOT NULL,
    "lineIds" TEXT[],
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryChallan_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "DeliveryChallan_number_key" ON "DeliveryChallan"("number");
CREATE INDEX "DeliveryChallan_orderId_idx" ON "DeliveryChallan"("orderId");
CREATE INDEX "DeliveryChallan_issuedAt_idx" ON "DeliveryChallan"("issuedAt");
CREATE UNIQUE INDEX "DeliveryChallan_financialYear_sequence_key" ON "DeliveryChallan"("financialYear", "sequence");
