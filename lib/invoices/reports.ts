import { prisma } from "../db.ts";
import { splitPaise } from "../money.ts";
import { csvFile, type Cell } from "../text/csv.ts";
import type { DocumentLine } from "./document.ts";
import { issuedIn } from "./issued.ts";
import { indianDay, indianMonth } from "../tax/year.ts";

// The owner's monthly figures for the accountant (docs/architecture.md, Reports): the sales
// register as CSV and the dashboard's glance (GSTR-1's tables are gstr1.ts). Credit notes
// count negative: every column of the register adds up to the month's net figures.

const signed = (credit: boolean, paise: number) => ({ paise: credit ? -paise : paise });
const place = (p: { state: string; stateCode: string }) => `${p.stateCode}-${p.state}`;

export const SALES_REGISTER_HEADER = [
  "Document",
  "Number",
  "Date",
  "Against invoice",
  "Recipient",
  "Place of supply",
  "Description",
  "HSN/SAC",
  "Quantity",
  "Unit",
  "Taxable value (₹)",
  "Rate (%)",
  "CGST (₹)",
  "SGST (₹)",
  "IGST (₹)",
  "Total (₹)",
  // After the columns GST tools import, in their places: how each line's amount came about
  // (issue 43). MRP less each discount is the amount, which is the line's Total.
  "MRP (₹)",
  "Sale discount (₹)",
  "Discount on MRP (₹)",
  "Coupon (₹)",
  "Prepaid discount (₹)",
  "Amount (₹)",
];

type OrderedLine = {
  quantity: number;
  unitPaise: number;
  unitMrpPaise: number | null;
  discountSharePaise: number | null;
  couponSharePaise: number | null;
  prepaidSharePaise: number | null;
};

/**
 * The discount columns of a document line: its units' MRP, the sale's part of it, the order's
 * 2%, coupon and prepaid discount, and its amount (the line's total). A credit note's units
 * take the same discounts in proportion (largest remainder), so the columns still add up to
 * its total. Blank for delivery charges, and the three discounts blank where the order line
 * has no record of them (docs/architecture.md, Reports).
 */
function discountCells(line: DocumentLine, ordered: OrderedLine | undefined, credit: boolean): Cell[] {
  if (!ordered) return ["", "", "", "", "", ""];
  const money = (paise: number) => signed(credit, paise);
  const mrpPaise = (ordered.unitMrpPaise ?? ordered.unitPaise) * line.quantity;
  const pricePaise = ordered.unitPaise * line.quantity;
  const shares = [ordered.discountSharePaise, ordered.couponSharePaise, ordered.prepaidSharePaise];
  const discounts = shares.every((share): share is number => share !== null) ? splitPaise(pricePaise - line.totalPaise, shares).map(money) : ["", "", ""];
  return [money(mrpPaise), money(mrpPaise - pricePaise), ...discounts, money(line.totalPaise)];
}

/** The order lines the documents name, by id. */
async function orderedLines(lineIds: string[]): Promise<Map<string, OrderedLine>> {
  const rows = await prisma.orderLine.findMany({
    where: { id: { in: lineIds } },
    select: { id: true, quantity: true, unitPaise: true, unitMrpPaise: true, discountSharePaise: true, couponSharePaise: true, prepaidSharePaise: true },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every line of every invoice and credit note issued in the month; a credit note's figures negative. */
export async function salesRegisterCsv(month: string): Promise<string> {
  const issued = await issuedIn(month);
  const ordered = await orderedLines(issued.flatMap(({ document }) => document.lines.flatMap((line) => (line.lineId ? [line.lineId] : []))));
  const rows = issued.flatMap(({ credit, document: doc }) =>
    doc.lines.map((line): Cell[] => [
      credit ? "Credit note" : doc.kind === "bill_of_supply" ? "Bill of supply" : "Tax invoice",
      doc.number,
      doc.date,
      doc.invoiceNumber ?? "",
      doc.recipient.name,
      place(doc.placeOfSupply),
      line.description,
      line.hsn,
      credit ? -line.quantity : line.quantity,
      line.unit,
      signed(credit, line.taxablePaise),
      line.rate,
      signed(credit, line.cgstPaise),
      signed(credit, line.sgstPaise),
      signed(credit, line.igstPaise),
      signed(credit, line.totalPaise),
      ...discountCells(line, line.lineId ? ordered.get(line.lineId) : undefined, credit),
    ]),
  );
  return csvFile(SALES_REGISTER_HEADER, rows);
}

export interface MonthGlance {
  /** Invoiced, tax included. */
  salesPaise: number;
  /** Given back by credit notes, tax included. */
  creditedPaise: number;
  /** Tax on the sales less tax on the credit notes. */
  taxPaise: number;
  invoices: number;
  creditNotes: number;
  /** Invoiced per day of the month (India's calendar), day 1 first. */
  perDay: { day: string; salesPaise: number }[];
}

/** The dashboard's glance at a month. */
export async function monthGlance(month: string): Promise<MonthGlance> {
  const issued = await issuedIn(month);
  const { from, to } = indianMonth(month);
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);
  const perDay = Array.from({ length: days }, (_, i) => ({ day: `${month}-${String(i + 1).padStart(2, "0")}`, salesPaise: 0 }));
  const glance: MonthGlance = { salesPaise: 0, creditedPaise: 0, taxPaise: 0, invoices: 0, creditNotes: 0, perDay };
  for (const { credit, document: doc } of issued) {
    const { totalPaise, cgstPaise, sgstPaise, igstPaise } = doc.totals;
    const tax = cgstPaise + sgstPaise + igstPaise;
    if (credit) {
      glance.creditNotes += 1;
      glance.creditedPaise += totalPaise;
      glance.taxPaise -= tax;
    } else {
      glance.invoices += 1;
      glance.salesPaise += totalPaise;
      glance.taxPaise += tax;
      perDay[Number(doc.date.slice(8)) - 1].salesPaise += totalPaise;
    }
  }
  return glance;
}

/** The month (YYYY-MM) an instant falls in, in India. */
export function indianMonthOf(at: Date): string {
  return indianDay(at).slice(0, 7);
}
