import type { Order, OrderEvent, OrderLine, Shipment } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import { lineTotalPaise, paiseToRupees } from "../money.ts";
import type { OrderEventJson, OrderJson, OrderLineJson, SellerOrderLineJson, ShipmentJson } from "../validation/responses.ts";
import type { OrderEventType } from "./events.ts";
import { payablePaise } from "./payable.ts";
import { duePaise, sellerDuePaise } from "./payment.ts";
import { LINE_STATUS_TEXT } from "./status-text.ts";
import type { OrderRecord, SellerLine } from "./records.ts";
import type { SellerOrder } from "./seller.ts";

// The one adapter between the order records of lib/orders and the API's JSON (shapes in
// lib/validation/responses.ts), where the spec's names live: a line's `productId` is the
// product as it was ordered (from the line's snapshot, so it reads the same after the product
// is changed or deleted, when `_id`/`id` are null), `adminId` its seller, `orderId` its order.

export type { OrderJson, OrderLineJson, SellerOrderLineJson, ShipmentJson } from "../validation/responses.ts";

export function addressOf(order: Pick<Order, "name" | "mobile" | "address" | "city" | "state" | "stateCode" | "pin">): OrderJson["address"] {
  return { name: order.name, mobile: order.mobile, address: order.address, city: order.city, state: order.state, stateCode: order.stateCode, pin: order.pin };
}

export function toOrderLineJson(line: OrderLine): OrderLineJson {
  return {
    _id: line.id,
    orderId: line.orderId,
    productId: {
      _id: line.productId,
      id: line.productId,
      title: line.title,
      price: paiseToRupees(line.unitPaise),
      size: line.size ? [line.size] : [],
      image: line.image,
      imageUrl: imageUrl(line.image),
      adminId: line.sellerId,
    },
    quantity: line.quantity,
    price: paiseToRupees(line.unitPaise),
    total: paiseToRupees(lineTotalPaise(line.unitPaise, line.quantity)),
    amount: paiseToRupees(line.amountPaise),
    size: line.size,
    status: LINE_STATUS_TEXT[line.status],
    cancelledBy: line.cancelledBy,
    createdAt: line.createdAt.toISOString(),
  };
}

export function toShipmentJson(shipment: Shipment): ShipmentJson {
  return {
    id: shipment.id,
    carrier: shipment.carrier,
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    lineIds: shipment.lineIds,
    status: shipment.status,
    shippedAt: shipment.shippedAt.toISOString(),
    deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
  };
}

export function toOrderEventJson(event: OrderEvent): OrderEventJson {
  return {
    at: event.at.toISOString(),
    // Only lib/orders/events.ts writes events, and it writes only its own types.
    type: event.type as OrderEventType,
    by: event.by,
    ...(event.lineIds.length ? { lineIds: event.lineIds } : {}),
    ...(event.note ? { note: event.note } : {}),
  };
}

export function toOrderJson(order: OrderRecord): OrderJson {
  return {
    _id: order.id,
    id: order.id,
    number: order.number,
    address: addressOf(order),
    items: order.lines.map(toOrderLineJson),
    len: order.lineCount,
    mrp: paiseToRupees(order.mrpPaise),
    discount: paiseToRupees(order.discountPaise),
    total: paiseToRupees(order.totalPaise),
    delivery: paiseToRupees(order.deliveryPaise),
    payable: paiseToRupees(payablePaise(order)),
    due: paiseToRupees(duePaise(order.lines, order.deliveryPaise)),
    paymentMethod: order.paymentMethod,
    events: order.events.map(toOrderEventJson),
    shipments: order.shipments.map(toShipmentJson),
    createdAt: order.createdAt.toISOString(),
  };
}

export function toSellerLineJson({ order, ...line }: SellerLine): SellerOrderLineJson {
  return { ...toOrderLineJson(line), orderNumber: order.number, address: addressOf(order), paymentMethod: order.paymentMethod };
}

/** One order as the seller's console shows it: the order's number, date, address and payment, with the seller's lines of it. */
export interface SellerOrderJson {
  id: string;
  number: string;
  createdAt: string;
  address: OrderJson["address"];
  paymentMethod: OrderJson["paymentMethod"];
  /** Still to be paid for these lines: what the seller collects on delivery (the order's delivery fee is the shop's). */
  due: number;
  items: SellerOrderLineJson[];
}

export function toSellerOrderJson({ lines, ...order }: SellerOrder): SellerOrderJson {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    address: addressOf(order),
    paymentMethod: order.paymentMethod,
    due: paiseToRupees(sellerDuePaise(lines)),
    items: lines.map((line) => toSellerLineJson({ ...line, order })),
  };
}
