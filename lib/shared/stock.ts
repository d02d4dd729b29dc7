// The stock rule, in one place (README.md, Stock): units left per product and size. `null`
// means the seller does not track stock, so every size is unlimited. A product without
// sizes keeps its units under the key "" (the size its cart and order lines carry). Pure
// functions only: the storefront, the seller console and the server share them.

/** Units left per size; null when not tracked. */
export type Stock = Record<string, number> | null;

/** A seller may enter at most this many units of one size. */
export const MAX_STOCK_UNITS = 100_000;

/** At or below this many units a size is "low": the product page says "Only N left", the dashboard lists it. */
export const LOW_STOCK_UNITS = 3;

/** The key a product without sizes keeps its units under. */
export const NO_SIZE = "";

/** The keys a tracked product's stock has: its sizes, or "" when it has none. */
export function stockKeys(sizes: readonly string[]): string[] {
  return sizes.length ? [...sizes] : [NO_SIZE];
}

/**
 * Reads the database's JSON column: anything but an object is "not tracked". Given the
 * product's sizes, the entries come in their order (PostgreSQL's jsonb keeps its own).
 */
export function parseStock(value: unknown, sizes?: readonly string[]): Stock {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1]));
  if (sizes) {
    const order = stockKeys(sizes);
    entries.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  }
  return Object.fromEntries(entries);
}

/** Units left of one size; null when unlimited. A tracked product's size it does not list has none. */
export function unitsLeft(stock: Stock, size: string): number | null {
  if (stock === null) return null;
  return Math.max(0, stock[size] ?? 0);
}

/** False only when the product is tracked and every size is at 0. */
export function isInStock(stock: Stock): boolean {
  return stock === null || Object.values(stock).some((units) => units > 0);
}

/** Whether a size can be bought now; "" (a wishlist's "any size") asks about every size at once. */
export function canBuy(stock: Stock, size: string): boolean {
  return size === NO_SIZE ? isInStock(stock) : unitsLeft(stock, size) !== 0;
}

/** How many units of a cart line are beyond its size's stock (0 when the line can be ordered). */
export function unitsShort(stock: Stock, size: string, quantity: number): number {
  const left = unitsLeft(stock, size);
  return left === null ? 0 : Math.max(0, quantity - left);
}

/** "only 2 left" / "out of stock", for a size that cannot take more. */
export function leftText(left: number): string {
  return left > 0 ? `only ${left} left` : "out of stock";
}

/**
 * The stock a product keeps after a change. `given` undefined leaves tracking as it was;
 * null stops it; an object sets the sizes it names (the others keep their units). Sizes
 * the product no longer has are dropped; sizes new to a tracked product start at 0.
 */
export function nextStock(sizes: readonly string[], current: Stock, given: Stock | undefined): Stock {
  if (given === null) return null;
  if (given === undefined && current === null) return null;
  const merged = { ...current, ...given };
  return Object.fromEntries(stockKeys(sizes).map((size) => [size, merged[size] ?? 0]));
}

/** Stock keys that are not sizes of the product, as 400 fields ("stock.XL"). */
export function foreignStockKeys(sizes: readonly string[], given: Stock | undefined): Record<string, string[]> {
  const keys = stockKeys(sizes);
  const fields: Record<string, string[]> = {};
  for (const size of Object.keys(given ?? {})) {
    if (!keys.includes(size)) {
      fields[`stock.${size}`] = [sizes.length ? `not one of the product's sizes (${sizes.join(", ")})` : 'a product without sizes keeps its units under ""'];
    }
  }
  return fields;
}

/** Sizes grouped by units left, fewest first, each group in the order given: [[0, ["S"]], [2, ["M", "L"]]] (the dashboard's low-stock rows). */
export function byUnitsLeft(sizes: { size: string; units: number }[]): [number, string[]][] {
  const groups = new Map<number, string[]>();
  for (const { size, units } of sizes) groups.set(units, [...(groups.get(units) ?? []), size]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

/** What a sale or a return changed: products whose units moved, and whether any of them went sold out or came back. */
export interface StockChanges {
  products: string[];
  /** Some product's inStock flipped: listings (which show "Sold out") must expire too. */
  listings: boolean;
}

export const NO_STOCK_CHANGES: StockChanges = { products: [], listings: false };
