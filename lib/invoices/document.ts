import { inclusiveRate, rateRow } from "../tax/rates.ts";
import { splitInclusive, supplyKind, type Supply, type TaxSplit } from "../tax/split.ts";
import { cashRoundOffPaise } from "../money.ts";
import { indianDay } from "../tax/year.ts";

// The invoice as a document, in paise: what Rule 46 of the CGST Rules asks an invoice to say,
// built from the lines being invoiced (their amounts as charged, tax included), the shop
// profile (or, in a marketplace, the seller's business) and the delivery address. Stored as
// issued (Invoice.document) and shown by the API, the PDF and the reports. A supplier without
// a GSTIN issues a bill of supply: no tax lines.

export type InvoiceKind = "tax_invoice" | "bill_of_supply";

export interface Place {
  state: string;
  stateCode: string;
}

export interface Supplier extends Place {
  legalName: string;
  address: string;
  gstin: string | null;
  /** An unregistered marketplace seller's enrolment number (CGST s. 23(2)), printed instead of a GSTIN. */
  enrolmentId?: string;
}

export interface Recipient extends Place {
  name: string;
  address: string;
  /** A registered business billed for a service (the marketplace's commission invoice to a seller); a shopper has none. */
  gstin?: string;
}

export interface DocumentLine {
  /** The order line invoiced; null for delivery charges. */
  lineId: string | null;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface Totals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** The Indian calendar day of issue, YYYY-MM-DD. */
  date: string;
  /** The order the document is for (OD10000042); absent on documents issued before it was printed. */
  orderNumber?: string;
  supplier: Supplier;
  recipient: Recipient;
  placeOfSupply: Place;
  lines: DocumentLine[];
  totals: Totals;
  /**
   * For an invoice whose amount is paid in cash on delivery: the round-off that takes its total
   * to the whole rupees the courier collects (lib/money.ts cashRoundOffPaise, the rule the
   * ledger's cash entry follows), so the invoice and what changes hands agree. Not part of the
   * taxable value or the tax. Absent for other payments and on credit notes.
   */
  cashRoundOffPaise?: number;
}

/** The shop profile as lib/shop reads it (ShopRecord). */
export interface ShopProfile {
  name: string;
  legalName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  pin: string | null;
  gstin: string | null;
}

/** A delivery address as an order keeps it. */
export interface DeliveryAddress {
  name: string;
  address: string;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  pin: string;
}

/** A line to invoice: its amount is what the shopper was charged for it (its share after the discount), tax included. */
export interface GoodsLine {
  lineId: string;
  description: string;
  hsn: string;
  quantity: number;
  amountPaise: number;
}

/** Why a document cannot be issued (the shop profile or the address lacks what Rule 46 asks). */
export class InvoiceNotIssuable extends Error {}

/** Services Accounting Code printed on the delivery line: courier services. */
export const DELIVERY_SAC = "996812";

/** Unit Quantity Codes of the GST returns: footwear is counted in pairs, garments in pieces. */
export function unitOf(hsn: string): string {
  return hsn.startsWith("64") ? "PRS" : "PCS";
}

function joinAddress(...parts: (string | null)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== "").join(", ");
}

/** A marketplace seller's business as lib/seller/business.ts stores it: the shop profile's fields, and an enrolment number when unregistered. */
export type SellerBusinessProfile = Omit<ShopProfile, "name"> & { enrolmentId: string | null };

/** A marketplace seller as the supplier of their lines: their legal name, address, state and GSTIN or enrolment number. */
export function supplierOfSeller(business: SellerBusinessProfile): Supplier {
  if (!business.legalName || !business.address || !business.state || !business.stateCode || (!business.gstin && !business.enrolmentId))
    throw new InvoiceNotIssuable("the seller's business is not complete: the seller completes it under Business");
  return {
    legalName: business.legalName,
    address: joinAddress(business.address, business.city, business.pin),
    gstin: business.gstin,
    ...(business.gstin ? {} : { enrolmentId: business.enrolmentId! }),
    state: business.state,
    stateCode: business.stateCode,
  };
}

export function supplierOf(shop: ShopProfile): Supplier {
  const legalName = shop.legalName ?? shop.name;
  if (!shop.address || !shop.state || !shop.stateCode)
    throw new InvoiceNotIssuable("the shop profile has no address with a state: the owner completes it under Shop profile");
  return { legalName, address: joinAddress(shop.address, shop.city, shop.pin), gstin: shop.gstin, state: shop.state, stateCode: shop.stateCode };
}

/** Why the shop cannot issue invoices yet (the owner's dashboard says it), or null when it can. */
export function supplierProblem(shop: ShopProfile): string | null {
  try {
    supplierOf(shop);
    return null;
  } catch (error) {
    if (error instanceof InvoiceNotIssuable) return error.message;
    throw error;
  }
}

