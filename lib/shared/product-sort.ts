// The orders a listing or search can be sorted in. Every order ends with the id, so two
// products that tie (same price, same moment) always come in the same order and paging
// never repeats or skips one. Each has an index behind it (see the product_sort
// migration): (createdAt, id) and (sellingPaise, id) (what a unit costs now, the sale price or the MRP: the sale_price migration), read forwards or backwards; the best rated
// first has the expression index of the reviews migration.

export const PRODUCT_SORTS = ["newest", "price_asc", "price_desc", "rating", "relevance"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === "string" && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** Searches rank by how well a product matches; listings show the newest first. */
export function defaultSort(isSearch: boolean): ProductSort {
  return isSearch ? "relevance" : "newest";
}

/** The orders a shopper may choose: relevance only where there is search text to match. */
export function sortChoices(isSearch: boolean): ProductSort[] {
  return isSearch ? ["relevance", "newest", "price_asc", "price_desc", "rating"] : ["newest", "price_asc", "price_desc", "rating"];
}

/** The order a listing is shown in: the one asked for when it applies, else the default. */
export function effectiveSort(asked: ProductSort | undefined, isSearch: boolean): ProductSort {
  return asked && sortChoices(isSearch).includes(asked) ? asked : defaultSort(isSearch);
}
