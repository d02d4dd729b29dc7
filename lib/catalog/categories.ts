/**
 * The shop's own categories: those of the landing page's tiles (shirts, trousers, shoes,
 * tops) and of the demo catalog's garments and departments. `/products/{term}` lists a
 * category only for one of these; any other term is a search, even when some seller's
 * product names it as a category. Anyone may sign up as a seller, so a category a seller
 * makes up must never replace every shopper's search for that word (docs/api.md,
 * "Storefront listings"). The search finds products by their categories too.
 */
export const SHOP_CATEGORIES: readonly string[] = ["shirts", "trousers", "shoes", "tops", "kurtas", "men", "women"];

export function isShopCategory(term: string): boolean {
  return SHOP_CATEGORIES.includes(term);
}
