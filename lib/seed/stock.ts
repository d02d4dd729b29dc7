import { stockKeys } from "../shared/stock.ts";

// The demo catalog's stock: every product tracked, most sizes with plenty, some low, some
// sold out, and one product with nothing left, so a new user sees every state the shop has
// (README.md, Stock). Deterministic, so `npm run load` can check units sold + units left
// against what was seeded.

/** Stock of the demo product at `index` of `count` (listings show the last, newest, first). */
export function demoStock(index: number, count: number, sizes: string[]): Record<string, number> {
  const keys = stockKeys(sizes);
  // The fourth card of the first listing page: sold out in every size.
  if (index === count - 4) return Object.fromEntries(keys.map((size) => [size, 0]));
  // The newest product, and every fifth: one size sold out and the next nearly.
  const patchy = index === count - 1 || index % 5 === 2;
  return Object.fromEntries(
    keys.map((size, j) => {
      if (patchy && keys.length > 2 && j === 1) return [size, 0];
      if (patchy && j === 2) return [size, 2];
      if (index % 7 === 3 && j === 0) return [size, 1];
      return [size, ((index * 7 + j * 11) % 23) + 8];
    }),
  );
}
