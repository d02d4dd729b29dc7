import { AppError } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import type { Tx } from "../db/user-lock.ts";
import { isInStock, leftText, parseStock, unitsLeft, type StockChanges } from "../shared/stock.ts";

// Taking and returning units, always inside the caller's transaction (README.md, Stock).

export interface UnitsLine {
  productId: string;
  size: string;
  quantity: number;
}

export interface ShortLine {
  /** The line's place in the cart (its index, as the spec's clients name lines). */
  index: number;
  title: string;
  size: string;
  left: number;
}

/** 409 `out_of_stock`, naming each short line and what is left of it. */
export function outOfStock(short: ShortLine[]): AppError {
  const name = (line: ShortLine) => (line.size ? `${line.title} (size ${line.size})` : line.title);
  const fields = Object.fromEntries(short.map((line) => [`items.${line.index}`, [`${name(line)}: ${leftText(line.left)}`]]));
  return new AppError(409, "out_of_stock", `Not enough stock: ${short.map((line) => `${name(line)} ${leftText(line.left)}`).join("; ")}.`, fields);
}

// jsonb_set with the size as a one-element path; the units as an int, so the CHECK
// constraint's floor test holds.
const setUnits = (size: string, delta: number) => Prisma.sql`jsonb_set("stock", ARRAY[${size}]::text[], to_jsonb((("stock"->>${size})::int + ${delta})::int))`;

/** Product rows in id order, so two checkouts sharing products lock them in the same order and never deadlock. */
function byProduct<T extends { productId: string; size: string }>(lines: T[]): T[] {
  return [...lines].sort((a, b) => (a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId < b.productId ? -1 : 1));
}

/**
 * Takes the units of every line, in the caller's transaction: each size's units drop by
 * the line's quantity only if that many are left (a conditional update, so concurrent
 * checkouts on PostgreSQL re-check against what the other one left). An untracked product
 * is only locked: a seller who starts tracking it waits for this checkout to commit. If any
 * line is short, throws out_of_stock and the caller's transaction undoes the lines taken.
 */
export async function takeUnits(tx: Tx, lines: (UnitsLine & { index: number; title: string })[]): Promise<StockChanges> {
  const short: ShortLine[] = [];
  const changes = new Map<string, boolean>();
  const take = (line: UnitsLine) => tx.$queryRaw<{ stock: unknown }[]>`
      UPDATE "Product" SET "stock" = ${setUnits(line.size, -line.quantity)}
      WHERE "id" = ${line.productId} AND "stock" IS NOT NULL AND ("stock"->>${line.size})::int >= ${line.quantity}
      RETURNING "stock"`;
  for (const line of byProduct(lines)) {
    let taken = await take(line);
    if (!taken.length) {
      // Untracked, or short: decided under the row's lock, so neither can change before commit.
      const [row] = await tx.$queryRaw<{ stock: unknown }[]>`SELECT "stock" FROM "Product" WHERE "id" = ${line.productId} FOR NO KEY UPDATE`;
      // A product deleted meanwhile has nothing left.
      const left = unitsLeft(row ? parseStock(row.stock) : {}, line.size);
      if (left === null) continue;
      if (left < line.quantity) {
        short.push({ index: line.index, title: line.title, size: line.size, left });
        continue;
      }
      // The seller started tracking between the two statements; the lock now holds the units still.
      taken = await take(line);
    }
    changes.set(line.productId, (changes.get(line.productId) ?? false) || !isInStock(parseStock(taken[0].stock)));
  }
  if (short.length) throw outOfStock(short.sort((a, b) => a.index - b.index));
  return { products: [...changes.keys()], listings: [...changes.values()].some(Boolean) };
}

/**
 * Puts the units of cancelled lines back, in the caller's transaction, which must be the
 * one that moved them to Cancelled (guarded on their previous status, so this runs once
 * per line). A deleted product, an untracked one, or a size the product no longer has
 * takes nothing back.
 */
export async function returnUnits(tx: Tx, lines: (Omit<UnitsLine, "productId"> & { productId: string | null })[]): Promise<StockChanges> {
  const changes = new Map<string, boolean>();
  const tracked = lines.filter((line): line is UnitsLine => line.productId !== null && line.quantity > 0);
  for (const line of byProduct(tracked)) {
    const back = await tx.$queryRaw<{ stock: unknown }[]>`
      UPDATE "Product" SET "stock" = ${setUnits(line.size, line.quantity)}
      WHERE "id" = ${line.productId} AND ("stock"->>${line.size}) IS NOT NULL
      RETURNING "stock"`;
    if (!back.length) continue;
    const stock = parseStock(back[0].stock) ?? {};
    // Back in stock when these units are all it has now.
    const total = Object.values(stock).reduce((sum, units) => sum + units, 0);
    changes.set(line.productId, (changes.get(line.productId) ?? false) || total === line.quantity);
  }
  return { products: [...changes.keys()], listings: [...changes.values()].some(Boolean) };
}