export function recipientOf(address: DeliveryAddress): Recipient {
  if (!address.state || !address.stateCode) throw new InvoiceNotIssuable("the delivery address has no state, so the place of supply is unknown");
  return { name: address.name, address: joinAddress(address.address, address.city, address.pin), state: address.state, stateCode: address.stateCode };
}

function documentLine(
  base: Pick<DocumentLine, "lineId" | "description" | "hsn" | "quantity" | "unit">,
  amountPaise: number,
  rate: number,
  split: TaxSplit,
): DocumentLine {
  return { ...base, rate, ...split, totalPaise: amountPaise };
}

/** A line's figures: the tax split of its amount, or on a bill of supply the amount as its value and no tax. */
function figures(kind: InvoiceKind, amountPaise: number, rate: number, supply: Supply): { rate: number; split: TaxSplit } {
  if (kind === "bill_of_supply") return { rate: 0, split: { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 } };
  return { rate, split: splitInclusive(amountPaise, rate, supply) };
}

export function totalsOf(lines: readonly DocumentLine[]): Totals {
  const sum = (key: keyof Totals) => lines.reduce((total, line) => total + line[key], 0);
  return {
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    totalPaise: sum("totalPaise"),
  };
}

function deliveryLine(deliveryPaise: number, rate: number, kind: InvoiceKind, supply: Supply, description: string): DocumentLine {
  const f = figures(kind, deliveryPaise, rate, supply);
  return documentLine({ lineId: null, description, hsn: DELIVERY_SAC, quantity: 1, unit: "OTH" }, deliveryPaise, f.rate, f.split);
}

/** Who supplies: the shop (its profile), or a marketplace seller (supplierOfSeller). */
export type SupplierInput = { shop: ShopProfile; seller?: never } | { seller: Supplier; shop?: never };

export type InvoiceInput = SupplierInput & {
  number: string;
  at: Date;
  address: DeliveryAddress;
  /** The goods; none on a marketplace's invoice for its own charges (chargesRate). */
  lines: readonly GoodsLine[];
  /** Delivery charged with these lines, tax included; billed at the highest rate of the goods, or at chargesRate. */
  deliveryPaise?: number;
  /**
   * The charges as a service of their own at this rate (a marketplace's delivery,
   * DELIVERY_SERVICE_RATE in lib/tax/rates.ts), instead of part of the goods' supply.
   */
  chargesRate?: number;
  /** What that line says ("Delivery charges" unless told): the order's charges it holds. */
  deliveryDescription?: string;
  orderNumber?: string;
  /** The invoice's amount is collected in cash, in whole rupees: it shows the round-off. */
  paidInCash?: boolean;
};

export function buildInvoice(input: InvoiceInput): InvoiceDocument {
  if (input.lines.length === 0 && !(input.chargesRate !== undefined && input.deliveryPaise)) throw new RangeError("an invoice has at least one line");
  const supplier = input.seller ?? supplierOf(input.shop);
  const recipient = recipientOf(input.address);
  const kind: InvoiceKind = supplier.gstin ? "tax_invoice" : "bill_of_supply";
  const date = indianDay(input.at);
  const supply = supplyKind(supplier.stateCode, recipient.stateCode);
  const lines = input.lines.map((line) => {
    const f = figures(kind, line.amountPaise, inclusiveRate(rateRow(line.hsn, date), line.amountPaise, line.quantity), supply);
    const base = { lineId: line.lineId, description: line.description, hsn: line.hsn, quantity: line.quantity, unit: unitOf(line.hsn) };
    return documentLine(base, line.amountPaise, f.rate, f.split);
  });
  if (input.deliveryPaise) {
    const rate = input.chargesRate ?? Math.max(...lines.map((line) => line.rate));
    lines.push(deliveryLine(input.deliveryPaise, rate, kind, supply, input.deliveryDescription ?? "Delivery charges"));
  }
  const placeOfSupply = { state: recipient.state, stateCode: recipient.stateCode };
  const totals = totalsOf(lines);
  return {
    kind,
    number: input.number,
    date,
    ...(input.orderNumber ? { orderNumber: input.orderNumber } : {}),
    supplier,
    recipient,
    placeOfSupply,
    lines,
    totals,
    ...(input.paidInCash ? { cashRoundOffPaise: cashRoundOffPaise(totals.totalPaise) } : {}),
  };
}

export interface CreditNoteDocument extends InvoiceDocument {
  invoiceNumber: string;
  invoiceDate: string;
}

