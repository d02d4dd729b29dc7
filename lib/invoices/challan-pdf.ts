import type { ChallanDocument, ChallanLine } from "./challan.ts";
import { amount, block, documentHead, drawRow, MARGIN, printDocument, printedDate, signatory, WIDTH, type Doc } from "./pdf.ts";

// The printed delivery challan (Rule 55 of the CGST Rules): consigner, consignee, number and
// date, each item's HSN, description, quantity, taxable value and rate, the place of supply,
// why the goods travel, and the signatory — in the invoices' fonts and layout (pdf.ts).

const COLUMNS: { title: string; width: number; align: "left" | "right"; cell: (line: ChallanLine, i: number) => string }[] = [
  { title: "#", width: 18, align: "left", cell: (_l, i) => String(i + 1) },
  { title: "Description", width: 0, align: "left", cell: (l) => l.description },
  { title: "HSN", width: 50, align: "left", cell: (l) => l.hsn },
  { title: "Qty", width: 44, align: "right", cell: (l) => `${l.quantity} ${l.unit}` },
  { title: "Taxable value (₹)", width: 72, align: "right", cell: (l) => amount(l.taxablePaise) },
  { title: "GST rate", width: 40, align: "right", cell: (l) => `${l.rate}%` },
  { title: "Value (₹)", width: 68, align: "right", cell: (l) => amount(l.valuePaise) },
];
const used = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const cols = COLUMNS.map((column) => (column.width === 0 ? { ...column, width: WIDTH - used } : column));

function draw(pdf: Doc, doc: ChallanDocument): void {
  const { supplier, recipient, placeOfSupply } = doc;
  const { top, left } = documentHead(pdf, { copy: "ORIGINAL FOR CONSIGNEE", title: "DELIVERY CHALLAN", supplierHeading: "CONSIGNER", supplier });
  const half = WIDTH / 2 - 10;
  const right = block(pdf, MARGIN + WIDTH / 2 + 10, top, half, "DELIVERY CHALLAN", [
    `Challan number: ${doc.number}`,
    `Challan date: ${printedDate(doc.date)}`,
    `Order number: ${doc.orderNumber}`,
    `Place of supply: ${placeOfSupply.state} (${placeOfSupply.stateCode})`,
  ]);
  const consigneeEnd = block(pdf, MARGIN, Math.max(left, right) + 12, WIDTH, "CONSIGNEE (SHIPPED TO)", [
    recipient.name,
    recipient.address,
    `State: ${recipient.state}, State code: ${recipient.stateCode}`,
  ]);
  let y = drawRow(
    pdf,
    cols,
    cols.map((c) => c.title),
    consigneeEnd + 14,
    { bold: true, shade: true },
  );
  doc.lines.forEach((line, i) => {
    y = drawRow(
      pdf,
      cols,
      cols.map((c) => c.cell(line, i)),
      y,
    );
  });
  const totals = ["", "Total", "", "", amount(doc.totals.taxablePaise), "", amount(doc.totals.valuePaise)];
  y = drawRow(pdf, cols, totals, y, { bold: true, shade: true });
  pdf
    .font("bold")
    .fontSize(9)
    .text("Purpose", MARGIN, y + 12, { width: WIDTH });
  pdf.font("regular").text(doc.purpose, { width: WIDTH });
  signatory(pdf, supplier.legalName, "challan");
}

/** The delivery challan as an A4 PDF. */
export function renderChallanPdf(doc: ChallanDocument): Promise<Buffer> {
  return printDocument({ title: "DELIVERY CHALLAN", number: doc.number, author: doc.supplier.legalName }, (pdf) => draw(pdf, doc));
}
