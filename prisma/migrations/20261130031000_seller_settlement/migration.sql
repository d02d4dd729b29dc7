-- Sellers as businesses (issue 45 point 5): the marketplace's commission rates as they change
-- (the shop's default, sellerId null, and a seller's own; only ever added, so each delivery is
-- charged the rate in force when it was made) and the payouts the owner records. Neither has a
-- foreign key to the seller: they are accounting records, kept whatever happens to the account.

-- CreateTable
CREATE TABLE "CommissionRate" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT,
    "basisPoints" INTEGER,
    "from" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommissionRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SellerPayout" (
    "id" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "paidOn" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SellerPayout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CommissionRate_sellerId_from_idx" ON "CommissionRate"("sellerId", "from");

-- CreateIndex
CREATE INDEX "SellerPayout_sellerId_paidOn_idx" ON "SellerPayout"("sellerId", "paidOn");
