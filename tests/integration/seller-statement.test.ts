import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { decideBusiness, updateBusiness } from "@/lib/seller/business";
import { setCommission } from "@/lib/seller/commission";
import { recordPayout } from "@/lib/seller/payouts";
import { gstr8Csv, payoutsCsv } from "@/lib/views/seller-reports";
import { commissionInvoice } from "@/lib/flows/commission-invoice";
import { indianDay, indianMonth } from "@/lib/tax/year";
import { moveReturn } from "@/lib/flows/move-return";
import { askReturn } from "@/lib/flows/ask-return";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import { renderPdf } from "@/lib/invoices/pdf";
import { sellerStatement } from "@/lib/views/seller-statement";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { CHHAYA_PRINTS, KALA, MYSORE_SILKS } from "../fixtures/business.ts";
import { SHOP } from "../fixtures/invoice.ts";
import { ADDRESS, businessInput, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// A marketplace seller's monthly statement (issue 45, point 5) on a real database: two
// registered sellers in different states and an unregistered one, their delivered lines'
// commission at the rate in force, TCS by supply, TDS, a parcel returned to origin (a credit
// note, no commission), a payout and the balance carried to the next month. The shop and the
// shopper are in Karnataka.

const thisMonth = indianDay(new Date()).slice(0, 7);
const lastMonth = (() => {
  const [y, m] = thisMonth.split("-").map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
})();
const nextMonth = (() => {
  const [y, m] = thisMonth.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
})();

async function approvedSeller(fields: Record<string, unknown>) {
  const seller = await newUser({ admin: true });
  await updateBusiness(seller.id, businessInput(fields));
  await decideBusiness(seller.id, { approve: true });
  return seller.id;
}

let mumbai: string, mysuru: string, unregistered: string;
beforeAll(async () => {
  await shopWithoutCodConfirmation();
  await prisma.shop.update({ where: { id: 1 }, data: { ...SHOP, deliveryFeePaise: 0, deliveryFreeAbovePaise: null, codFeePaise: 0 } });
  mumbai = await approvedSeller({});
  mysuru = await approvedSeller(MYSORE_SILKS);
  unregistered = await approvedSeller(CHHAYA_PRINTS);
  await updateShop({ sellingModel: "marketplace" });
  await updateShop(shopUpdateSchema.parse({ commission: { percent: 10 } }));
  await setCommission(mysuru, 5);
});
afterAll(() => updateShop({ sellingModel: "single" }));

async function deliveredLine(sellerId: string, price: number) {
  const product = await newProduct(sellerId, { category: ["kurtas"], size: [], price });
  const shopper = await newUser();
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod: "cod" }));
  const [line] = order.lines;
  await setOrderLineStatus(sellerId, line.id, "Accepted");
  await setOrderLineStatus(sellerId, line.id, "Delivered");
  return { order, line };
}

