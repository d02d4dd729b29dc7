-- Sellers as businesses (issue 45 point 4): in a marketplace each seller invoices their own
-- supplies in their own series. A seller's business gets a three-character code (base 34:
-- digits and capitals without I and O, which read as 1 and 0) from a sequence when its row is
-- made; invoices and credit notes record their series and their seller (null: the shop), and
-- a sequence is unique within its series and financial year instead of across all documents.

-- CreateSequence
CREATE SEQUENCE "seller_code_seq" START WITH 1;

-- CreateFunction: the n-th code, "001", "002", … "ZZZ", then "000" (34³ codes; the unique index
-- refuses a repeat after that).
CREATE FUNCTION seller_code(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n / (34 ^ (2 - i))::bigint) % 34 + 1)::int, 1), '' ORDER BY i)
  FROM generate_series(0, 2) AS i
$$;

-- AlterTable: every business so far gets a code of its own (oldest sellers first, as the join yields them).
ALTER TABLE "SellerBusiness" ADD COLUMN "code" TEXT;
UPDATE "SellerBusiness" AS b SET "code" = seller_code(nextval('seller_code_seq'::regclass))
FROM (SELECT "SellerBusiness"."userId" FROM "SellerBusiness" JOIN "User" ON "User"."id" = "SellerBusiness"."userId" ORDER BY "User"."createdAt", "User"."id") AS o
WHERE b."userId" = o."userId";
ALTER TABLE "SellerBusiness" ALTER COLUMN "code" SET NOT NULL;
ALTER TABLE "SellerBusiness" ALTER COLUMN "code" SET DEFAULT seller_code(nextval('seller_code_seq'::regclass));
ALTER SEQUENCE "seller_code_seq" OWNED BY "SellerBusiness"."code";

-- CreateIndex
CREATE UNIQUE INDEX "SellerBusiness_code_key" ON "SellerBusiness"("code");

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN "series" TEXT NOT NULL DEFAULT 'INV', ADD COLUMN "sellerId" TEXT;
ALTER TABLE "CreditNote" ADD COLUMN "series" TEXT NOT NULL DEFAULT 'CN', ADD COLUMN "sellerId" TEXT;

-- DropIndex
DROP INDEX "Invoice_financialYear_sequence_key";
DROP INDEX "CreditNote_financialYear_sequence_key";

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_series_financialYear_sequence_key" ON "Invoice"("series", "financialYear", "sequence");
CREATE INDEX "Invoice_sellerId_issuedAt_idx" ON "Invoice"("sellerId", "issuedAt");
CREATE UNIQUE INDEX "CreditNote_series_financialYear_sequence_key" ON "CreditNote"("series", "financialYear", "sequence");
CREATE INDEX "CreditNote_sellerId_issuedAt_idx" ON "CreditNote"("sellerId", "issuedAt");
