import { paiseToRupees } from "../money.ts";
import type { ChallanJson, CreditNoteJson, InvoiceJson } from "../validation/responses.ts";
import type { ChallanDocument } from "../invoices/challan.ts";
import type { CreditNoteDocument, DocumentLine, InvoiceDocument, Totals } from "../invoices/document.ts";

// The API's shape of an invoice (GET /api/invoice/{id}): rupees with two decimals as JSON numbers.

function lineJson(line: DocumentLine) {
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    taxableValue: paiseToRupees(line.taxablePaise),
    rate: line.rate,
    cgst: paiseToRupees(line.cgstPaise),
    sgst: paiseToRupees(line.sgstPaise),
    igst: paiseToRupees(line.igstPaise),
    total: paiseToRupees(line.totalPaise),
  };
}

function totalsJson(totals: Totals) {
  return {
    taxableValue: paiseToRupees(totals.taxablePaise),
    cgst: paiseToRupees(totals.cgstPaise),
    sgst: paiseToRupees(totals.sgstPaise),
    igst: paiseToRupees(totals.igstPaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

export function invoiceJson(id: string, doc: InvoiceDocument): InvoiceJson {
  return {
    id,
    number: doc.number,
    date: doc.date,
    orderNumber: doc.orderNumber ?? null,
    kind: doc.kind,
    supplier: { ...doc.supplier, enrolmentId: doc.supplier.enrolmentId ?? null },
    recipient: doc.recipient,
    placeOfSupply: doc.placeOfSupply,
    lines: doc.lines.map(lineJson),
    totals: totalsJson(doc.totals),
    cashRoundOff: doc.cashRoundOffPaise === undefined ? null : paiseToRupees(doc.cashRoundOffPaise),
  };
}

export function creditNoteJson(id: string, doc: CreditNoteDocument): CreditNoteJson {
  return { ...invoiceJson(id, doc), invoiceNumber: doc.invoiceNumber, invoiceDate: doc.invoiceDate };
}

export function challanJson(id: string, doc: ChallanDocument): ChallanJson {
  return {
    id,
    number: doc.number,
    date: doc.date,
    orderNumber: doc.orderNumber,
    supplier: doc.supplier,
    recipient: doc.recipient,
    placeOfSupply: doc.placeOfSupply,
    purpose: doc.purpose,
    invoiceNumbers: doc.invoiceNumbers,
    lines: doc.lines.map((line) => ({
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      taxableValue: paiseToRupees(line.taxablePaise),
      value: paiseToRupees(line.valuePaise),
    })),
    totals: { taxableValue: paiseToRupees(doc.totals.taxablePaise), value: paiseToRupees(doc.totals.valuePaise) },
  };
}
