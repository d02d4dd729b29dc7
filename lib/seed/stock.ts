import { stockKeys } from "../stock/stock.ts";

// The demo catalog's stock: every product tracked, most sizes with plenty, some low, some
// sold out, and one product with nothing left, so a new user sees every state the shop has
// (README.md, Stock). Deterministic, so `npm run load` can check units sold + units left
// against what was seeded.

/** Stock of the demo product at `index` of `count` (the catalog is listed newest, i.e. last, first). */
export function demoStock(index: number, count: number, sizes: string[]): Record<string, number> {
  const keys = stockKeys(sizes);
  // The second card of the first listing page: sold out in every size.
  if (index === count - 2) return Object.fromEntries(keys.map((size) => [size, 0]));
  return Object.fromEntries(
    keys.map((size, j) => {
      // The first card, and every fifth product: one size sold out, the next nearly.
      if ((index === count - 1 || index % 5 === 0) && keys.length > 1 && j === 1) return [size, 0];
      if ((index === count - 1 || index % 5 === 0) && j === 2) return [size, 2];
      if (index % 7 === 3 && j === 0) return [size, 1];
      return [size, ((index * 7 + j * 11) % 23) + 4];
    }),
  );
}
