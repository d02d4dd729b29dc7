-- The marketplace's monthly commission invoice to each seller (issue 45): one per seller and month, in series COM.
CREATE TABLE "CommissionInvoice" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "sellerId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommissionInvoice_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "CommissionInvoice_number_key" ON "CommissionInvoice"("number");
CREATE UNIQUE INDEX "CommissionInvoice_sellerId_month_key" ON "CommissionInvoice"("sellerId", "month");
CREATE UNIQUE INDEX "CommissionInvoice_financialYear_sequence_key" ON "CommissionInvoice"("financialYear", "sequence");
