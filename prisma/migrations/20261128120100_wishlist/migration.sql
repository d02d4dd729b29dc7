-- Wishlists (issue 42): products a shopper keeps for later, in one size or any ("").

-- CreateTable
CREATE TABLE "WishlistEntry" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "size" TEXT NOT NULL DEFAULT '',
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WishlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WishlistEntry_userId_productId_size_key" ON "WishlistEntry"("userId", "productId", "size");
CREATE INDEX "WishlistEntry_userId_addedAt_idx" ON "WishlistEntry"("userId", "addedAt");
CREATE INDEX "WishlistEntry_productId_idx" ON "WishlistEntry"("productId");

-- AddForeignKey
ALTER TABLE "WishlistEntry" ADD CONSTRAINT "WishlistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "WishlistEntry" ADD CONSTRAINT "WishlistEntry_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
