import type { Tx } from "../db/key-lock.ts";

// The cart after an order (docs/architecture.md, Flows: place-order.ts).

/** The cart's lines just ordered leave it, in the order's transaction; a line added meanwhile by another tab stays. */
export async function takeOrderedLinesIn(tx: Tx, userId: string, lineIds: string[]): Promise<void> {
  await tx.cartLine.deleteMany({ where: { userId, id: { in: lineIds } } });
}
