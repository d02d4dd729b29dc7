import { prisma } from "../db.ts";
import type { InvoiceDocument } from "../invoices/document.ts";
import { indianDay, indianMonth } from "../tax/year.ts";
import { supplyKind } from "../tax/split.ts";
import { rateAt, ratesOf } from "../seller/commission.ts";
import { settleMonth, type SellerMonth, type Settlement } from "../seller/settlement.ts";

// A marketplace seller's monthly statement (issue 45, point 5): their sales and returns are
// their invoices and credit notes of the month (so net sales always equal invoices less credit
// notes), commission is taken on their lines delivered in the month at the rate then in force
// and given back on the units returned, TCS and TDS as lib/seller/settlement.ts rules, and the
// balance carries from month to month: every earlier month's payable less every payout made.

/** A document of the month on the statement, in paise; a credit note's amounts are negative. */
export interface StatementLine {
  date: string;
  type: "invoice" | "credit_note";
  number: string;
  orderNumber: string | null;
  taxablePaise: number;
  totalPaise: number;
}

export interface Statement extends Settlement {
  month: string;
  sales: number;
  returns: number;
  /** Taxable values (tax left out) of the month's invoices, of its credit notes, and the difference: GSTR-8's columns (lib/views/seller-reports.ts). */
  supplies: { gross: number; returned: number; net: number };
  /** What was owed from the months before, less what was paid in them. */
  broughtForward: number;
  paid: number;
  /** broughtForward + payable − paid: carried to the next month. */
  balance: number;
  registered: boolean;
  lines: StatementLine[];
  payouts: { paidOn: string; reference: string; amount: number }[];
  /** The earlier months (YYYY-MM) whose deliveries this month's returns give commission back on: a negative month's credit note refers to their commission invoices. */
  commissionReturnedFrom: string[];
}

type Month = Omit<SellerMonth, "registered" | "commissionWithinState" | "commissionBases"> & {
  returnsTaxablePaise: number;
  bases: Map<number, number>;
  lines: StatementLine[];
  returnedFrom: Set<string>;
};

const monthOf = (at: Date) => indianDay(at).slice(0, 7);
const DELIVERED = ["delivered", "shipment_delivered"] as const;

function emptyMonth(): Month {
  return {
    salesPaise: 0,
    returnsPaise: 0,
    returnsTaxablePaise: 0,
    intraTaxablePaise: 0,
    interTaxablePaise: 0,
    grossTaxablePaise: 0,
    bases: new Map(),
    lines: [],
    returnedFrom: new Set(),
  };
}

/** The months before and up to `month` that have anything of the seller's, and the payouts by month. */
async function history(sellerId: string, month: string) {
  const { to } = indianMonth(month);
  const [invoices, notes, lines, rates] = await Promise.all([
    prisma.invoice.findMany({
      where: { sellerId, issuedAt: { lt: to } },
      orderBy: [{ issuedAt: "asc" }, { sequence: "asc" }],
      select: { issuedAt: true, document: true },
    }),
    prisma.creditNote.findMany({
      where: { sellerId, issuedAt: { lt: to } },
      orderBy: [{ issuedAt: "asc" }, { sequence: "asc" }],
      select: { issuedAt: true, reason: true, document: true },
    }),
    prisma.orderLine.findMany({ where: { sellerId, soldBy: "seller" }, select: { id: true, amountPaise: true } }),
    ratesOf(sellerId),
  ]);
  // A size sent in exchange is no new sale: no commission on it.
  const exchanged = new Set(
    (await prisma.returnLine.findMany({ where: { newLineId: { in: lines.map((line) => line.id) } }, select: { newLineId: true } })).map(
      (line) => line.newLineId,
    ),
  );
  const amounts = new Map(lines.filter((line) => !exchanged.has(line.id)).map((line) => [line.id, line.amountPaise]));
  const deliveries = amounts.size
    ? await prisma.orderEvent.findMany({
        where: { type: { in: [...DELIVERED] }, at: { lt: to }, lineIds: { hasSome: [...amounts.keys()] } },
        select: { at: true, lineIds: true },
      })
    : [];
  return { invoices, notes, deliveries, amounts, rates, to };
}

/** The rate a line was charged commission at when delivered, and the month it was; null when it never was. */
function delivered(past: Awaited<ReturnType<typeof history>>, lineId: string, sellerId: string): { rate: number; month: string } | null {
  const delivery = past.deliveries.find((event) => event.lineIds.includes(lineId));
  return delivery ? { rate: rateAt(past.rates, sellerId, delivery.at), month: monthOf(delivery.at) } : null;
}

function add(months: Map<string, Month>, key: string): Month {
  const month = months.get(key) ?? emptyMonth();
  months.set(key, month);
  return month;
}

