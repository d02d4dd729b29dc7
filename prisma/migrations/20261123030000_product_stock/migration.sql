-- Stock per size (README.md, Stock): units left per size as a JSON object on the product,
-- {"S": 4, "M": 0}, or NULL when the seller does not track stock (unlimited). A product
-- without sizes keeps its units under "". One row per product keeps a checkout's
-- conditional update and the product read that every page already does in one place.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "stock" JSONB;

-- The last line of defence behind the checkout's conditional update: no size ever holds
-- fewer than 0 units, and every value is a whole number.
ALTER TABLE "Product" ADD CONSTRAINT "Product_stock_check" CHECK (
    "stock" IS NULL
    OR (jsonb_typeof("stock") = 'object'
        AND NOT jsonb_path_exists("stock", '$.* ? (@.type() != "number" || @ < 0 || @ != @.floor())'))
);
