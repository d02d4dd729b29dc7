-- Listings sorted by price: read in index order (forwards for low to high, backwards for
-- high to low), the id breaking ties, as the newest-first order reads (createdAt, id).

-- CreateIndex
CREATE INDEX "Product_pricePaise_id_idx" ON "Product"("pricePaise", "id");
