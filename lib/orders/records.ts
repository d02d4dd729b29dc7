import type { Order, OrderEvent, OrderLine, Payment, Refund } from "../generated/prisma/client.ts";

// The shapes lib/orders hands out, in the business's words (a seller, a line, paise); the
// spec's JSON names are made from them in one place, lib/orders/json.ts.

/** An order's payment with its refunds, oldest first (null only on a row read without it; every order has one). */
export type PaymentRecord = Payment & { refunds: Refund[] };

/** An order with its lines, in line order, its timeline, oldest first, and its payment. */
export type OrderRecord = Order & { lines: OrderLine[]; events: OrderEvent[]; payment: PaymentRecord | null };

/** An order with its payment, as the seller's lists carry it. */
export type OrderWithPayment = Order & { payment: Payment | null };

/** One of a seller's lines with the order it belongs to (its number, address, payment). */
export type SellerLine = OrderLine & { order: OrderWithPayment };

/** Reads an order's payment with its refunds. */
export const WITH_PAYMENT = { payment: { include: { refunds: { orderBy: { createdAt: "asc" } } } } } as const;

/** Reads an order with its lines, timeline and payment in the order OrderRecord promises. */
export const WITH_LINES_AND_EVENTS = { lines: { orderBy: { id: "asc" } }, events: { orderBy: { id: "asc" } }, ...WITH_PAYMENT } as const;

/** Reads a seller's line with its order and the order's payment. */
export const LINE_WITH_ORDER = { order: { include: { payment: true } } } as const;
