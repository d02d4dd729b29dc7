import { findCarrier } from "../shared/carriers.ts";
import type { OrderEvent } from "../generated/prisma/client.ts";
import { paiseToRupees } from "../money.ts";
import { toOrderEventJson } from "../json/order-event.ts";
import type { ReturnJson } from "../validation/responses.ts";
import type { ReturnRecord } from "../returns/records.ts";
import type { ReturnWithEvents } from "../returns/read.ts";

export type { ReturnJson } from "../validation/responses.ts";

/** The id of the return an order event is about (lib/returns writes it into `data`), or null. */
export function returnIdOf(event: Pick<OrderEvent, "data">): string | null {
  const data = event.data;
  if (data && typeof data === "object" && !Array.isArray(data) && typeof data.returnId === "string") return data.returnId;
  return null;
}

// A return as the API speaks it (docs/api.md, Returns): rupees, the carrier's name and tracking
// link, ISO dates; lib/returns hands out its records.

/** A return as the API shows it; with `events`, the order's timeline entries about it. */
export function toReturnJson(request: ReturnRecord, events?: OrderEvent[]): ReturnJson {
  return {
    id: request.id,
    number: request.number,
    orderId: request.orderId,
    orderNumber: request.order.number,
    kind: request.kind,
    status: request.status,
    lines: request.lines.map((line) => ({
      lineId: line.lineId,
      title: line.line.title,
      size: line.line.size,
      quantity: line.quantity,
      reason: line.reason,
      reasonText: line.reasonText,
      exchangeSize: line.exchangeSize,
      newLineId: line.newLineId,
      amount: paiseToRupees(line.amountPaise),
    })),
    refund: paiseToRupees(request.refundPaise),
    refundTo: request.refundToMasked,
    carrier: request.carrier ? (findCarrier(request.carrier)?.name ?? request.carrier) : null,
    awb: request.awb,
    trackingUrl: request.carrier && request.awb ? (findCarrier(request.carrier)?.trackingUrl(request.awb) ?? null) : null,
    reference: request.reference,
    note: request.note,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
    ...(events ? { events: events.filter((event) => returnIdOf(event) === request.id).map(toOrderEventJson) } : {}),
  };
}

/** One return read with its order's timeline (lib/returns/read.ts readReturnFor). */
export function returnWithEventsJson({ request, events }: ReturnWithEvents): ReturnJson {
  return toReturnJson(request, events);
}