describe("a seller's statement", () => {
  it("a registered seller in another state: sales, commission at the shop's rate with 18% GST, IGST TCS, TDS, and payable by the one rule", async () => {
    const { line } = await deliveredLine(mumbai, 1000); // ₹980 after 2%: 5%, IGST to Karnataka; taxable ₹933.33
    const statement = await sellerStatement(mumbai, thisMonth);
    const taxable = 93333;
    expect(statement).toMatchObject({
      month: thisMonth,
      sales: line.amountPaise,
      returns: 0,
      net: line.amountPaise,
      commission: 9800, // 10% of ₹980
      commissionGst: 1764,
      tcs: { cgst: 0, sgst: 0, igst: Math.round(taxable * 0.005) },
      tds: Math.round(taxable * 0.001),
      registered: true,
      paid: 0,
      broughtForward: 0,
    });
    expect(statement.payable).toBe(statement.net - 9800 - 1764 - 467 - 93);
    expect(statement.balance).toBe(statement.payable);
    expect(statement.lines).toEqual([
      expect.objectContaining({ type: "invoice", number: expect.stringMatching(/^I[0-9A-Z]{3}\//), totalPaise: line.amountPaise }),
    ]);
  });

  it("a registered seller in the shopper's state at their own 5%: CGST + SGST TCS; a parcel returned to origin nets out and takes no commission", async () => {
    const { line } = await deliveredLine(mysuru, 2000); // ₹1,960: taxable ₹1,866.67
    const product = await newProduct(mysuru, { category: ["kurtas"], size: [], price: 500 });
    const shopper = await newUser();
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod: "cod" }));
    await setOrderLineStatus(mysuru, order.lines[0].id, "Accepted");
    const parcel = await dispatchLines(mysuru, order.id, {
      lineIds: [order.lines[0].id],
      carrier: "Local Courier",
      awb: "ST-1",
      trackingUrl: "https://track.example/",
    });
    await closeShipment(mysuru, parcel.id, "rto");

    const statement = await sellerStatement(mysuru, thisMonth);
    expect(statement.sales).toBe(line.amountPaise + order.lines[0].amountPaise);
    expect(statement.returns).toBe(order.lines[0].amountPaise);
    expect(statement.net).toBe(line.amountPaise);
    expect(statement.commission).toBe(9800); // 5% of ₹1,960
    expect(statement.tcs).toEqual({ cgst: 467, sgst: 467, igst: 0 }); // 0.25% of ₹1,866.67 each
    // TDS on the gross: both invoices' taxable value, the returned one too.
    expect(statement.tds).toBe(Math.round((186667 + 46667) * 0.001));
    expect(statement.lines.map((l) => l.type)).toEqual(["invoice", "invoice", "credit_note"]);
    expect(statement.lines.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(statement.net);
  });

  it("an unregistered seller: no TCS, TDS all the same", async () => {
    await deliveredLine(unregistered, 600);
    const statement = await sellerStatement(unregistered, thisMonth);
    expect(statement).toMatchObject({ registered: false, tcs: { cgst: 0, sgst: 0, igst: 0 }, commission: 5880 });
    expect(statement.tds).toBe(59); // a bill of supply's value is all taxable value: 0.1% of ₹588
  });

  it("counts a payout in its month and carries the balance to the next", async () => {
    const before = await sellerStatement(mumbai, thisMonth);
    await recordPayout(mumbai, { amountPaise: 50000, reference: "NEFT-1", paidOn: indianDay(new Date()) });
    const statement = await sellerStatement(mumbai, thisMonth);
    expect(statement.paid).toBe(50000);
    expect(statement.payouts).toEqual([{ paidOn: indianDay(new Date()), reference: "NEFT-1", amount: 50000 }]);
    expect(statement.balance).toBe(before.payable - 50000);
    const next = await sellerStatement(mumbai, nextMonth);
    expect(next).toMatchObject({ sales: 0, payable: 0, broughtForward: statement.balance, balance: statement.balance, lines: [] });
  });

  it("charges a later delivery the rate then in force, and the earlier month's figures stay", async () => {
    const first = await sellerStatement(unregistered, thisMonth);
    await setCommission(unregistered, 20);
    await deliveredLine(unregistered, 600);
    const statement = await sellerStatement(unregistered, thisMonth);
    expect(statement.commission - first.commission).toBe(11760); // 20% of ₹588
    await setCommission(unregistered, null);
    expect((await sellerStatement(unregistered, thisMonth)).commission).toBe(statement.commission);
  });

  it("GSTR-8 lists each seller's month from their statement: the registered two by GSTIN with TCS, the unregistered one by enrolment number without", async () => {
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const rowOf = async (id: string, gstin: string | null, enrolment: string, legalName: string) => {
      const s = await sellerStatement(id, thisMonth);
      const tcs = gstin ? [s.tcs.igst, s.tcs.cgst, s.tcs.sgst].map(rupees) : ["", "", ""];
      return [gstin ?? "", enrolment, legalName, ...[s.supplies.gross, s.supplies.returned, s.supplies.net].map(rupees), ...tcs].join(",");
    };
    const csv = (await gstr8Csv(thisMonth))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(csv).toEqual([
      "GSTIN of supplier,Enrolment number,Legal name,Gross value of supplies,Value of supplies returned,Net amount liable for TCS,TCS IGST,TCS CGST,TCS SGST",
      await rowOf(mumbai, KALA.gstin, "", KALA.legalName),
      await rowOf(mysuru, MYSORE_SILKS.gstin, "", MYSORE_SILKS.legalName),
      await rowOf(unregistered, null, CHHAYA_PRINTS.enrolmentId, CHHAYA_PRINTS.legalName),
    ]);
    // The figures themselves, from the earlier tests: ₹933.33 from Mumbai to Karnataka (IGST);
    // Mysuru's ₹1,866.66 kept (its invoice's own rounding) and ₹466.66 returned within Karnataka (CGST + SGST).
    expect(csv[1]).toBe(`${KALA.gstin},,${KALA.legalName},933.33,0.00,933.33,4.67,0.00,0.00`);
    expect(csv[2]).toBe(`${MYSORE_SILKS.gstin},,${MYSORE_SILKS.legalName},2333.32,466.66,1866.66,0.00,4.67,4.67`);
    expect(csv[3]).toMatch(new RegExp(`^,${CHHAYA_PRINTS.enrolmentId},${CHHAYA_PRINTS.legalName},[0-9.]+,0.00,[0-9.]+,,,$`));
    // Next month has none of their documents: no rows.
    expect((await gstr8Csv(nextMonth)).trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("the payouts report is each seller's statement: payable, paid and balance, and the month's transfers", async () => {
    const lines = (await payoutsCsv(thisMonth))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    const kala = await sellerStatement(mumbai, thisMonth);
    const r = (paise: number) => (paise / 100).toFixed(2);
    expect(
      lines
        .find((line) => line.includes(KALA.gstin))!
        .split(",")
        .slice(3),
    ).toEqual([
      r(kala.net),
      r(kala.commission),
      r(kala.commissionGst),
      r(kala.tcs.igst),
      r(kala.tds),
      r(kala.payable),
      "0.00",
      "500.00",
      r(kala.balance),
      `${indianDay(new Date())} NEFT-1 500.00`,
    ]);
    // Next month: a seller owed a balance is still listed, with nothing new.
    const next = (await payoutsCsv(nextMonth))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(
      next
        .find((line) => line.includes(KALA.gstin))!
        .split(",")
        .slice(9, 12),
    ).toEqual([r(kala.balance), "0.00", r(kala.balance)]);
  });

  it("the month's commission invoice: the shop's B2B tax invoice to the seller in series COM, its figures the statement's, IGST or CGST + SGST by the seller's state", async () => {
    const monthEnd = indianMonth(thisMonth).to;
    await expect(commissionInvoice(mumbai, thisMonth, new Date(monthEnd.getTime() - 1))).rejects.toMatchObject({ status: 409 });

    const kala = await sellerStatement(mumbai, thisMonth);
    const first = await commissionInvoice(mumbai, thisMonth, monthEnd);
    expect(first.document).toMatchObject({
      kind: "tax_invoice",
      number: expect.stringMatching(/^COM\/\d{4}\/000001$/),
      supplier: { legalName: SHOP.legalName, gstin: SHOP.gstin, stateCode: "29" },
      recipient: { name: KALA.legalName, gstin: KALA.gstin, stateCode: "27" },
      placeOfSupply: { stateCode: "27" },
      lines: [{ hsn: "998599", rate: 18, taxablePaise: kala.commission, cgstPaise: 0, sgstPaise: 0, igstPaise: kala.commissionGst }],
      totals: { taxablePaise: kala.commission, totalPaise: kala.commission + kala.commissionGst },
    });
    // Asked for again, it is the same invoice; a later month's request does not change it.
    expect((await commissionInvoice(mumbai, thisMonth, new Date(monthEnd.getTime() + 86_400_000))).document).toEqual(first.document);

    // Mysuru is in the shop's state: CGST + SGST, equal, adding up to the statement's GST.
    const mysore = await sellerStatement(mysuru, thisMonth);
    const second = await commissionInvoice(mysuru, thisMonth, monthEnd);
    expect(second.document.number).toMatch(/^COM\/\d{4}\/000002$/);
    expect(second.document.totals).toMatchObject({ taxablePaise: mysore.commission, igstPaise: 0 });
    expect(second.document.totals.cgstPaise).toBe(second.document.totals.sgstPaise);
    expect(second.document.totals.cgstPaise + second.document.totals.sgstPaise).toBe(mysore.commissionGst);

    // The unregistered seller is billed by name and address, no GSTIN.
    const third = await commissionInvoice(unregistered, thisMonth, monthEnd);
    expect(third.document.recipient).toEqual({
      name: CHHAYA_PRINTS.legalName,
      address: expect.stringContaining(CHHAYA_PRINTS.address),
      state: "Karnataka",
      stateCode: "29",
    });
    // A month without commission has none.
    await expect(commissionInvoice(mumbai, nextMonth, indianMonth(nextMonth).to)).rejects.toMatchObject({ status: 409 });

    const pdf = await renderPdf(first.document);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (process.env.PDF_OUT) (await import("node:fs")).writeFileSync(process.env.PDF_OUT, pdf);
  });
  it("a month whose returns of earlier deliveries exceed its own: the shop's credit note to the seller in series CCN, against the earlier month's commission invoice, its figures the statement's", async () => {
    // A fourth seller (after the reports above, which count three): a line delivered and then
    // returned, the delivery and its invoice moved back to last month, so this month only gives back.
    const seller = await approvedSeller({});
    const { order, line } = await deliveredLine(seller, 2000); // ₹1,960 from Mumbai to Karnataka: IGST
    const shopper = (await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { userId: true } })).userId!;
    const { request } = await askReturn(
      shopper,
      order.id,
      returnAskSchema.parse({ lines: [{ lineId: line.id, quantity: 1, reason: "too_small" }], refundTo: { upi: "asha.rao@okhdfc" } }),
    );
    const by = { id: seller, admin: true, owner: false };
    for (const status of ["approved", "picked_up", "received"]) await moveReturn(by, request.id, returnMoveSchema.parse({ status }));
    const lastMonthDay = new Date(indianMonth(lastMonth).from.getTime() + 86_400_000);
    await prisma.orderEvent.updateMany({ where: { orderId: order.id, type: { in: ["delivered", "shipment_delivered"] } }, data: { at: lastMonthDay } });
    await prisma.invoice.updateMany({ where: { orderId: order.id, sellerId: seller }, data: { issuedAt: lastMonthDay } });
    // The shop's 10% was set in this run: the seller's own 10% in force since last month's first day.
    await prisma.commissionRate.create({ data: { sellerId: seller, basisPoints: 1000, from: indianMonth(lastMonth).from } });

    const statement = await sellerStatement(seller, thisMonth);
    expect(statement).toMatchObject({ commission: -19600, commissionGst: -3528, commissionReturnedFrom: [lastMonth] }); // 10% of ₹1,960, 18% IGST of it
    const monthEnd = indianMonth(thisMonth).to;
    await expect(commissionInvoice(seller, thisMonth, new Date(monthEnd.getTime() - 1))).rejects.toMatchObject({ status: 409 });
    const { document } = await commissionInvoice(seller, thisMonth, monthEnd);
    // Last month's commission invoice is issued on the way, and the credit note refers to it.
    const earlier = await commissionInvoice(seller, lastMonth, monthEnd);
    expect(earlier.document).toMatchObject({ number: expect.stringMatching(/^COM\//), totals: { taxablePaise: 19600, igstPaise: 3528 } });
    expect(document).toMatchObject({
      kind: "tax_invoice",
      number: expect.stringMatching(/^CCN\/\d{4}\/000001$/),
      invoiceNumber: earlier.document.number,
      invoiceDate: earlier.document.date,
      supplier: { legalName: SHOP.legalName, gstin: SHOP.gstin, stateCode: "29" },
      recipient: { name: KALA.legalName, gstin: KALA.gstin, stateCode: "27" },
      placeOfSupply: { stateCode: "27" },
      lines: [
        {
          description: expect.stringMatching(
            new RegExp(`of sales of ${new Date(`${lastMonth}-15`).toLocaleDateString("en-IN", { month: "long", year: "numeric" })}$`),
          ),
          hsn: "998599",
          rate: 18,
          taxablePaise: -statement.commission,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: -statement.commissionGst,
        },
      ],
      totals: { taxablePaise: -statement.commission, igstPaise: -statement.commissionGst, totalPaise: -(statement.commission + statement.commissionGst) },
    });
    expect((await commissionInvoice(seller, thisMonth, new Date(monthEnd.getTime() + 86_400_000))).document).toEqual(document);

    const pdf = await renderPdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (process.env.CREDIT_PDF_OUT) (await import("node:fs")).writeFileSync(process.env.CREDIT_PDF_OUT, pdf);
  });
});
