import { csvFile, type Cell } from "../text/csv.ts";
import type { DocumentLine } from "./document.ts";
import { challanNumbersIn, invoiceTotals, issuedIn, type Issued } from "./issued.ts";

// GSTR-1 for a shop that sells to consumers, as CSV files in the layouts of the GST portal's
// offline tool (its "csv" templates and the GSTR-1 Excel workbook's sheets of the same names;
// docs/architecture.md, Reports, names the source): b2cs, b2cl, cdnur, hsn (B2C) and docs.
// Tax invoices only: a shop without a GSTIN issues bills of supply and files no GSTR-1.

/** An inter-state invoice to a consumer above this value is reported invoice by invoice (B2CL): ₹1,00,000 since 1 August 2024 (Notification 12/2024–Central Tax), ₹2,50,000 before. */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

type Doc = Issued["document"];

const place = (p: { state: string; stateCode: string }) => `${p.stateCode}-${p.state}`;
const interState = (doc: Doc) => doc.placeOfSupply.stateCode !== doc.supplier.stateCode;
const isB2cl = (doc: Doc) => doc.kind === "tax_invoice" && interState(doc) && doc.totals.totalPaise > B2CL_ABOVE_PAISE;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** dd-Mmm-yyyy, the offline tool's date (24-Nov-2026). */
export function offlineToolDate(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/** A document's lines summed per tax rate, as the tables report a document. */
function perRate(lines: DocumentLine[]): { rate: number; taxablePaise: number }[] {
  const rates = new Map<number, number>();
  for (const line of lines) rates.set(line.rate, (rates.get(line.rate) ?? 0) + line.taxablePaise);
  return [...rates].sort(([a], [b]) => a - b).map(([rate, taxablePaise]) => ({ rate, taxablePaise }));
}

/** The month's tax invoices and credit notes, each credit note marked by whether its invoice was reported in B2CL. */
async function taxDocuments(month: string): Promise<(Issued & { b2cl: boolean })[]> {
  const issued = (await issuedIn(month)).filter(({ document }) => document.kind === "tax_invoice");
  const totals = await invoiceTotals(issued.flatMap(({ credit, document }) => (credit && document.invoiceNumber ? [document.invoiceNumber] : [])));
  return issued.map((item) => {
    const { credit, document } = item;
    const invoiceTotal = credit ? (totals.get(document.invoiceNumber!) ?? 0) : document.totals.totalPaise;
    return { ...item, b2cl: isB2cl({ ...document, totals: { ...document.totals, totalPaise: invoiceTotal } }) };
  });
}

export const GSTR1_B2CS_HEADER = ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"];

/** B2C (small): taxable value per place of supply and rate, the month's invoices not in B2CL less their credit notes. */
export async function gstr1B2csCsv(month: string): Promise<string> {
  const rows = new Map<string, { place: string; rate: number; taxablePaise: number }>();
  for (const { credit, document, b2cl } of await taxDocuments(month)) {
    if (b2cl) continue;
    for (const line of document.lines) {
      const key = `${document.placeOfSupply.stateCode}/${line.rate}`;
      const row = rows.get(key) ?? { place: place(document.placeOfSupply), rate: line.rate, taxablePaise: 0 };
      row.taxablePaise += (credit ? -1 : 1) * line.taxablePaise;
      rows.set(key, row);
    }
  }
  const sorted = [...rows.values()].filter((row) => row.taxablePaise).sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate);
  return csvFile(
    GSTR1_B2CS_HEADER,
    sorted.map((row): Cell[] => ["OE", row.place, "", row.rate, { paise: row.taxablePaise }, { paise: 0 }, ""]),
  );
}

export const GSTR1_B2CL_HEADER = [
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
];

/** B2C (large): each inter-state invoice above ₹1,00,000, a row per tax rate. */
export async function gstr1B2clCsv(month: string): Promise<string> {
  const rows = (await taxDocuments(month))
    .filter(({ credit, b2cl }) => b2cl && !credit)
    .flatMap(({ document: doc }) =>
      perRate(doc.lines).map(({ rate, taxablePaise }): Cell[] => [
        doc.number,
        offlineToolDate(doc.date),
        { paise: doc.totals.totalPaise },
        place(doc.placeOfSupply),
        "",
        rate,
        { paise: taxablePaise },
        { paise: 0 },
        "",
      ]),
    );
  return csvFile(GSTR1_B2CL_HEADER, rows);
}

