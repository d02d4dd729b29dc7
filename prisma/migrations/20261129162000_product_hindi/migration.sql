-- A product's Hindi title and description, which the seller may add (issue 46): the Hindi
-- pages show them, and the English ones when there are none.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "titleHi" TEXT,
ADD COLUMN "descriptionHi" TEXT;
