import { isoDay } from "../shared/delivery-estimate.ts";
import { razorpayConfig } from "../config.ts";
import type { LedgerEntry, Order, OrderLine, Shipment } from "../generated/prisma/client.ts";
import { figuresOf } from "../ledger/figures.ts";
import { imageUrl } from "../images/index.ts";
import { lineTotalPaise, offPercent, paiseToRupees } from "../money.ts";
import { UNPAID_STATES } from "../shared/payment-status.ts";
import { upiQrPath, upiUri } from "../shared/upi.ts";
import type { OrderJson, OrderLineJson, PaymentJson, SellerOrderLineJson, ShipmentJson } from "../validation/responses.ts";
import { toOrderEventJson } from "../json/order-event.ts";
import { payablePaise } from "../shared/payable.ts";
import { codConfirmationOf, type CodConfirmation } from "../orders/cod-terms.ts";
import { duePaise } from "../orders/payment.ts";
import { LINE_STATUS_TEXT } from "../validation/status-text.ts";
import type { OrderRecord, OrderWithPayment, PaymentRecord, SellerLine, SellerOrder } from "../orders/records.ts";

// The one adapter between the order records of lib/orders and the API's JSON (shapes in
// lib/validation/responses.ts), with the payment and the ledger's figures, where the spec's
// names live (the edge, docs/architecture.md, The layers): a line's `productId` is the
// product as it was ordered (from the line's snapshot, so it reads the same after the product
// is changed or deleted, when `_id`/`id` are null), `adminId` its seller, `orderId` its order.

export type { OrderJson, OrderLineJson, SellerOrderLineJson, ShipmentJson } from "../validation/responses.ts";

/** The order's cash-on-delivery confirmation as order JSON carries it; null for an order that needs none. */
export function codConfirmationJson(confirmation: CodConfirmation | null): OrderJson["codConfirmation"] {
  return confirmation && { status: confirmation.status, by: confirmation.by.toISOString() };
}

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
    mrp: paiseToRupees(line.unitMrpPaise ?? line.unitPaise),
    offPercent: line.unitMrpPaise === null ? null : offPercent(line.unitMrpPaise, line.unitPaise),
    total: paiseToRupees(lineTotalPaise(line.unitPaise, line.quantity)),
    amount: paiseToRupees(line.amountPaise),
    size: line.size,
    status: LINE_STATUS_TEXT[line.status],
    cancelledBy: line.cancelledBy,
    returned: line.returnedQuantity,
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
    failedAttempts: shipment.failedAttempts,
    lastFailedAttempt: shipment.lastFailedAt ? { at: shipment.lastFailedAt.toISOString(), reason: shipment.lastFailReason ?? "" } : null,
    retryRequested: shipment.retryRequestedAt !== null,
    declined: shipment.declinedAt !== null,
  };
}

/** The payment an order has (every order has one; an order read without it is cash on delivery). */
const paymentOf = (order: OrderWithPayment) => order.payment ?? { method: order.paymentMethod, status: "cod" as const };

export function toPaymentJson(order: Order & { payment: PaymentRecord | null; ledger: LedgerEntry[] }): PaymentJson {
  const payment = order.payment;
  const figures = figuresOf(order.ledger);
  if (!payment) {
    return {
      method: order.paymentMethod,
      status: "cod",
      amount: paiseToRupees(payablePaise(order)),
      refunded: 0,
      reference: null,
      utr: null,
      paidAt: null,
      expiresAt: null,
      pendingRefund: 0,
    };
  }
  const unpaid = UNPAID_STATES.includes(payment.status) && payment.amountPaise > 0;
  const waiting = payment.method === "upi" && unpaid && payment.payeeVpa && payment.payeeName;
  const keyId = payment.method === "razorpay" && unpaid && payment.providerOrderId ? razorpayConfig()?.keyId : undefined;
  return {
    method: payment.method,
    status: payment.status,
    amount: paiseToRupees(payment.amountPaise),
    refunded: paiseToRupees(figures.refundedPaise),
    reference: payment.reference,
    utr: payment.utr,
    paidAt: payment.paidAt?.toISOString() ?? null,
    expiresAt: payment.expiresAt?.toISOString() ?? null,
    pendingRefund: paiseToRupees(figures.pendingRefundPaise),
    ...(waiting
      ? { upi: { uri: upiUri({ vpa: payment.payeeVpa!, payeeName: payment.payeeName! }, payment.amountPaise, order.number), qr: upiQrPath(order.id) } }
      : {}),
    ...(keyId ? { razorpay: { orderId: payment.providerOrderId!, keyId, amount: payment.amountPaise, currency: "INR" as const } } : {}),
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
    couponDiscount: paiseToRupees(order.couponDiscountPaise),
    prepaidDiscount: paiseToRupees(order.prepaidDiscountPaise),
    coupon: order.couponCode ? { code: order.couponCode } : null,
    delivery: paiseToRupees(order.deliveryPaise),
    codFee: paiseToRupees(order.codFeePaise),
    payable: paiseToRupees(payablePaise(order)),
    due: paiseToRupees(figuresOf(order.ledger).duePaise),
    paymentMethod: order.paymentMethod,
    payment: toPaymentJson(order),
    events: order.events.map(toOrderEventJson),
    invoices: order.invoices,
    creditNotes: order.creditNotes,
    deliveryChallans: order.deliveryChallans,
    shipments: order.shipments.map(toShipmentJson),
    returns: order.returns.map(({ id, number, status }) => ({ id, number, status })),
    deliveryBy: order.deliveryBy ? isoDay(order.deliveryBy) : null,
    codConfirmation: codConfirmationJson(codConfirmationOf(order)),
    createdAt: order.createdAt.toISOString(),
  };
}

export function toSellerLineJson({ order, ...line }: SellerLine): SellerOrderLineJson {
  return {
    ...toOrderLineJson(line),
    orderNumber: order.number,
    address: addressOf(order),
    paymentMethod: order.paymentMethod,
    paymentStatus: paymentOf(order).status,
    codConfirmation: codConfirmationJson(codConfirmationOf(order)),
  };
}

/** One order as the seller's console shows it: the order's number, date, address and payment, with the seller's lines of it. */
export interface SellerOrderJson {
  id: string;
  number: string;
  createdAt: string;
  address: OrderJson["address"];
  paymentMethod: OrderJson["paymentMethod"];
  paymentStatus: OrderJson["payment"]["status"];
  codConfirmation: OrderJson["codConfirmation"];
  /** Still to be paid for these lines: what the seller collects on delivery (nothing for a paid prepaid order; the order's charges are the shop's). */
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
    paymentStatus: paymentOf(order).status,
    codConfirmation: codConfirmationJson(codConfirmationOf(order)),
    due: paiseToRupees(duePaise(lines, { codFeePaise: 0, deliveryPaise: 0, payment: paymentOf(order) })),
    items: lines.map((line) => toSellerLineJson({ ...line, order })),
  };
}
