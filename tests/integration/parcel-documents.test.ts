import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { database, prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import type { CreditNoteDocument, InvoiceDocument } from "@/lib/invoices/document";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { decideUpiPayment } from "@/lib/flows/upi-payments";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { SHOP } from "../fixtures/invoice.ts";
import { newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Where the delivery, invoice and payment issues meet (docs/architecture.md, Delivery and GST
// invoices): a dispatched parcel gets its tax invoice in the dispatch's transaction, with the
// order's delivery charge on its first invoice; a parcel lost and sent again keeps that
// invoice; a parcel returned to origin gets a credit note, and a prepaid one a refund owed.

const ADDRESS = { name: "Ravi Kumar", mobile: "9876543211", address: "7 Janpath", pin: "110001" };

beforeEach(async () => {
  await prisma.creditNote.deleteMany();
  await prisma.invoice.deleteMany();
  await prisma.documentCounter.deleteMany();
  const shop = { ...SHOP, deliveryFeePaise: 4900, deliveryFreeAbovePaise: 49900, codFeePaise: 0, upiVpa: "shop@okaxis", upiPayeeName: "Test Shop" };
  await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...shop }, update: shop });
});

async function acceptedOrder(paymentMethod: "cod" | "upi" = "cod") {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { size: [], price: 300 });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod }));
  return { seller, shopper, order, line: order.lines[0] };
}

const invoicesOf = (orderId: string) => prisma.invoice.findMany({ where: { orderId }, orderBy: { sequence: "asc" } });

describe("a parcel's documents", () => {
  it("dispatch issues the parcel's invoice with the delivery charge; the shopper's order lists it; a lost parcel sent again keeps it", async () => {
    const { seller, shopper, order, line } = await acceptedOrder();
    // ₹300 less 2% is ₹294, below ₹499: the order pays ₹49 for delivery.
    expect(order.deliveryPaise).toBe(4900);
    await setOrderLineStatus(seller.id, line.id, "Accepted");
    const parcel = await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "DTDC", awb: "DL900" });
    const [invoice] = await invoicesOf(order.id);
    expect(invoice.lineIds).toEqual([line.id]);
    const document = invoice.document as unknown as InvoiceDocument;
    expect(document.totals.totalPaise).toBe(29400 + 4900);
    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.invoices.map((i) => i.number)).toEqual([invoice.number]);
    expect(json.events.map((e) => e.type)).toEqual(expect.arrayContaining(["shipped", "invoice_issued"]));

    await closeShipment(seller.id, parcel.id, "lost");
    await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "DTDC", awb: "DL901" });
    expect((await invoicesOf(order.id)).map((i) => i.number)).toEqual([invoice.number]);
  });

  it("a cash-on-delivery fee is billed with the delivery charge, so the invoice adds up to what the shopper pays", async () => {
    await prisma.shop.update({ where: { id: 1 }, data: { codFeePaise: 2000 } });
    const { seller, order, line } = await acceptedOrder();
    await setOrderLineStatus(seller.id, line.id, "Accepted");
    await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "Ekart", awb: "EK900" });
    const document = (await invoicesOf(order.id))[0].document as unknown as InvoiceDocument;
    expect(document.lines.at(-1)).toMatchObject({ lineId: null, description: "Delivery and cash-on-delivery charges", totalPaise: 4900 + 2000 });
    expect(document.totals.totalPaise).toBe(29400 + 4900 + 2000);
  });

  it("a parcel returned to origin gets its credit note for everything invoiced, and a prepaid order a refund owed", async () => {
    const { seller, shopper, order, line } = await acceptedOrder("upi");
    const owner = await newUser({ admin: true });
    await decideUpiPayment(owner.id, order.id, { status: "paid", reference: "412345678901" });
    await setOrderLineStatus(seller.id, line.id, "Accepted");
    const parcel = await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "DTDC", awb: "DT900" });
    await closeShipment(seller.id, parcel.id, "rto");

    const [invoice] = await invoicesOf(order.id);
    const notes = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes.map((n) => [n.invoiceId, n.reason])).toEqual([[invoice.id, "returned to origin"]]);
    const credited = notes[0].document as unknown as CreditNoteDocument;
    expect(credited.totals.totalPaise).toBe(29400);
    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.payment).toMatchObject({ status: "paid", pendingRefund: 294 });
    expect(json.creditNotes).toHaveLength(1);
  });

  it("a cash-on-delivery parcel returned to origin gets a credit note with the charges never collected, as its ledger says", async () => {
    await prisma.shop.update({ where: { id: 1 }, data: { codFeePaise: 1950 } });
    const { seller, order, line } = await acceptedOrder("cod");
    await setOrderLineStatus(seller.id, line.id, "Accepted");
    const parcel = await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "Ekart", awb: "EK901" });
    const [invoice] = await invoicesOf(order.id);
    // ₹294 + ₹49 + ₹19.50 = ₹362.50, collected as ₹363.
    expect((invoice.document as unknown as InvoiceDocument).cashRoundOffPaise).toBe(50);
    await closeShipment(seller.id, parcel.id, "rto");

    const notes = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes).toHaveLength(1);
    const credited = notes[0].document as unknown as CreditNoteDocument;
    expect(credited.lines.map((l) => [l.lineId, l.totalPaise])).toEqual([
      [line.id, 29400],
      [null, 4900 + 1950],
    ]);
    // The invoice is given back whole: the month's register nets the order to nothing.
    expect(credited.totals).toEqual((invoice.document as unknown as InvoiceDocument).totals);
    const ledger = await prisma.ledgerEntry.findMany({ where: { orderId: order.id, kind: "credit" } });
    expect(ledger.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(credited.totals.totalPaise);
  });

  it("a cash-on-delivery parcel returned to origin after another was delivered credits its lines only: the charges were collected", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const [a, b] = [await newProduct(seller.id, { size: [], price: 200 }), await newProduct(seller.id, { size: [], price: 100 })];
    for (const product of [a, b]) await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, paymentMethod: "cod" }));
    const lineIds = order.lines.map((l) => l.id);
    for (const id of lineIds) await setOrderLineStatus(seller.id, id, "Accepted");
    const first = await dispatchLines(seller.id, order.id, { lineIds: [lineIds[0]], carrier: "DTDC", awb: "DT901" });
    const second = await dispatchLines(seller.id, order.id, { lineIds: [lineIds[1]], carrier: "DTDC", awb: "DT902" });
    await closeShipment(seller.id, first.id, "delivered");
    await closeShipment(seller.id, second.id, "rto");

    const notes = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes.map((n) => (n.document as unknown as CreditNoteDocument).lines.map((l) => [l.lineId, l.totalPaise]))).toEqual([
      [[lineIds[1], order.lines[1].amountPaise]],
    ]);
  });

  it(`20 parcels dispatched at once get 20 consecutive invoice numbers, no gap and no duplicate (${database().kind})`, async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await acceptedOrder());
    for (const { seller, line } of orders) await setOrderLineStatus(seller.id, line.id, "Accepted");
    await Promise.all(orders.map(({ seller, order, line }, i) => dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "DTDC", awb: `DLC${i}` })));
    const invoices = await prisma.invoice.findMany({ where: { orderId: { in: orders.map(({ order }) => order.id) } }, orderBy: { sequence: "asc" } });
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(invoices.map((invoice) => invoice.orderId)).size).toBe(20);
    // 20 orders and 20 parcels at once: seconds alone, over 30 s beside the whole suite at load 16.
  }, 120_000);
});
