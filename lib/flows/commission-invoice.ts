import { prisma } from "../db.ts";
import { keepCommissionDocumentIn, storedCommissionDocument, type CommissionDocument } from "../invoices/commission.ts";
import { AppError, conflict } from "../errors.ts";
import { InvoiceNotIssuable, supplierOf, type InvoiceDocument } from "../invoices/document.ts";
import { nextNumber } from "../invoices/numbering.ts";
import { indianDay, indianMonth } from "../tax/year.ts";
import { readShopIn } from "../shop/profile.ts";
import { readBusiness } from "../seller/business.ts";
import { sellerStatement } from "../views/seller-statement.ts";

// The marketplace's monthly tax invoice to a seller for its commission (issue 45, point 5): the
// shop supplies a service to the seller's business, so it is a B2B invoice to the seller's GSTIN
// (their legal name and address where they have none), the place of supply the seller's state
// (IGST Act s. 12(2)(a)): CGST + SGST when that is the shop's state, else IGST. Its figures are
// the month's statement's, commission and commissionGst to the paisa (lib/seller/settlement.ts
// rounds them). Numbered in a series of its own, COM (lib/invoices/numbering.ts), and issued
// once per seller and month, the first time it is asked for after the month has ended; the
// stored document is the one shown ever after.
//
// A month whose commission is negative (returns of earlier months' deliveries exceed its
// deliveries) gives commission back: the shop issues the seller a credit note for it instead
// (CGST s. 34), its taxable value and tax the statement's commission and commissionTax with the
// sign turned, in a series of its own, CCN, against the commission invoices of the months those
// returned units were delivered in (issued now if they were not yet). A month's figures never
// change once it has ended, so a month has an invoice or a credit note, never both: one row per
// seller and month (CommissionInvoice.series tells which).

/** Services Accounting Code of the commission: other support services n.e.c. (what marketplaces charge their sellers under). */
export const COMMISSION_SAC = "998599";
const GST_RATE = 18;

const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00+05:30`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * The commission invoice of a seller's month, or its credit note when the month's commission is
 * negative, issued now if it has not been yet: 409 before the month ends or when there is no commission.
 */
export async function commissionInvoice(sellerId: string, month: string, now = new Date()): Promise<{ id: string; document: CommissionDocument }> {
  const issued = await storedCommissionDocument(sellerId, month);
  if (issued) return issued;
  if (now < indianMonth(month).to) throw conflict(`The commission of ${monthName(month)} is invoiced once the month has ended.`);
  const [business, statement] = await Promise.all([readBusiness(sellerId), sellerStatement(sellerId, month)]);
  if (statement.commission === 0) throw conflict(`There is no commission to invoice for ${monthName(month)}.`);
  if (!business.legalName || !business.address || !business.state || !business.stateCode) throw conflict("The seller's business has no address with a state.");
  const credit = statement.commission < 0;
  // The earlier months' commission invoices this credit note gives commission back on.
  const against: { month: string; invoice: InvoiceDocument }[] = [];
  if (credit)
    for (const earlier of statement.commissionReturnedFrom) {
      const document = await commissionInvoice(sellerId, earlier, now).then(
        (found) => found.document,
        (error: unknown) => {
          // That month charged no commission of its own: nothing of it to credit against.
          if (error instanceof AppError && error.status === 409) return null;
          throw error;
        },
      );
      if (document && !("invoiceNumber" in document)) against.push({ month: earlier, invoice: document });
    }
  if (credit && against.length === 0) throw conflict(`The commission given back in ${monthName(month)} has no commission invoice to credit.`);
  const recipient = {
    name: business.legalName,
    address: [business.address, business.city, business.pin].filter(Boolean).join(", "),
    state: business.state,
    stateCode: business.stateCode,
    ...(business.gstin ? { gstin: business.gstin } : {}),
  };
  // A credit note states what it gives back as positive amounts (0 − x: a nil tax stays 0, never −0).
  const signed = (paise: number) => (credit ? 0 - paise : paise);
  const { commissionTax: tax } = statement;
  const line = {
    lineId: null,
    description: credit
      ? `Marketplace commission given back on returns in ${monthName(month)} of sales of ${against.map((earlier) => monthName(earlier.month)).join(", ")}`
      : `Marketplace commission on sales of ${monthName(month)}`,
    hsn: COMMISSION_SAC,
    quantity: 1,
    unit: "OTH",
    rate: GST_RATE,
    taxablePaise: signed(statement.commission),
    cgstPaise: signed(tax.cgst),
    sgstPaise: signed(tax.sgst),
    igstPaise: signed(tax.igst),
    totalPaise: signed(statement.commission + statement.commissionGst),
  };
  try {
    return await prisma.$transaction(async (tx) => {
      const shop = await readShopIn(tx);
      let supplier;
      try {
        supplier = supplierOf(shop);
      } catch (error) {
        if (error instanceof InvoiceNotIssuable) throw conflict(`The shop cannot invoice yet: ${error.message}.`);
        throw error;
      }
      // The statement charged GST on the commission: only a registered shop may.
      if (!supplier.gstin) throw conflict("The shop has no GSTIN: add it under Shop profile to invoice commission.");
      const series = credit ? "CCN" : "COM";
      const numbered = await nextNumber(tx, series, now);
      const invoice: InvoiceDocument = {
        kind: "tax_invoice",
        number: numbered.number,
        date: indianDay(now),
        supplier,
        recipient,
        placeOfSupply: { state: recipient.state, stateCode: recipient.stateCode },
        lines: [line],
        totals: {
          taxablePaise: line.taxablePaise,
          cgstPaise: line.cgstPaise,
          sgstPaise: line.sgstPaise,
          igstPaise: line.igstPaise,
          totalPaise: line.totalPaise,
        },
      };
      // Against each earlier invoice (CGST s. 34(1): one or more); the printed document names them all, dated by the latest.
      const document: CommissionDocument = credit
        ? { ...invoice, invoiceNumber: against.map((earlier) => earlier.invoice.number).join(", "), invoiceDate: against[against.length - 1].invoice.date }
        : invoice;
      const id = await keepCommissionDocumentIn(tx, { numbered, series, sellerId, month, issuedAt: now, document });
      return { id, document };
    });
  } catch (error) {
    // Asked for twice at once: the other request issued it; answer that one.
    const again = await storedCommissionDocument(sellerId, month);
    if (again) return again;
    throw error;
  }
}
