import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { indianDay } from "@/lib/tax/year";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { decideBusiness, updateBusiness } from "@/lib/seller/business";
import { setCommission } from "@/lib/seller/commission";
import { recordPayout } from "@/lib/seller/payouts";
import { sellerStatement } from "@/lib/views/seller-statement";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { CHHAYA_PRINTS, MYSORE_SILKS } from "../fixtures/business.ts";
import { SHOP } from "../fixtures/invoice.ts";
import { ADDRESS, businessInput, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// A marketplace seller's monthly statement (issue 45, point 5) on a real database: two
// registered sellers in different states and an unregistered one, their delivered lines'
// commission at the rate in force, TCS by supply, TDS, a parcel returned to origin (a credit
// note, no commission), a payout and the balance carried to the next month. The shop and the
// shopper are in Karnataka.

const thisMonth = indianDay(new Date()).slice(0, 7);
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
});
