// The cart's optimistic updates as pure functions over lines; lib/stores/cart.ts holds the
// state and talks to the server. A change shows at once and is sent; the server's answers
// arrive one by one, and every change still pending is re-applied over each answer, so a
// reply to an earlier change never briefly undoes a later one, and a refused change alone
// is undone.

export type LineChange<L> = (lines: L[]) => L[];

/** What the shopper sees: the lines the server last confirmed, with the pending changes applied in order. */
export function shownLines<L>(confirmed: L[], pending: readonly LineChange<L>[]): L[] {
  return pending.reduce((lines, change) => change(lines), confirmed);
}

export interface Settled<L> {
  confirmed: L[];
  pending: LineChange<L>[];
  lines: L[];
}

/**
 * The server answered `change`: with the cart's lines, or with a refusal (`null`), when the
 * confirmed lines stay as they were. Either way the change is no longer pending.
 */
export function settle<L>(confirmed: L[], pending: readonly LineChange<L>[], change: LineChange<L>, answer: L[] | null): Settled<L> {
  const stillPending = pending.filter((other) => other !== change);
  const next = answer ?? confirmed;
  return { confirmed: next, pending: stillPending, lines: shownLines(next, stillPending) };
}

/** A new quantity for one line (the cart's plus and minus). */
export function changeQuantity<L extends { _id: string; quantity: number }>(lineId: string, quantity: number): LineChange<L> {
  return (lines) => lines.map((line) => (line._id === lineId ? { ...line, quantity } : line));
}

/** One line taken out. */
export function dropLine<L extends { _id: string }>(lineId: string): LineChange<L> {
  return (lines) => lines.filter((line) => line._id !== lineId);
}
