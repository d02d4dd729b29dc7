/**
 * What a listing says above its cards: "24 products · page 1 of 2". A broad search counts no
 * further than it ranks (SEARCH_DEPTH, lib/catalog/search.ts), so its total is a lower bound
 * and says so: "1,000+ products · page 1 of 42+".
 */
export function listingCountText(total: number, more: boolean, page: number, pageCount: number): string {
  const plus = more ? "+" : "";
  const products = `${total.toLocaleString("en-IN")}${plus} ${total === 1 && !more ? "product" : "products"}`;
  return pageCount > 1 ? `${products} · page ${page.toLocaleString("en-IN")} of ${pageCount.toLocaleString("en-IN")}${plus}` : products;
}