export const GSTR1_CDNUR_HEADER = [
  "UR Type",
  "Note Number",
  "Note Type",
  "Place Of Supply",
  "Note Date",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
];

/** Credit notes to unregistered recipients against B2CL invoices, a row per tax rate (the others net in B2CS). */
export async function gstr1CdnurCsv(month: string): Promise<string> {
  const rows = (await taxDocuments(month))
    .filter(({ credit, b2cl }) => b2cl && credit)
    .flatMap(({ document: doc }) =>
      perRate(doc.lines).map(({ rate, taxablePaise }): Cell[] => [
        "B2CL",
        doc.number,
        "C",
        place(doc.placeOfSupply),
        offlineToolDate(doc.date),
        { paise: doc.totals.totalPaise },
        "",
        rate,
        { paise: taxablePaise },
        { paise: 0 },
      ]),
    );
  return csvFile(GSTR1_CDNUR_HEADER, rows);
}

export const GSTR1_HSN_HEADER = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
];

/** The units documents print, as the offline tool's unit quantity codes. */
const UQC: Record<string, string> = { PCS: "PCS-PIECES", PRS: "PRS-PAIRS", OTH: "OTH-OTHERS" };

/** The HSN summary of supplies to consumers: quantity, value and tax per HSN/SAC, unit and rate, invoices less credit notes. */
export async function gstr1HsnCsv(month: string): Promise<string> {
  const rows = new Map<
    string,
    { hsn: string; unit: string; rate: number; quantity: number; total: number; taxable: number; igst: number; cgst: number; sgst: number }
  >();
  for (const { credit, document } of await taxDocuments(month)) {
    const sign = credit ? -1 : 1;
    for (const line of document.lines) {
      const key = `${line.hsn}/${line.unit}/${line.rate}`;
      const row = rows.get(key) ?? { hsn: line.hsn, unit: line.unit, rate: line.rate, quantity: 0, total: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      row.quantity += sign * line.quantity;
      row.total += sign * line.totalPaise;
      row.taxable += sign * line.taxablePaise;
      row.igst += sign * line.igstPaise;
      row.cgst += sign * line.cgstPaise;
      row.sgst += sign * line.sgstPaise;
      rows.set(key, row);
    }
  }
  // A supply given back whole within the month nets to nothing and is no row.
  const sorted = [...rows.values()].filter((row) => row.quantity || row.total).sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
  return csvFile(
    GSTR1_HSN_HEADER,
    sorted.map((row): Cell[] => [
      row.hsn,
      "",
      UQC[row.unit] ?? `${row.unit}-OTHERS`,
      row.quantity,
      { paise: row.total },
      row.rate,
      { paise: row.taxable },
      { paise: row.igst },
      { paise: row.cgst },
      { paise: row.sgst },
      { paise: 0 },
    ]),
  );
}

export const GSTR1_DOCS_HEADER = ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"];

/** The documents issued in the month: per series, the first and last number and how many (a number is never cancelled: a credit note undoes an invoice). */
export async function gstr1DocsCsv(month: string): Promise<string> {
  const series = new Map<string, { nature: string; numbers: string[] }>();
  for (const { credit, document } of await taxDocuments(month)) {
    const prefix = document.number.slice(0, document.number.lastIndexOf("/"));
    const entry = series.get(prefix) ?? { nature: credit ? "Credit Note" : "Invoices for outward supply", numbers: [] };
    entry.numbers.push(document.number);
    series.set(prefix, entry);
  }
  const challans = await challanNumbersIn(month);
  // The offline tool's name for goods sent without a sale (a size sent in exchange).
  if (challans.length) series.set("DC", { nature: "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)", numbers: challans });
  // In the order of the return's Table 13: invoices, credit notes, then delivery challans.
  const place = (nature: string) => (nature.startsWith("Invoices") ? 0 : nature === "Credit Note" ? 1 : 2);
  const rows = [...series.values()]
    .sort((a, b) => place(a.nature) - place(b.nature))
    .map(({ nature, numbers }): Cell[] => {
      const sorted = [...numbers].sort();
      return [nature, sorted[0], sorted.at(-1)!, sorted.length, 0];
    });
  return csvFile(GSTR1_DOCS_HEADER, rows);
}
