import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import type { InvoiceDocument } from "@/lib/invoices/document";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { renderPdf } from "@/lib/invoices/pdf";
import { DELHI, KARNATAKA, SHOP } from "../fixtures/invoice.ts";

// Invoices issued in real transactions on the real database (PGlite by default, PostgreSQL
// with DATABASE_URL): the numbers, the kinds, and the PDF's text as pdftotext reads it.

const SHIRT = { lineId: "line-shirt", description: "Linen shirt (M)", hsn: "6205", quantity: 2, amountPaise: 156604 };
const BLAZER = { lineId: "line-blazer", description: "Wool blazer (L)", hsn: "6203", quantity: 1, amountPaise: 294000 };

async function setShop(fields: { [K in keyof typeof SHOP]?: string | null } = {}) {
  const data = { ...SHOP, ...fields };
  await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

const invoice = (at: Date, address = DELHI) =>
  prisma.$transaction((tx) => issueInvoice(tx, { orderId: "order-1", address, lines: [SHIRT, BLAZER], deliveryPaise: 4900, at }));

beforeEach(async () => {
  await prisma.creditNote.deleteMany();
  await prisma.invoice.deleteMany();
  await prisma.documentCounter.deleteMany();
  await setShop();
});

describe("numbering", () => {
  it("20 invoices issued at once get 20 consecutive numbers, no gap, no duplicate", async () => {
    const at = new Date("2026-11-24T10:00:00Z");
    const issued = await Promise.all(Array.from({ length: 20 }, () => invoice(at)));
    const numbers = issued.map((i) => i.document.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV/2627/${String(i + 1).padStart(6, "0")}`));
    expect(await prisma.invoice.count()).toBe(20);
  });

  it("a transaction that rolls back takes its number with it", async () => {
    const at = new Date("2026-11-24T10:00:00Z");
    await invoice(at);
    await expect(
      prisma.$transaction(async (tx) => {
        await issueInvoice(tx, { orderId: "order-2", address: DELHI, lines: [SHIRT], at });
        throw new Error("dispatch failed");
      }),
    ).rejects.toThrow("dispatch failed");
    expect((await invoice(at)).document.number).toBe("INV/2627/000002");
  });

  it("the series begins again on 1 April (India's time)", async () => {
    expect((await invoice(new Date("2026-03-31T18:29:00Z"))).document.number).toBe("INV/2526/000001");
    expect((await invoice(new Date("2026-03-31T18:29:30Z"))).document.number).toBe("INV/2526/000002");
    const april = await invoice(new Date("2026-03-31T18:30:00Z"));
    expect(april.document).toMatchObject({ number: "INV/2627/000001", date: "2026-04-01" });
  });

  it("credit notes have their own series and reverse at the invoice's rates", async () => {
    const at = new Date("2026-11-24T10:00:00Z");
    const first = await invoice(at);
    await invoice(at);
    const note = await prisma.$transaction((tx) =>
      issueCreditNote(tx, { invoiceId: first.id, lines: [{ lineId: "line-blazer", quantity: 1, amountPaise: 294000 }], reason: "cancelled", at }),
    );
    expect(note.document).toMatchObject({ number: "CN/2627/000001", invoiceNumber: "INV/2627/000001", invoiceDate: "2026-11-24" });
    expect(note.document.lines).toEqual([first.document.lines[1]]);
    const again = { invoiceId: first.id, lines: [{ lineId: "line-blazer", quantity: 1, amountPaise: 1 }], reason: "returned", at };
    await expect(prisma.$transaction((tx) => issueCreditNote(tx, again))).rejects.toThrow(/more of line line-blazer than invoice INV\/2627\/000001 holds/);
    const shirts = { invoiceId: first.id, lines: [{ lineId: "line-shirt", quantity: 1, amountPaise: 78302 }], reason: "returned", at };
    const both = await Promise.allSettled([0, 1, 2].map(() => prisma.$transaction((tx) => issueCreditNote(tx, shirts))));
    expect(both.map((result) => result.status).sort()).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect(await prisma.creditNote.count()).toBe(3);
    const row = await prisma.creditNote.findUniqueOrThrow({ where: { id: note.id } });
    expect(row).toMatchObject({ orderId: "order-1", lineIds: ["line-blazer"], reason: "cancelled", financialYear: "2627", sequence: 1 });
  });
});

describe("kinds", () => {
  it("a shop with a GSTIN: a tax invoice, stored as built", async () => {
    const issued = await invoice(new Date("2026-11-24T10:00:00Z"), KARNATAKA);
    const row = await prisma.invoice.findUniqueOrThrow({ where: { id: issued.id } });
    expect(row).toMatchObject({ kind: "tax_invoice", orderId: "order-1", lineIds: ["line-shirt", "line-blazer"], financialYear: "2627", sequence: 1 });
    expect(row.document).toEqual(issued.document);
    expect(issued.document.totals).toMatchObject({ igstPaise: 0, totalPaise: 156604 + 294000 + 4900 });
  });

  it("a shop without a GSTIN: a bill of supply with no tax", async () => {
    await setShop({ gstin: null });
    const issued = await invoice(new Date("2026-11-24T10:00:00Z"));
    expect(issued.document.kind).toBe("bill_of_supply");
    expect(issued.document.totals).toEqual({ taxablePaise: 455504, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 455504 });
    expect((await prisma.invoice.findUniqueOrThrow({ where: { id: issued.id } })).kind).toBe("bill_of_supply");
  });
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "invoice-"));
  const file = path.join(dir, "invoice.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("the PDF", () => {
  it("holds every Rule 46 field and the figures, on A4", async () => {
    const { document } = await invoice(new Date("2026-11-24T10:00:00Z"));
    const pdf = await renderPdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const info = execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    const text = pdfText(pdf);
    for (const field of [
      "TAX INVOICE",
      "Vastra Textiles Private Limited",
      "12 MG Road, Bengaluru, 560001",
      "GSTIN: 29AAACV1234F1Z5",
      "Invoice number: INV/2627/000001",
      "Invoice date: 24-11-2026",
      "Ravi Kumar",
      "7 Janpath, New Delhi, 110001",
      "State: Delhi, State code: 07",
      "Place of supply: Delhi (07)",
      "Whether tax is payable on reverse charge: No",
      "HSN/SAC",
      "IGST (₹)",
      "Authorised signatory",
      "For Vastra Textiles Private Limited",
    ])
      expect(text).toContain(field);
    const doc: InvoiceDocument = document;
    expect(doc.lines[0]).toMatchObject({ taxablePaise: 149147, igstPaise: 7457, rate: 5 });
    expect(text).toMatch(/1\s+Linen shirt \(M\)\s+6205\s+2 PCS\s+1,491\.47\s+5%\s+74\.57\s+1,566\.04/);
    expect(text).toMatch(/2\s+Wool blazer \(L\)\s+6203\s+1 PCS\s+2,491\.53\s+18%\s+448\.47\s+2,940\.00/);
    expect(text).toMatch(/Delivery charges\s+996812\s+1 OTH\s+41\.53\s+18%\s+7\.47\s+49\.00/);
    expect(text).toMatch(/Total\s+4,024\.53\s+530\.51\s+4,555\.04/);
    expect(text).toContain("Total invoice value: ₹4,555.04");
    expect(text).toContain("In words: Rupees Four Thousand Five Hundred Fifty-Five and Four Paise Only");
    expect(text).toContain("INV/2627/000001 · page 1 of 1");
  });

  it("within the state: CGST and SGST columns; a bill of supply says so and has no tax columns", async () => {
    const intra = pdfText(await renderPdf((await invoice(new Date("2026-11-24T10:00:00Z"), KARNATAKA)).document));
    expect(intra).toContain("CGST (₹)");
    expect(intra).toContain("SGST (₹)");
    expect(intra).not.toContain("IGST");
    await setShop({ gstin: null });
    const bill = pdfText(await renderPdf((await invoice(new Date("2026-11-24T10:00:00Z"))).document));
    expect(bill).toContain("BILL OF SUPPLY");
    expect(bill).toContain("not registered under GST: no tax is charged");
    expect(bill).not.toMatch(/CGST|IGST|Rate/);
  });

  it("a long invoice continues on further pages, each with the table's header and the number", async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      lineId: `l${i}`,
      description: `Cotton kurta ${i + 1}`,
      hsn: "6211",
      quantity: 1,
      amountPaise: 99900,
    }));
    const issued = await prisma.$transaction((tx) => issueInvoice(tx, { orderId: "order-3", address: DELHI, lines, at: new Date("2026-11-24T10:00:00Z") }));
    const pdf = await renderPdf(issued.document);
    expect(execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" })).toMatch(/Pages:\s+2/);
    const text = pdfText(pdf);
    expect(text.match(/HSN\/SAC/g)).toHaveLength(2);
    expect(text).toContain("INV/2627/000001 · page 2 of 2");
    expect(text).toContain("Cotton kurta 45");
    expect(text).toContain("Total invoice value: ₹44,955");
  });
});
