import type { Tx } from "../db/key-lock.ts";
import type { PaymentMethod, Prisma } from "../generated/prisma/client.ts";
import { orderEventData } from "../shared/order-events.ts";
import { isPrepaid } from "../shared/payment-status.ts";
import { WITH_LINES_AND_EVENTS } from "./records.ts";

// An order placed (docs/architecture.md, Flows: place-order.ts), written in the flow's
// transaction once everything it needs was checked and taken: the order's row, its lines and
// the first events of its timeline. Its payment is lib/payments' (openPaymentIn), its
// charges lib/ledger's, both written by the flow right after.

/** The order's own figures as placed: the address it goes to, the amounts, the coupon, the terms. */
export type OrderPlacing = Omit<
  Prisma.OrderUncheckedCreateInput,
  "userId" | "paymentMethod" | "lines" | "events" | "payment" | "shipments" | "messages" | "returns" | "ledger" | "links"
>;

/** A line as placed: its product, seller, snapshot and amounts. */
export type LinePlacing = Omit<Prisma.OrderLineUncheckedCreateWithoutOrderInput, "returnLines">;

/**
 * Writes the shopper's order with its lines; its timeline starts with "placed" by the shopper,
 * and for a prepaid order "payment_pending" by the shop. The order takes the next number.
 */
export function createOrderIn(tx: Tx, shopperId: string, method: PaymentMethod, order: OrderPlacing, lines: LinePlacing[]) {
  return tx.order.create({
    data: {
      userId: shopperId,
      ...order,
      paymentMethod: method,
      lines: { create: lines },
      events: {
        create: [
          orderEventData({ type: "placed", by: "shopper", actorId: shopperId }),
          ...(isPrepaid(method) ? [orderEventData({ type: "payment_pending", by: "system", actorId: null })] : []),
        ],
      },
    },
    include: WITH_LINES_AND_EVENTS,
  });
}

/** The order a shopper placed earlier under this Idempotency-Key, as OrderRecord reads it (without its documents); null for none. */
export function orderUnderKey(tx: Tx, userId: string, idempotencyKey: string) {
  return tx.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, include: WITH_LINES_AND_EVENTS });
}

/** Whether the shopper placed an order under this Idempotency-Key already. */
export async function placedUnderKey(db: Tx, userId: string, idempotencyKey: string): Promise<boolean> {
  return (await db.order.count({ where: { userId, idempotencyKey } })) > 0;
}
