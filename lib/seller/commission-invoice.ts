import { prisma } from "../db.ts";
import { conflict } from "../errors.ts";
import { InvoiceNotIssuable, supplierOf, type InvoiceDocument } from "../invoices/document.ts";
import { nextNumber } from "../invoices/numbering.ts";
import { indianDay, indianMonth } from "../invoices/year.ts";
import { readShopIn } from "../shop/profile.ts";
import { readBusiness } from "./business.ts";
import { sellerStatement } from "./statement.ts";

// The marketplace's monthly tax invoice to a seller for its commission (issue 45, point 5): the
// shop supplies a service to the seller's business, so it is a B2B invoice to the seller's GSTIN
// (their legal name and address where they have none), the place of supply the seller's state
// (IGST Act s. 12(2)(a)): CGST + SGST when that is the shop's state, else IGST. Its figures are
// the month's statement's, commission and commissionGst to the paisa (lib/seller/settlement.ts
// rounds them). Numbered in a series of its own, COM (lib/invoices/numbering.ts), and issued
// once per seller and month, the first time it is asked for after the month has ended; the
// stored document is the one shown ever after.

/** Services Accounting Code of the commission: other support services n.e.c. (what marketplaces charge their sellers under). */
export const COMMISSION_SAC = "998599";
const GST_RATE = 18;

const monthName = (month: string) =>
  new Date(`${month}-15T00:00:00+05:30`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** The commission invoice of a seller's month, issued now if it has not been yet: 409 before the month ends or when there is no commission to charge. */
export async function commissionInvoice(sellerId: string, month: string, now = new Date()): Promise<{ id: string; document: InvoiceDocument }> {
  const issued = await prisma.commissionInvoice.findUnique({ where: { sellerId_month: { sellerId, month } }, select: { id: true, document: true } });
  if (issued) return { id: issued.id, document: issued.document as unknown as InvoiceDocument };
  if (now < indianMonth(month).to) throw conflict(`The commission of ${monthName(month)} is invoiced once the month has ended.`);
  const [business, statement] = await Promise.all([readBusiness(sellerId), sellerStatement(sellerId, month)]);
  if (statement.commission <= 0) throw conflict(`There is no commission to invoice for ${monthName(month)}.`);
  if (!business.legalName || !business.address || !business.state || !business.stateCode) throw conflict("The seller's business has no address with a state.");
  const recipient = {
    name: business.legalName,
    address: [business.address, business.city, business.pin].filter(Boolean).join(", "),
    state: business.state,
    stateCode: business.stateCode,
    ...(business.gstin ? { gstin: business.gstin } : {}),
  };
  const { commissionTax: tax } = statement;
  const line = {
    lineId: null,
    description: `Marketplace commission on sales of ${monthName(month)}`,
    hsn: COMMISSION_SAC,
    quantity: 1,
    unit: "OTH",
    rate: GST_RATE,
    taxablePaise: statement.commission,
    cgstPaise: tax.cgst,
    sgstPaise: tax.sgst,
    igstPaise: tax.igst,
    totalPaise: statement.commission + statement.commissionGst,
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
      const numbered = await nextNumber(tx, "COM", now);
      const document: InvoiceDocument = {
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
      const row = await tx.commissionInvoice.create({
        data: { ...numbered, sellerId, month, issuedAt: now, document: document as object },
        select: { id: true },
      });
      return { id: row.id, document };
    });
  } catch (error) {
    // Asked for twice at once: the other request issued it; answer that one.
    const again = await prisma.commissionInvoice.findUnique({ where: { sellerId_month: { sellerId, month } }, select: { id: true, document: true } });
    if (again) return { id: again.id, document: again.document as unknown as InvoiceDocument };
    throw error;
  }
}
