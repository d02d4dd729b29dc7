import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue";
import { gstr1B2csCsv } from "@/lib/invoices/gstr1";
import { monthGlance, salesRegisterCsv } from "@/lib/invoices/reports";
import { csvRows as rows, DELHI, KARNATAKA, SHOP } from "../fixtures/invoice.ts";

// The owner's monthly reports from invoices and credit notes issued on the real database:
// India's month, credit notes netted, and sums that equal the documents'.

const SHIRT = { lineId: "line-shirt", description: "Linen shirt (M)", hsn: "6205", quantity: 2, amountPaise: 156604 };
const BLAZER = { lineId: "line-blazer", description: '=Wool blazer, "slim"', hsn: "6203", quantity: 1, amountPaise: 294000 };

beforeAll(async () => {
  await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...SHOP }, update: SHOP });
  const issue = (address: typeof DELHI, lines: (typeof SHIRT)[], at: string, deliveryPaise?: number) =>
    prisma.$transaction((tx) => issueInvoice(tx, { orderId: "order-r", address, lines, deliveryPaise, at: new Date(at) }));
  // 31 October 23:59 in India: October's.
  await issue(DELHI, [SHIRT], "2026-10-31T18:29:00Z");
  // 1 November 00:00 in India: November's.
  const first = await issue(DELHI, [SHIRT, BLAZER], "2026-10-31T18:30:00Z", 4900);
  await issue(KARNATAKA, [SHIRT], "2026-11-12T06:00:00Z");
  await prisma.$transaction((tx) =>
    issueCreditNote(tx, {
      invoiceId: first.id,
      lines: [{ lineId: "line-blazer", quantity: 1, amountPaise: 294000 }],
      reason: "returned",
      at: new Date("2026-11-20T06:00:00Z"),
    }),
  );
});

describe("November 2026", () => {
  it("the sales register: every line, credit notes negative, columns adding up to the month's net figures", async () => {
    const csv = await salesRegisterCsv("2026-11");
    expect(csv.startsWith("\uFEFFDocument,Number,Date,Against invoice,Recipient,Place of supply,Description")).toBe(true);
    expect(csv).toContain('"\'=Wool blazer, ""slim"""');
    const lines = csv.slice(1).trimEnd().split("\r\n").slice(1);
    expect(lines).toHaveLength(5);
    expect(lines.map((l) => l.split(",")[0])).toEqual(["Tax invoice", "Tax invoice", "Tax invoice", "Tax invoice", "Credit note"]);
    expect(lines[4]).toMatch(/^Credit note,CN\/2627\/000001,2026-11-20,INV\/2627\/000002,Ravi Kumar,07-Delhi,/);
    // The columns GST tools import keep their places; the discount columns after them are blank for lines of no order.
    expect(lines[4]).toMatch(/,6203,-1,PCS,-2491\.53,18,0\.00,0\.00,-448\.47,-2940\.00,,,,,,$/);
    const totals = lines.map((l) => Math.round(Number(l.split(",").at(-7)) * 100));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(156604 + 294000 + 4900 + 156604 - 294000);
  });

  it("GSTR-1 B2CS: per place of supply and rate, the blazer's credit note netting Delhi at 18% to the delivery line alone", async () => {
    expect(rows(await gstr1B2csCsv("2026-11"))).toEqual([
      ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
      ["OE", "07-Delhi", "", "5", "1491.47", "0.00", ""],
      ["OE", "07-Delhi", "", "18", "41.53", "0.00", ""],
      ["OE", "29-Karnataka", "", "5", "1491.46", "0.00", ""],
    ]);
  });

  it("the dashboard's glance: sales, credit notes, net tax and a bar a day", async () => {
    const glance = await monthGlance("2026-11");
    expect(glance).toMatchObject({ salesPaise: 156604 + 294000 + 4900 + 156604, creditedPaise: 294000, invoices: 2, creditNotes: 1 });
    expect(glance.taxPaise).toBe(7457 + 747 + 3729 * 2);
    expect(glance.perDay).toHaveLength(30);
    expect(glance.perDay[0]).toEqual({ day: "2026-11-01", salesPaise: 156604 + 294000 + 4900 });
    expect(glance.perDay[11].salesPaise).toBe(156604);
  });

  it("October holds only October's invoice", async () => {
    expect((await monthGlance("2026-10")).invoices).toBe(1);
    expect(rows(await salesRegisterCsv("2026-10"))).toHaveLength(2);
  });
});
