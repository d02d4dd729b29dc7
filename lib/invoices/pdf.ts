import PDFDocument from "pdfkit";
import { formatRupees } from "../money.ts";
import type { CreditNoteDocument, DocumentLine, InvoiceDocument, Supplier } from "./document.ts";
import { mainScript, scriptRuns, type Script } from "./scripts.ts";
import { rupeesInWords } from "./words.ts";

// The printable invoice or credit note: A4, black text on white with grey rules, every field
// Rule 46 of the CGST Rules asks for, in DejaVu Sans (embedded, so ₹ prints everywhere), and
// the Noto Sans family of each Indian script for text typed in one (scripts.ts).

// The fonts are read from their package folder at run time. Next's bundler follows a
// `createRequire` imported as usual and then fails on the .ttf ("Unknown module type"), so the
// module is taken from Node's built-ins, where the bundler does not look.
const require = process.getBuiltinModule("node:module").createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
type Weight = "regular" | "bold";
// A font for each Indian script (scripts.ts), from npm: Noto Sans, and Mukta Mahee for Gurmukhi
// (fontkit, which shapes the text for pdfkit, fails on Noto Sans Gurmukhi's mark positions).
// WOFF, not WOFF2, whose glyphs fontkit drew blank.
const SCRIPT_FONTS: Record<Script, Record<Weight, string>> = {
  devanagari: {
    regular: require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff"),
  },
  bengali: {
    regular: require.resolve("@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff"),
  },
  gurmukhi: {
    regular: require.resolve("@fontsource/mukta-mahee/files/mukta-mahee-gurmukhi-400-normal.woff"),
    bold: require.resolve("@fontsource/mukta-mahee/files/mukta-mahee-gurmukhi-700-normal.woff"),
  },
  gujarati: {
    regular: require.resolve("@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff"),
  },
  oriya: {
    regular: require.resolve("@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff"),
  },
  tamil: {
    regular: require.resolve("@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff"),
  },
  telugu: {
    regular: require.resolve("@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff"),
  },
  kannada: {
    regular: require.resolve("@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff"),
  },
  malayalam: {
    regular: require.resolve("@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff"),
    bold: require.resolve("@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff"),
  },
};

export const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;
const CELL_PAD = 3;
const RULE = "#777777";
const SHADE = "#e8e8e8";

export type Doc = PDFKit.PDFDocument;
type Align = "left" | "right";

interface Column {
  title: string;
  width: number;
  align: Align;
  cell: (line: DocumentLine, index: number) => string;
  total?: (doc: InvoiceDocument) => string;
}

// The table's columns of figures, without ₹, keep two decimals so their points line up, as a
// tax invoice's table prints them; every amount written with ₹ follows formatRupees.
const figures = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const amount = (paise: number) => figures.format(paise / 100);

