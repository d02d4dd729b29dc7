// A product's rating from the count and sum of the stars of its shown reviews (Product
// ratingCount and ratingSum, kept by the reviews migration's trigger).

export interface Rating {
  /** Stars, to one decimal. */
  average: number;
  count: number;
}

/** The average to one decimal (4.25 shows as 4.3); null when nobody has reviewed it. */
export function ratingOf(product: { ratingCount: number; ratingSum: number }): Rating | null {
  if (product.ratingCount <= 0) return null;
  return { average: Math.round((product.ratingSum * 10) / product.ratingCount) / 10, count: product.ratingCount };
}
