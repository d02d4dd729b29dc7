import type { Tx } from "../db/key-lock.ts";
import type { OrderLine } from "../generated/prisma/client.ts";

// What returns do to an order's own rows (docs/architecture.md, Returns), each in the
// transaction of the flow moving the return (lib/flows/ask-return.ts, handle-return.ts).

/** Locks the shopper's order for the rest of the transaction, so two requests to return its units take turns; false when it is not theirs. */
export async function lockShoppersOrderIn(tx: Tx, orderId: string, shopperId: string): Promise<boolean> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Order" WHERE "id" = ${orderId} AND "userId" = ${shopperId} FOR UPDATE`;
  return locked.length > 0;
}

/** The units came back to the shop: counted on their lines. */
export async function countReturnedUnitsIn(tx: Tx, returned: readonly { lineId: string; quantity: number }[]): Promise<void> {
  for (const { lineId, quantity } of returned) {
    await tx.orderLine.update({ where: { id: lineId }, data: { returnedQuantity: { increment: quantity } } });
  }
}

/** An exchange's new size, as a new Accepted line of the order like `line`, at nothing more to pay: the seller dispatches it like any line. */
export function addExchangeLineIn(tx: Tx, line: OrderLine, size: string, quantity: number): Promise<OrderLine> {
  return tx.orderLine.create({
    data: {
      orderId: line.orderId,
      productId: line.productId,
      sellerId: line.sellerId,
      soldBy: line.soldBy,
      title: line.title,
      image: line.image,
      unitPaise: line.unitPaise,
      unitMrpPaise: line.unitMrpPaise,
      size,
      quantity,
      amountPaise: 0,
      status: "Accepted",
    },
  });
}

/** The order counts the lines an exchange added. */
export async function countAddedLinesIn(tx: Tx, orderId: string, added: number): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { lineCount: { increment: added } } });
}