/** dd-mm-yyyy, as Indian invoices print dates. */
export function printedDate(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}-${m}-${y}`;
}

function columns(doc: InvoiceDocument): Column[] {
  const taxed = doc.kind === "tax_invoice";
  const intra = taxed && doc.supplier.stateCode === doc.placeOfSupply.stateCode;
  const taxColumns: Column[] = !taxed
    ? []
    : [
        { title: "Taxable value (₹)", width: 68, align: "right", cell: (l) => amount(l.taxablePaise), total: (d) => amount(d.totals.taxablePaise) },
        { title: "Rate", width: 34, align: "right", cell: (l) => `${l.rate}%` },
        ...(intra
          ? [
              {
                title: "CGST (₹)",
                width: 56,
                align: "right" as const,
                cell: (l: DocumentLine) => amount(l.cgstPaise),
                total: (d: InvoiceDocument) => amount(d.totals.cgstPaise),
              },
              {
                title: "SGST (₹)",
                width: 56,
                align: "right" as const,
                cell: (l: DocumentLine) => amount(l.sgstPaise),
                total: (d: InvoiceDocument) => amount(d.totals.sgstPaise),
              },
            ]
          : [
              {
                title: "IGST (₹)",
                width: 60,
                align: "right" as const,
                cell: (l: DocumentLine) => amount(l.igstPaise),
                total: (d: InvoiceDocument) => amount(d.totals.igstPaise),
              },
            ]),
      ];
  const fixed: Column[] = [
    { title: "#", width: 18, align: "left", cell: (_l, i) => String(i + 1) },
    { title: "Description", width: 0, align: "left", cell: (l) => l.description },
    { title: "HSN/SAC", width: 50, align: "left", cell: (l) => l.hsn },
    { title: "Qty", width: 44, align: "right", cell: (l) => `${l.quantity} ${l.unit}` },
    ...taxColumns,
    { title: "Total (₹)", width: 68, align: "right", cell: (l) => amount(l.totalPaise), total: (d) => amount(d.totals.totalPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.title === "Description" ? { ...column, width: WIDTH - used } : column));
}

const fontName = (weight: Weight, script: Script | null) => (script ? `${weight}-${script}` : weight);

/**
 * Writes a text in runs, each in the font of its script, wrapping within `options.width`; at
 * (x, y) when given, else where the last text ended. The weight stays current afterwards.
 */
export function say(pdf: Doc, weight: Weight, text: string, options: PDFKit.Mixins.TextOptions, x?: number, y?: number): void {
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    pdf.font(fontName(weight, run.script));
    const last = i === runs.length - 1;
    if (i === 0 && x !== undefined) pdf.text(run.text, x, y, { ...options, continued: !last });
    else pdf.text(run.text, { ...options, continued: !last });
  });
  pdf.font(weight);
}

/** A text's height in a column, measured in the font of its main script (its lines are taller). */
function heightIn(pdf: Doc, weight: Weight, text: string, width: number): number {
  pdf.font(fontName(weight, mainScript(text)));
  const height = pdf.heightOfString(text, { width });
  pdf.font(weight);
  return height;
}

function rowHeight(pdf: Doc, cols: Pick<Column, "width">[], texts: string[], weight: Weight = "regular"): number {
  return Math.max(...texts.map((text, i) => heightIn(pdf, weight, text, cols[i].width - 2 * CELL_PAD))) + 2 * CELL_PAD;
}

export function drawRow(
  pdf: Doc,
  cols: Pick<Column, "width" | "align">[],
  texts: string[],
  y: number,
  options: { bold?: boolean; shade?: boolean } = {},
): number {
  const weight = options.bold ? "bold" : "regular";
  pdf.font(weight).fontSize(8);
  const height = rowHeight(pdf, cols, texts, weight);
  if (options.shade) pdf.rect(MARGIN, y, WIDTH, height).fill(SHADE);
  pdf.fillColor("black");
  let x = MARGIN;
  texts.forEach((text, i) => {
    say(pdf, weight, text, { width: cols[i].width - 2 * CELL_PAD, align: cols[i].align }, x + CELL_PAD, y + CELL_PAD);
    x += cols[i].width;
  });
  pdf
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + height;
}

export function block(pdf: Doc, x: number, y: number, width: number, heading: string, lines: string[]): number {
  pdf.font("bold").fontSize(8).fillColor("black").text(heading, x, y, { width });
  pdf.font("regular").fontSize(9);
  for (const line of lines) say(pdf, "regular", line, { width });
  return pdf.y;
}

function title(doc: InvoiceDocument | CreditNoteDocument): string {
  if ("invoiceNumber" in doc) return "CREDIT NOTE";
  return doc.kind === "tax_invoice" ? "TAX INVOICE" : "BILL OF SUPPLY";
}

/**
 * The head every document shares: whose copy it is (Rule 48: the buyer's copy is marked so;
 * the shop keeps the document itself), its title with an optional line under it, and the
 * supplier's block on the left. Returns where the blocks begin and where the supplier's ends.
 */
export function documentHead(
  pdf: Doc,
  head: { copy: string; title: string; note?: string; supplierHeading: string; supplier: Supplier },
): { top: number; left: number } {
  pdf.font("bold").fontSize(8).text(head.copy, MARGIN, MARGIN, { width: WIDTH, align: "right" });
  pdf
    .font("bold")
    .fontSize(15)
    .text(head.title, MARGIN, MARGIN + 10, { width: WIDTH, align: "center" });
  if (head.note) pdf.font("regular").fontSize(8.5).text(head.note, { width: WIDTH, align: "center" });
  const top = pdf.y + 12;
  const { supplier } = head;
  const left = block(pdf, MARGIN, top, WIDTH / 2 - 10, head.supplierHeading, [
    supplier.legalName,
    supplier.address,
    `State: ${supplier.state}, State code: ${supplier.stateCode}`,
    supplier.gstin ? `GSTIN: ${supplier.gstin}` : supplier.enrolmentId ? `GST enrolment number: ${supplier.enrolmentId}` : "GSTIN: not registered",
  ]);
  return { top, left };
}

function draw(pdf: Doc, doc: InvoiceDocument | CreditNoteDocument): void {
  const credit = "invoiceNumber" in doc;
  const note = doc.kind === "bill_of_supply" ? "The supplier is not registered under GST: no tax is charged on this supply." : undefined;
  const { supplier, recipient, placeOfSupply } = doc;
  const { top, left } = documentHead(pdf, { copy: "ORIGINAL FOR RECIPIENT", title: title(doc), note, supplierHeading: "SUPPLIER", supplier });
  const half = WIDTH / 2 - 10;
  const facts = [
    `${credit ? "Credit note" : "Invoice"} number: ${doc.number}`,
    `${credit ? "Credit note" : "Invoice"} date: ${printedDate(doc.date)}`,
    ...(doc.orderNumber ? [`Order number: ${doc.orderNumber}`] : []),
    ...(credit ? [`Against invoice: ${doc.invoiceNumber} dated ${printedDate(doc.invoiceDate)}`] : []),
    `Place of supply: ${placeOfSupply.state} (${placeOfSupply.stateCode})`,
    "Whether tax is payable on reverse charge: No",
  ];
  const right = block(pdf, MARGIN + WIDTH / 2 + 10, top, half, credit ? "CREDIT NOTE" : "INVOICE", facts);
  const recipientTop = Math.max(left, right) + 12;
  // A business billed for a service is billed, not shipped to: the shop's commission invoice to a seller.
  const recipientEnd = block(pdf, MARGIN, recipientTop, WIDTH, recipient.gstin ? "RECIPIENT (BILLED TO)" : "RECIPIENT (BILLED AND SHIPPED TO)", [
    recipient.name,
    recipient.address,
    `State: ${recipient.state}, State code: ${recipient.stateCode}`,
    ...(recipient.gstin ? [`GSTIN: ${recipient.gstin}`] : []),
  ]);

  const cols = columns(doc);
  let y = recipientEnd + 14;
  const header = () =>
    drawRow(
      pdf,
      cols,
      cols.map((c) => c.title),
      y,
      { bold: true, shade: true },
    );
  y = header();
  doc.lines.forEach((line, index) => {
    const texts = cols.map((c) => c.cell(line, index));
    pdf.font("regular").fontSize(8);
    if (y + rowHeight(pdf, cols, texts) > BOTTOM - 120) {
      pdf.addPage();
      y = MARGIN;
      y = header();
    }
    y = drawRow(pdf, cols, texts, y);
  });
  y = drawRow(
    pdf,
    cols,
    cols.map((c, i) => (i === 1 ? "Total" : (c.total?.(doc) ?? ""))),
    y,
    { bold: true, shade: true },
  );

  if (y > BOTTOM - 110) {
    pdf.addPage();
    y = MARGIN;
  }
  pdf
    .font("bold")
    .fontSize(9)
    .text(`Total ${credit ? "credited" : "invoice value"}: ${formatRupees(doc.totals.totalPaise)}`, MARGIN, y + 10, { width: WIDTH });
  pdf
    .font("regular")
    .fontSize(9)
    .text(`In words: ${rupeesInWords(doc.totals.totalPaise)}`, { width: WIDTH });
  if (doc.kind === "tax_invoice") {
    const tax = doc.totals.cgstPaise + doc.totals.sgstPaise + doc.totals.igstPaise;
    pdf.text(`Tax included: ${formatRupees(tax)} (${rupeesInWords(tax)})`, { width: WIDTH });
  }
  if (doc.cashRoundOffPaise !== undefined) cashLines(pdf, doc.totals.totalPaise, doc.cashRoundOffPaise);
  signatory(pdf, supplier.legalName, credit ? "credit note" : "invoice");
}

/** "For {legal name} / Authorised signatory" at the foot of the page, as Rules 46 and 55 ask. */
export function signatory(pdf: Doc, legalName: string, what: string): void {
  const signTop = Math.max(pdf.y + 24, BOTTOM - 60);
  pdf.fontSize(9);
  say(pdf, "bold", `For ${legalName}`, { width: WIDTH / 2, align: "right" }, MARGIN + WIDTH / 2, signTop);
  pdf.font("regular").text("Authorised signatory", MARGIN + WIDTH / 2, signTop + 36, { width: WIDTH / 2, align: "right" });
  pdf.fontSize(7.5).text(`This ${what} is generated by computer.`, MARGIN, signTop + 50, { width: WIDTH, align: "right" });
}

/** Cash on delivery: the round-off to whole rupees and what the courier collects, as the ledger records it. */
function cashLines(pdf: Doc, totalPaise: number, roundOffPaise: number): void {
  const signed = (paise: number) => `${paise < 0 ? "−" : ""}${formatRupees(Math.abs(paise))}`;
  pdf.text(`Round off: ${signed(roundOffPaise)}`, { width: WIDTH });
  pdf.font("bold").text(`To pay in cash on delivery: ${formatRupees(totalPaise + roundOffPaise)}`, { width: WIDTH });
  pdf.font("regular");
}

/** Each page names the document and its place in it, so a loose page is still identified. */
function pageFooters(pdf: Doc, number: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    pdf.page.margins.bottom = 0;
    pdf
      .font("regular")
      .fontSize(7.5)
      .fillColor("black")
      .text(`${number} · page ${i - start + 1} of ${count}`, MARGIN, PAGE_HEIGHT - MARGIN / 2 - 6, { width: WIDTH, align: "center" });
  }
}

/** An A4 document with the shop's fonts, drawn by `draw`, each page footed with its number. */
export async function printDocument(heading: { title: string; number: string; author: string }, draw: (pdf: Doc) => void): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: REGULAR,
    bufferPages: true,
    info: { Title: `${heading.title} ${heading.number}`, Author: heading.author },
  });
  pdf.registerFont("regular", REGULAR);
  pdf.registerFont("bold", BOLD);
  for (const [script, files] of Object.entries(SCRIPT_FONTS) as [Script, Record<Weight, string>][]) {
    for (const weight of ["regular", "bold"] as const) pdf.registerFont(fontName(weight, script), files[weight]);
  }
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  draw(pdf);
  pageFooters(pdf, heading.number);
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}

/** The document as an A4 PDF. */
export function renderPdf(doc: InvoiceDocument | CreditNoteDocument): Promise<Buffer> {
  return printDocument({ title: title(doc), number: doc.number, author: doc.supplier.legalName }, (pdf) => draw(pdf, doc));
}
