import { ProductStrip } from "@/components/product/ProductStrip";
import { listingPage, type ListingScope } from "@/lib/catalog/listing";
import { isBuilding } from "@/lib/legal/frame";

/** How many products a landing row shows: two screens' worth on a phone, one row and a half on a laptop. */
const ROW_LENGTH = 8;

/**
 * A row of the landing page (docs/product.md, Landing page): a listing's first products, read
 * through the listing's own first page (so from the same cache entry), with the way to the
 * whole listing. Nothing while the build prerenders, nor for a listing without products.
 */
export async function ProductRow({ title, scope, href }: { title: string; scope: ListingScope; href: string }) {
  if (isBuilding()) return null;
  const products = (await listingPage(scope, { page: 1 })).products.slice(0, ROW_LENGTH);
  return (
    <div className="mx-auto max-w-7xl px-4">
      <ProductStrip title={title} products={products} seeAll={href} />
    </div>
  );
}
