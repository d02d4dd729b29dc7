import type { OrderActor, OrderEvent, OrderStatus, Prisma } from "../generated/prisma/client.ts";
import type { Tx } from "../db/key-lock.ts";

// An order's timeline (docs/architecture.md, The order's timeline). Every change to an order
// records one event here, in the transaction that makes the change. The kinds of change are
// this list, not a database enum, so that a later kind (paid, shipped, refunded, …) is a new
// entry here and needs no migration.

export const ORDER_EVENT_TYPES = [
  "placed",
  "accepted",
  "cancelled",
  "delivered",
  // Invoices (lib/invoices): a tax invoice for delivered lines, a credit note for invoiced units undone.
  "invoice_issued",
  "credit_note_issued",
  // A delivery challan for a size sent in exchange (lib/invoices/challan.ts).
  "delivery_challan_issued",
  // Payments (lib/payments): waiting for the money (and a UTR given), the money found, not
  // found, the window passed, money given back.
  "payment_pending",
  "paid",
  "payment_failed",
  "payment_expired",
  "refunded",
  // Cash on delivery confirmed before dispatch (lib/orders/cod-confirmation.ts): the shopper's
  // yes, or the deadline passing without it (the order is then cancelled).
  "cod_confirmed",
  "cod_expired",
  // A parcel (lib/delivery): dispatched, and what became of it.
  "shipped",
  "shipment_delivered",
  "returned_to_origin",
  "shipment_lost",
  // A delivery attempt failed (the reason is the note), and the shopper will take the parcel,
  // or no longer wants it (it goes back to the seller).
  "delivery_failed",
  "delivery_retry_requested",
  "delivery_declined",
  // A return or exchange (lib/returns): each move of it; `data.returnId` names it.
  "return_requested",
  "return_approved",
  "return_rejected",
  "return_picked_up",
  "return_received",
  "return_refunded",
  "return_exchanged",
] as const;

/** The most a note on an event (a seller's reason to cancel) may say. */
export const MAX_NOTE_LENGTH = 300;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The event a line's move to a status records. */
export const STATUS_EVENT: Record<Exclude<OrderStatus, "Ordered">, OrderEventType> = {
  Accepted: "accepted",
  Cancelled: "cancelled",
  Delivered: "delivered",
  Shipped: "shipped",
  ReturnedToOrigin: "returned_to_origin",
};

export interface NewOrderEvent {
  orderId: string;
  type: OrderEventType;
  by: OrderActor;
  /** The user who made the change; none for the shop itself. */
  actorId: string | null;
  /** The lines it touched; none for the whole order. */
  lineIds?: string[];
  /** What the person said, e.g. a seller's reason to cancel; shown to the shopper. */
  note?: string | null;
  data?: Prisma.InputJsonValue;
}

function isOrderEventType(type: string): type is OrderEventType {
  return (ORDER_EVENT_TYPES as readonly string[]).includes(type);
}

/** An event as the database stores it, for a nested create; a kind not in ORDER_EVENT_TYPES is a programming error. */
export function orderEventData({ type, by, actorId, lineIds, note, data }: Omit<NewOrderEvent, "orderId">) {
  if (!isOrderEventType(type)) throw new TypeError(`Unknown order event type: ${String(type)}`);
  return { type, by, actorId, lineIds: lineIds ?? [], note: note ?? null, data };
}

/** Records events in the caller's transaction. */
export async function recordOrderEvents(tx: Tx, events: NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.orderEvent.createMany({ data: events.map(({ orderId, ...event }) => ({ orderId, ...orderEventData(event) })) });
}

/**
 * What a seller sees of an order's timeline: what happened to the whole order, and what
 * happened to their own lines, naming only those. Another seller's accepting or cancelling
 * their lines is not theirs to see.
 */
export function sellerTimeline(events: OrderEvent[], ownLineIds: ReadonlySet<string>): OrderEvent[] {
  return events.flatMap((event) => {
    if (event.lineIds.length === 0) return [event];
    const own = event.lineIds.filter((id) => ownLineIds.has(id));
    return own.length ? [{ ...event, lineIds: own }] : [];
  });
}
