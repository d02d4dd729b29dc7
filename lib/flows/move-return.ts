import { sendPendingRazorpayRefunds } from "./razorpay-refunds.ts";
import type { ReturnRecord } from "../returns/records.ts";
import { applyReturnMove } from "./handle-return.ts";
import type { ReturnViewer } from "../returns/read.ts";
import type { StockChanges } from "../shared/stock.ts";
import type { ReturnMove } from "../validation/returns.ts";

// The seller or the owner moves a return (docs/architecture.md, Flows): the move is applied in
// one transaction (lib/flows/handle-return.ts: stock, invoice credit, the ledger's refund owed);
// once that has committed, a refund owed on a Razorpay payment goes out through Razorpay, whose
// answer (or webhook) then closes the return as refunded.

export async function moveReturn(actor: ReturnViewer, returnId: string, move: ReturnMove): Promise<{ request: ReturnRecord; stock: StockChanges }> {
  const { request, stock, refundOwed } = await applyReturnMove(actor, returnId, move);
  if (refundOwed) await sendPendingRazorpayRefunds(request.orderId);
  return { request, stock };
}
