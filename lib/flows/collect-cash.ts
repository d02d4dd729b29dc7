import type { Tx } from "../db/key-lock.ts";
import type { OrderLine } from "../generated/prisma/client.ts";
import { anyReceived } from "../ledger/entries.ts";
import { postEntries, type LedgerActor } from "../ledger/post.ts";
import { orderCharges } from "../orders/lookups.ts";
import { cashRoundOffPaise } from "../money.ts";
import { receivePayment } from "./receive-payment.ts";

// Cash on delivery (docs/architecture.md, The ledger): the courier collects the delivered
// lines' amounts, and the order's own charges with its first delivery, in whole rupees.

/** In the transaction that marked `lines` Delivered: the cash collected for them, on their cash-on-delivery orders' ledgers. */
export async function collectCash(tx: Tx, who: LedgerActor, lines: Pick<OrderLine, "id" | "orderId" | "amountPaise">[]): Promise<void> {
  for (const orderId of [...new Set(lines.map((line) => line.orderId))]) {
    const order = await orderCharges(tx, orderId);
    if (order.paymentMethod !== "cod") continue;
    const own = lines.filter((line) => line.orderId === orderId);
    const first = !(await anyReceived(tx, orderId));
    const duePaise = own.reduce((sum, line) => sum + line.amountPaise, 0) + (first ? order.deliveryPaise + order.codFeePaise : 0);
    // Cash changes hands in whole rupees: the round-off is a charge (or a credit) of its own, so
    // what the ledger says was collected is what the courier took.
    const roundOffPaise = cashRoundOffPaise(duePaise);
    const lineIds = own.map((line) => line.id);
    if (roundOffPaise !== 0) {
      await postEntries(tx, orderId, who, [
        {
          kind: roundOffPaise > 0 ? "charge" : "credit",
          charge: "round_off",
          amountPaise: Math.abs(roundOffPaise),
          lineIds,
          reason: "Round off: cash in whole rupees",
        },
      ]);
    }
    await receivePayment(tx, orderId, who, { amountPaise: duePaise + roundOffPaise, method: "cod", reference: null, lineIds });
  }
}
