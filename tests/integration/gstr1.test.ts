import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { gstr1B2clCsv, gstr1B2csCsv, gstr1CdnurCsv, gstr1DocsCsv, gstr1HsnCsv } from "@/lib/invoices/gstr1";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { csvRows as rows, DELHI, KARNATAKA, SHOP } from "../fixtures/invoice.ts";

// GSTR-1's tables for a month of real documents on the real database (PGlite, or PostgreSQL
// with DATABASE_URL), in the offline tool's layouts: an inter-state invoice above ₹1,00,000
// goes to B2CL and its credit note to CDNUR, never into B2CS; the HSN summary and the
// documents issued add up to the invoices.

const KURTAS = { lineId: "line-kurtas", description: "Silk kurta (L)", hsn: "6211", quantity: 40, amountPaise: 40 * 299900 };
const SHOES = { lineId: "line-shoes", description: "Leather shoes (UK 9)", hsn: "6403", quantity: 1, amountPaise: 249900 };
const SHIRT = { lineId: "line-shirt", description: "Linen shirt (M)", hsn: "6205", quantity: 2, amountPaise: 156604 };

beforeAll(async () => {
  await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...SHOP }, update: SHOP });
  const issue = (address: typeof DELHI, lines: { lineId: string; description: string; hsn: string; quantity: number; amountPaise: number }[], at: string) =>
    prisma.$transaction((tx) => issueInvoice(tx, { orderId: `order-${at}`, address, lines, at: new Date(at) }));
  // Delhi from Karnataka, ₹1,22,459: B2CL.
  const large = await issue(DELHI, [KURTAS, SHOES], "2026-11-03T06:00:00Z");
  // Delhi, ₹1,566.04: B2CS. Karnataka, within the state: B2CS whatever its value.
  await issue(DELHI, [SHIRT], "2026-11-04T06:00:00Z");
  await issue(KARNATAKA, [{ ...KURTAS, quantity: 50, amountPaise: 50 * 299900 }], "2026-11-05T06:00:00Z");
  await prisma.$transaction((tx) =>
    issueCreditNote(tx, {
      invoiceId: large.id,
      lines: [{ lineId: "line-shoes", quantity: 1, amountPaise: 249900 }],
      reason: "returned",
      at: new Date("2026-11-20T06:00:00Z"),
    }),
  );
});

describe("GSTR-1, November 2026", () => {
  it("B2CL: the inter-state invoice above ₹1,00,000, a row per rate, dated as the offline tool writes dates", async () => {
    expect(rows(await gstr1B2clCsv("2026-11"))).toEqual([
      [
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
        "E-Commerce GSTIN",
      ],
      ["INV/2627/000001", "03-Nov-2026", "122459.00", "07-Delhi", "", "5", "2380.00", "0.00", ""],
      ["INV/2627/000001", "03-Nov-2026", "122459.00", "07-Delhi", "", "18", "101661.02", "0.00", ""],
    ]);
  });

  it("CDNUR: the shoes' credit note against that invoice; B2CS holds neither", async () => {
    expect(rows(await gstr1CdnurCsv("2026-11"))).toEqual([
      ["UR Type", "Note Number", "Note Type", "Place Of Supply", "Note Date", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
      ["B2CL", "CN/2627/000001", "C", "07-Delhi", "20-Nov-2026", "2499.00", "", "5", "2380.00", "0.00"],
    ]);
    expect(rows(await gstr1B2csCsv("2026-11"))).toEqual([
      ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
      ["OE", "07-Delhi", "", "5", "1491.47", "0.00", ""],
      ["OE", "29-Karnataka", "", "18", "127076.28", "0.00", ""],
    ]);
  });

  it("the HSN summary: quantity, value and tax per HSN, unit and rate, net of the credit note (the shoes, all given back, leave no row)", async () => {
    expect(rows(await gstr1HsnCsv("2026-11"))).toEqual([
      [
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
      ],
      ["6205", "", "PCS-PIECES", "2", "1566.04", "5", "1491.47", "74.57", "0.00", "0.00", "0.00"],
      ["6211", "", "PCS-PIECES", "90", "269910.00", "18", "228737.30", "18298.98", "11436.86", "11436.86", "0.00"],
    ]);
  });

  it("the documents issued: each series from its first to its last number", async () => {
    expect(rows(await gstr1DocsCsv("2026-11"))).toEqual([
      ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
      ["Invoices for outward supply", "INV/2627/000001", "INV/2627/000003", "3", "0"],
      ["Credit Note", "CN/2627/000001", "CN/2627/000001", "1", "0"],
    ]);
  });
});
