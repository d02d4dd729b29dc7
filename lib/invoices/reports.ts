import { prisma } from "../db.ts";
import { csvFile, type Cell } from "../text/csv.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import { indianDay, indianMonth } from "./year.ts";

// The owner's monthly figures for the accountant (docs/architecture.md, Reports): the sales
// register and the GSTR-1 B2C summary as CSV, and the dashboard's glance. A month is India's
// calendar month; a document counts in the month it was issued, so a credit note nets
// against the month it is issued in, whatever its invoice's month. Credit notes count
// negative: every column of the register adds up to the month's net figures.

interface Issued {
  credit: boolean;
  /** A credit note has its invoice's number too. */
  document: InvoiceDocument & Partial<Pick<CreditNoteDocument, "invoiceNumber">>;
}

async function issuedIn(month: string): Promise<Issued[]> {
  const issuedAt = { gte: indianMonth(month).from, lt: indianMonth(month).to };
  const order = [{ issuedAt: "asc" as const }, { number: "asc" as const }];
  const [invoices, notes] = await Promise.all([
    prisma.invoice.findMany({ where: { issuedAt }, orderBy: order, select: { document: true, issuedAt: true } }),
    prisma.creditNote.findMany({ where: { issuedAt }, orderBy: order, select: { document: true, issuedAt: true } }),
  ]);
  return [
    ...invoices.map((row) => ({ credit: false, at: row.issuedAt, document: row.document as unknown as InvoiceDocument })),
    ...notes.map((row) => ({ credit: true, at: row.issuedAt, document: row.document as unknown as CreditNoteDocument })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.document.number < b.document.number ? -1 : 1))
    .map(({ credit, document }) => ({ credit, document }));
}

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
];

/** Every line of every invoice and credit note issued in the month; a credit note's figures negative. */
export async function salesRegisterCsv(month: string): Promise<string> {
  const rows = (await issuedIn(month)).flatMap(({ credit, document: doc }) =>
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
    ]),
  );
  return csvFile(SALES_REGISTER_HEADER, rows);
}

export const GSTR1_B2C_HEADER = ["Type", "Place Of Supply", "Rate", "Taxable Value", "Integrated Tax", "Central Tax", "State/UT Tax", "Cess Amount"];

interface B2cRow {
  placeOfSupply: string;
  rate: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** Taxable value and tax per place of supply and rate, tax invoices less credit notes (bills of supply carry no tax and are left out). */
export async function gstr1B2cRows(month: string): Promise<B2cRow[]> {
  const rows = new Map<string, B2cRow>();
  for (const { credit, document: doc } of await issuedIn(month)) {
    if (doc.kind !== "tax_invoice") continue;
    const sign = credit ? -1 : 1;
    for (const line of doc.lines) {
      const key = `${doc.placeOfSupply.stateCode}/${line.rate}`;
      const row = rows.get(key) ?? { placeOfSupply: place(doc.placeOfSupply), rate: line.rate, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
      row.taxablePaise += sign * line.taxablePaise;
      row.igstPaise += sign * line.igstPaise;
      row.cgstPaise += sign * line.cgstPaise;
      row.sgstPaise += sign * line.sgstPaise;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate);
}

/** The GSTR-1 B2C (others) summary as the return's offline tool lays it out: type OE, cess 0. */
export async function gstr1B2cCsv(month: string): Promise<string> {
  const rows = (await gstr1B2cRows(month)).map((row): Cell[] => [
    "OE",
    row.placeOfSupply,
    row.rate,
    { paise: row.taxablePaise },
    { paise: row.igstPaise },
    { paise: row.cgstPaise },
    { paise: row.sgstPaise },
    { paise: 0 },
  ]);
  return csvFile(GSTR1_B2C_HEADER, rows);
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
