import type { LedgerEntry, Order, OrderEvent, OrderLine, Payment, Prisma, Refund, ReturnRequest, Shipment } from "../generated/prisma/client.ts";
import { indianDay } from "../tax/year.ts";

// The shapes lib/orders hands out, in the business's words (a seller, a line, paise); the
// spec's JSON names are made from them in one place, lib/api-json/orders.ts.

/** An invoice or credit note of an order, as the order lists it: its day is India's. */
export interface OrderDocumentRef {
  id: string;
  number: string;
  date: string;
  lineIds: string[];
}

/** The invoices, credit notes and delivery challans issued for an order, oldest first. */
export interface OrderDocuments {
  invoices: OrderDocumentRef[];
  creditNotes: OrderDocumentRef[];
  deliveryChallans: OrderDocumentRef[];
}

/** An order's payment with its refunds, oldest first (null only on a row read without it; every order has one). */
export type PaymentRecord = Payment & { refunds: Refund[] };

/** A return of an order as the order lists it. */
export type OrderReturnRef = Pick<ReturnRequest, "id" | "number" | "status">;

/**
 * An order with its lines, in line order, its timeline, oldest first, its ledger (lib/ledger),
 * oldest first, its payment, its parcels, first sent first, its returns, first asked first,
 * and its documents.
 */
export type OrderRecord = Order & {
  lines: OrderLine[];
  events: OrderEvent[];
  ledger: LedgerEntry[];
  payment: PaymentRecord | null;
  shipments: Shipment[];
  returns: OrderReturnRef[];
} & OrderDocuments;

/** Reads an order's returns as OrderRecord lists them. */
export const RETURN_REFS = { select: { id: true, number: true, status: true }, orderBy: { createdAt: "asc" } } as const;

/** An order with its payment, as the seller's lists carry it. */
export type OrderWithPayment = Order & { payment: Payment | null };

/** One of a seller's lines with the order it belongs to (its number, address, payment). */
export type SellerLine = OrderLine & { order: OrderWithPayment };

/** Reads an order's payment with its refunds, and its ledger. */
export const WITH_PAYMENT = { payment: { include: { refunds: { orderBy: { createdAt: "asc" } } } }, ledger: { orderBy: { at: "asc" } } } as const;

/** Reads an order with its lines, timeline, parcels and payment in the order OrderRecord promises. */
export const WITH_LINES_AND_EVENTS = {
  lines: { orderBy: { id: "asc" } },
  events: { orderBy: { id: "asc" } },
  shipments: { orderBy: { shippedAt: "asc" } },
  returns: RETURN_REFS,
  ...WITH_PAYMENT,
} as const;

/** Reads a seller's line with its order and the order's payment. */
export const LINE_WITH_ORDER = { order: { include: { payment: true } } } as const;

const REF = { id: true, number: true, issuedAt: true, lineIds: true, orderId: true } as const;

function ref(row: { id: string; number: string; issuedAt: Date; lineIds: string[] }, lineIds: ReadonlySet<string> | undefined): OrderDocumentRef {
  return { id: row.id, number: row.number, date: indianDay(row.issuedAt), lineIds: lineIds ? row.lineIds.filter((id) => lineIds.has(id)) : row.lineIds };
}

/**
 * Adds their invoices, credit notes and delivery challans to orders (documents have no foreign key to orders:
 * docs/architecture.md, Data model). With `onlyLines` (a seller's view) only the documents
 * covering those lines, naming only those.
 */
export async function withDocuments<T extends { id: string }>(
  db: Prisma.TransactionClient,
  orders: T[],
  onlyLines?: ReadonlySet<string>,
): Promise<(T & OrderDocuments)[]> {
  const where = { orderId: { in: orders.map((order) => order.id) }, ...(onlyLines ? { lineIds: { hasSome: [...onlyLines] } } : {}) };
  const oldestFirst = [{ issuedAt: "asc" }, { number: "asc" }] as const;
  const [invoices, creditNotes, challans] = await Promise.all([
    db.invoice.findMany({ where, select: REF, orderBy: [...oldestFirst] }),
    db.creditNote.findMany({ where, select: REF, orderBy: [...oldestFirst] }),
    db.deliveryChallan.findMany({ where, select: REF, orderBy: [...oldestFirst] }),
  ]);
  const of = (rows: typeof invoices, orderId: string) => rows.filter((row) => row.orderId === orderId).map((row) => ref(row, onlyLines));
  return orders.map((order) => ({
    ...order,
    invoices: of(invoices, order.id),
    creditNotes: of(creditNotes, order.id),
    deliveryChallans: of(challans, order.id),
  }));
}

/** An order with only the seller's lines of it, and the seller's parcels of it. */
export type SellerOrder = Omit<OrderRecord, "events" | "invoices" | "creditNotes" | "deliveryChallans" | "returns">;
