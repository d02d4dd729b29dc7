import { prisma } from "../db.ts";
import { AppError, badRequest, forbidden, notFound } from "../errors.ts";
import type { OrderStatus } from "../generated/prisma/client.ts";
import { assertCodConfirmed } from "../orders/cod-terms.ts";
import type { SellerLine } from "../orders/records.ts";
import { findOrderLine, lineStatusNow, sellerLine } from "../orders/seller-lines.ts";
import { SELLER_STATUS_MOVES } from "../orders/status.ts";
import { howOrderIsPaid } from "../payments/read.ts";
import { mayFulfil, PAYMENT_METHOD_LABEL } from "../shared/payment-status.ts";
import type { StockChanges } from "../shared/stock.ts";
import { readShop } from "../shop/profile.ts";
import { moveOrderLines } from "./move-lines.ts";

// The seller's status call (PUT /api/order/update/status/{orderId}): accept, cancel or deliver
// one of their lines, through lib/flows/move-lines.ts.

/**
 * Moves one of the seller's lines to a new status; a move SELLER_STATUS_MOVES lacks is 400 (the parcel's moves are the parcel flows'),
 * accepting or delivering a line of a prepaid order not paid yet 409 `payment_pending`, of a
 * cash-on-delivery order its shopper has not confirmed yet 409 `cod_unconfirmed`, delivering an
 * accepted line without a parcel where the shop's delivery terms want one 409 `parcel_required`.
 * A cancellation may carry the seller's reason, which the shopper reads on the order's
 * timeline and in their mail. A cancelled line's units go back to stock
 * (lib/flows/move-lines.ts); `stock` says which pages that changes.
 */
export async function setOrderLineStatus(
  sellerId: string,
  lineId: string,
  status: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ line: SellerLine; stock: StockChanges }> {
  const line = await findOrderLine(lineId);
  if (!line) throw notFound("No such order line.");
  if (line.sellerId !== sellerId) throw forbidden("Only the seller of this line can change its status.");
  if (status === "Delivered" && line.status === "Accepted" && !(await readShop()).delivery.withoutParcel) {
    throw new AppError(
      409,
      "parcel_required",
      "This shop delivers every item by parcel: dispatch it with a courier on the order's page, and mark the parcel delivered when it arrives.",
    );
  }
  const { lines: moved, stock } = await moveOrderLines({ role: "seller", userId: sellerId }, [lineId], status, reason);
  if (moved.length === 0) {
    if (status !== "Cancelled") await assertCodConfirmed(prisma, line.orderId);
    const payment = await howOrderIsPaid(line.orderId);
    if (status !== "Cancelled" && payment && !mayFulfil(payment)) {
      throw new AppError(
        409,
        "payment_pending",
        `This order is paid by ${PAYMENT_METHOD_LABEL[payment.method]} and is not paid yet: accept and send it once it is.`,
      );
    }
    const current = (await lineStatusNow(lineId)) ?? line.status;
    throw badRequest(`An order line that is ${current} cannot become ${status}.`, {
      status: [`allowed from ${current}: ${SELLER_STATUS_MOVES[current].join(", ") || "none"}`],
    });
  }
  return { line: await sellerLine(lineId), stock };
}