function addDocument(month: Month, document: InvoiceDocument, sign: 1 | -1): void {
  const { totals } = document;
  month.lines.push({
    date: document.date,
    type: sign === 1 ? "invoice" : "credit_note",
    number: document.number,
    orderNumber: document.orderNumber ?? null,
    taxablePaise: sign * totals.taxablePaise,
    totalPaise: sign * totals.totalPaise,
  });
  if (sign === 1) {
    month.salesPaise += totals.totalPaise;
    month.grossTaxablePaise += totals.taxablePaise;
  } else {
    month.returnsPaise += totals.totalPaise;
    month.returnsTaxablePaise += totals.taxablePaise;
  }
  // TCS is on the taxable value of taxable supplies: a bill of supply has none.
  if (document.kind !== "tax_invoice") return;
  const intra = supplyKind(document.supplier.stateCode, document.placeOfSupply.stateCode) === "intra";
  if (intra) month.intraTaxablePaise += sign * totals.taxablePaise;
  else month.interTaxablePaise += sign * totals.taxablePaise;
}

const addBase = (month: Month, basisPoints: number, paise: number) => month.bases.set(basisPoints, (month.bases.get(basisPoints) ?? 0) + paise);

/** The statement of a seller's month (YYYY-MM of India's calendar), with the balance carried from the months before. */
export async function sellerStatement(sellerId: string, month: string): Promise<Statement> {
  const [business, shop, past] = await Promise.all([
    prisma.sellerBusiness.findUnique({ where: { userId: sellerId }, select: { gstin: true, stateCode: true } }),
    prisma.shop.findUnique({ where: { id: 1 }, select: { stateCode: true } }),
    history(sellerId, month),
  ]);
  const months = new Map<string, Month>([[month, emptyMonth()]]);
  for (const invoice of past.invoices) addDocument(add(months, monthOf(invoice.issuedAt)), invoice.document as unknown as InvoiceDocument, 1);
  for (const note of past.notes) {
    const into = add(months, monthOf(note.issuedAt));
    const document = note.document as unknown as InvoiceDocument;
    addDocument(into, document, -1);
    // Commission comes back on units the shopper returned, at the rate they were charged when delivered.
    if (note.reason !== "returned") continue;
    for (const line of document.lines) {
      const charged = line.lineId && past.amounts.has(line.lineId) ? delivered(past, line.lineId, sellerId) : null;
      if (charged === null) continue;
      addBase(into, charged.rate, -line.totalPaise);
      if (charged.month < monthOf(note.issuedAt)) into.returnedFrom.add(charged.month);
    }
  }
  for (const event of past.deliveries)
    for (const id of event.lineIds) {
      const amount = past.amounts.get(id);
      if (amount !== undefined) addBase(add(months, monthOf(event.at)), rateAt(past.rates, sellerId, event.at), amount);
    }
  const payouts = await prisma.sellerPayout.findMany({
    // paidOn is a day: those before the first day of the next month.
    where: { sellerId, paidOn: { lt: new Date(`${indianDay(past.to)}T00:00:00Z`) } },
    orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }],
    select: { paidOn: true, reference: true, amountPaise: true },
  });
  const registered = !!business?.gstin;
  // The commission is the shop's service to the seller: supplied within a state when the seller's business is in the shop's.
  const commissionWithinState = !!business?.stateCode && business.stateCode === shop?.stateCode;
  const settle = (m: Month) =>
    settleMonth({ ...m, registered, commissionWithinState, commissionBases: [...m.bases].map(([basisPoints, paise]) => ({ basisPoints, paise })) });
  let broughtForward = 0;
  for (const key of [...months.keys()].sort()) if (key < month) broughtForward += settle(months.get(key)!).payable;
  const paidBefore = payouts.filter((payout) => payout.paidOn.toISOString().slice(0, 7) < month).reduce((sum, payout) => sum + payout.amountPaise, 0);
  const paidIn = payouts.filter((payout) => payout.paidOn.toISOString().slice(0, 7) === month);
  const m = months.get(month)!;
  const settled = settle(m);
  const paid = paidIn.reduce((sum, payout) => sum + payout.amountPaise, 0);
  return {
    month,
    sales: m.salesPaise,
    returns: m.returnsPaise,
    supplies: { gross: m.grossTaxablePaise, returned: m.returnsTaxablePaise, net: m.grossTaxablePaise - m.returnsTaxablePaise },
    ...settled,
    broughtForward: broughtForward - paidBefore,
    paid,
    balance: broughtForward - paidBefore + settled.payable - paid,
    registered,
    lines: m.lines,
    payouts: paidIn.map((payout) => ({ paidOn: payout.paidOn.toISOString().slice(0, 10), reference: payout.reference, amount: payout.amountPaise })),
    commissionReturnedFrom: [...m.returnedFrom].sort(),
  };
}
