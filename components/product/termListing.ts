import { cachedIsCategory } from "@/lib/catalog/cache";
import { isShopCategory } from "@/lib/catalog/categories";
import { listingBasePath, normalizeTerm } from "@/lib/catalog/listing-path";
import { listingPage, type ListingScope } from "./ProductListing";

export interface TermListing {
  term: string;
  isCategory: boolean;
  scope: ListingScope;
  basePath: string;
}

/**
 * /products/{category} lists a category, any other slug is a search (the lower-cased
 * search text). A category is one of the shop's own (lib/catalog/categories.ts) that some
 * product carries; a category only sellers name is searched for.
 */
export async function termListing(slug: string): Promise<TermListing> {
  const term = normalizeTerm(slug);
  const isCategory = isShopCategory(term) && (await cachedIsCategory(term));
  return { term, isCategory, scope: isCategory ? { category: term } : { q: term }, basePath: listingBasePath(term) };
}

/** Neither a category nor any search match: such a slug answers 404, with suggestions. */
export async function isUnknownTerm(listing: TermListing): Promise<boolean> {
  return !listing.isCategory && (await listingPage(listing.scope, { page: 1 })).total === 0;
}
