import { revalidateStock } from "../catalog/revalidate.ts";
import type { StockChanges } from "../shared/stock.ts";

// A flow that passes and tests call too hands back the stock it moved (`StockChanges`), since
// Next expires pages only in a request. A route wraps its call in `withStockShown`, so the pages
// of that stock are expired in the route's request and the route reaches the catalog only
// through the flows (docs/architecture.md, Flows).

/** The flow's answer, once the pages of the stock it moved are expired. */
export async function withStockShown<T extends { stock: StockChanges }>(work: Promise<T>): Promise<T> {
  const done = await work;
  await revalidateStock(done.stock);
  return done;
}