/** Units of an invoiced line being undone, and the amount to give back for them. */
export interface CreditedLine {
  lineId: string;
  quantity: number;
  amountPaise: number;
  /** What came back when it is not the item as invoiced (another size an exchange sent); the invoice's words otherwise. */
  description?: string;
}

export interface CreditNoteInput {
  number: string;
  at: Date;
  invoice: InvoiceDocument;
  lines: readonly CreditedLine[];
  /** Delivery charges given back, tax included. */
  deliveryPaise?: number;
  /** Credit notes issued against the invoice before: together they never give back more than it holds. */
  earlier?: readonly InvoiceDocument[];
}

interface Left {
  quantity: number;
  totalPaise: number;
  /** The taxable value and taxes not yet given back. */
  split: TaxSplit;
}

/** What of an invoice line (null: delivery) is left to credit after the earlier notes. */
function leftToCredit(original: DocumentLine, earlier: readonly InvoiceDocument[]): Left {
  const credited = earlier.flatMap((note) => note.lines).filter((line) => line.lineId === original.lineId);
  const less = (key: "quantity" | "totalPaise" | keyof TaxSplit) => original[key] - credited.reduce((sum, line) => sum + line[key], 0);
  return {
    quantity: less("quantity"),
    totalPaise: less("totalPaise"),
    split: { taxablePaise: less("taxablePaise"), cgstPaise: less("cgstPaise"), sgstPaise: less("sgstPaise"), igstPaise: less("igstPaise") },
  };
}

/**
 * The figures of a credit for `amountPaise` of a line: split afresh at the invoice's rate, but
 * the last of the line takes exactly what is left of its taxes, so a line credited in parts
 * gives back to the paisa what its invoice charged.
 */
function creditFigures(kind: InvoiceKind, amountPaise: number, last: boolean, left: Left, rate: number, supply: Supply): { rate: number; split: TaxSplit } {
  const f = figures(kind, amountPaise, rate, supply);
  return last ? { rate: f.rate, split: left.split } : f;
}

/** What is left to credit of `lineIds` on an invoice after its earlier notes: every unit and paisa not yet given back. */
export function creditableLines(invoice: InvoiceDocument, earlier: readonly InvoiceDocument[], lineIds: readonly string[]): CreditedLine[] {
  return invoice.lines.flatMap((line) => {
    if (line.lineId === null || !lineIds.includes(line.lineId)) return [];
    const left = leftToCredit(line, earlier);
    return left.quantity > 0 || left.totalPaise > 0 ? [{ lineId: line.lineId, quantity: left.quantity, amountPaise: left.totalPaise }] : [];
  });
}

/** A credit note reverses at the rates and place of supply of its invoice, whatever the date. */
export function buildCreditNote(input: CreditNoteInput): CreditNoteDocument {
  const { invoice } = input;
  const supply = supplyKind(invoice.supplier.stateCode, invoice.placeOfSupply.stateCode);
  const lines = input.lines.map((credited) => {
    const original = invoice.lines.find((line) => line.lineId === credited.lineId);
    if (!original) throw new RangeError(`line ${credited.lineId} is not on invoice ${invoice.number}`);
    const left = leftToCredit(original, input.earlier ?? []);
    if (credited.quantity > left.quantity || credited.amountPaise > left.totalPaise)
      throw new RangeError(`more of line ${credited.lineId} than invoice ${invoice.number} holds`);
    const last = credited.quantity === left.quantity && credited.amountPaise === left.totalPaise;
    const f = creditFigures(invoice.kind, credited.amountPaise, last, left, original.rate, supply);
    const description = credited.description ?? original.description;
    const base = { lineId: original.lineId, description, hsn: original.hsn, quantity: credited.quantity, unit: original.unit };
    return documentLine(base, credited.amountPaise, f.rate, f.split);
  });
  if (input.deliveryPaise) {
    const delivery = invoice.lines.find((line) => line.lineId === null);
    const left = delivery && leftToCredit(delivery, input.earlier ?? []);
    if (!delivery || !left || input.deliveryPaise > left.totalPaise) throw new RangeError(`more delivery charges than invoice ${invoice.number} holds`);
    const f = creditFigures(invoice.kind, input.deliveryPaise, input.deliveryPaise === left.totalPaise, left, delivery.rate, supply);
    lines.push(
      documentLine(
        { lineId: null, description: delivery.description, hsn: delivery.hsn, quantity: 1, unit: delivery.unit },
        input.deliveryPaise,
        f.rate,
        f.split,
      ),
    );
  }
  // A credit note gives back what the invoice charged: no cash changes hands on it, so no round-off.
  const { cashRoundOffPaise: _cash, ...charged } = invoice;
  return {
    ...charged,
    number: input.number,
    date: indianDay(input.at),
    lines,
    totals: totalsOf(lines),
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
  };
}
