-- The declarations the Legal Metrology (Packaged Commodities) Rules ask of a garment's
-- listing: its country of origin (India unless the seller says otherwise) and its
-- manufacturer or marketer (unset: the shop itself, named from the shop profile).

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "countryOfOrigin" TEXT NOT NULL DEFAULT 'India',
ADD COLUMN "manufacturer" TEXT;
