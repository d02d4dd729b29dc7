import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import type { CreditNoteDocument, InvoiceDocument } from "@/lib/invoices/document";
import { creditInvoicedLines, issueInvoiceForLines } from "@/lib/invoices/for-lines";
import { readCreditNote, readInvoice } from "@/lib/invoices/read";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { sellerOrder } from "@/lib/orders/seller";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { SHOP } from "../fixtures/invoice.ts";
import { newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// lib/invoices/for-lines.ts on real orders: the invoice a line marked Delivered gets (the
// spec's status call), the invoice dispatch will ask for, and the credit note of an invoiced
// line undone. PGlite by default, PostgreSQL with DATABASE_URL.

const BENGALURU = { name: "Asha Rao", mobile: "9876543210", address: "4 Church Street", pin: "560001" };
const DELHI = { name: "Ravi Kumar", mobile: "9876543211", address: "7 Janpath", pin: "110001" };

async function setShop(fields: { [K in keyof typeof SHOP]?: string | null } = {}) {
  const data = { ...SHOP, ...fields };
  await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

async function orderOf(products: { id: string }[], address = BENGALURU, quantity = 1) {
  const shopper = await newUser();
  for (const p of products) await addToCart(shopper.id, cartAddSchema.parse({ productId: p.id, quantity }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address }));
  return { shopper, order };
}

async function deliver(sellerId: string, lineId: string) {
  await setOrderLineStatus(sellerId, lineId, "Accepted");
  await setOrderLineStatus(sellerId, lineId, "Delivered");
}

const documentOf = async (id: string) => (await prisma.invoice.findUniqueOrThrow({ where: { id } })).document as unknown as InvoiceDocument;

beforeEach(async () => {
  await prisma.creditNote.deleteMany();
  await prisma.invoice.deleteMany();
  await prisma.documentCounter.deleteMany();
  await setShop();
});

describe("a line marked Delivered without a parcel", () => {
  it("gets its invoice in the same transaction: the line's amount, the product's HSN, an event, and the order lists it", async () => {
    const seller = await newUser({ admin: true });
    const shirt = await newProduct(seller.id, { title: "Linen shirt", price: 1299, size: ["M"] });
    const { shopper, order } = await orderOf([shirt], DELHI, 2);
    const [line] = order.lines;
    await deliver(seller.id, line.id);

    const invoices = await prisma.invoice.findMany();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ orderId: order.id, lineIds: [line.id], number: expect.stringMatching(/^INV\/\d{4}\/000001$/) });
    const doc = invoices[0].document as unknown as InvoiceDocument;
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({ lineId: line.id, description: "Linen shirt (M)", hsn: "6205", quantity: 2, totalPaise: line.amountPaise, rate: 5 });
    expect(doc.placeOfSupply).toEqual({ state: "Delhi", stateCode: "07" });
    expect(doc.lines[0].igstPaise).toBeGreaterThan(0);

    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.invoices).toEqual([{ id: invoices[0].id, number: invoices[0].number, date: doc.date, lineIds: [line.id] }]);
    expect(json.creditNotes).toEqual([]);
    expect(json.events.map((e) => e.type)).toEqual(["placed", "accepted", "delivered", "invoice_issued"]);
    const event = await prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: "invoice_issued" } });
    expect(event).toMatchObject({ by: "system", lineIds: [line.id], data: { id: invoices[0].id, number: invoices[0].number } });
  });

  it("a seller's order shows only the invoices of their lines", async () => {
    const [a, b] = [await newUser({ admin: true }), await newUser({ admin: true })];
    const shirt = await newProduct(a.id, { title: "Shirt", size: [] });
    const shoes = await newProduct(b.id, { title: "Loafers", category: ["shoes", "men"], price: 2999, size: [] });
    const { order } = await orderOf([shirt, shoes]);
    const lineOf = (productId: string) => order.lines.find((l) => l.productId === productId)!;
    await deliver(a.id, lineOf(shirt.id).id);
    await deliver(b.id, lineOf(shoes.id).id);
    const seenByA = toOrderJson(await sellerOrder(a.id, order.number));
    const seenByB = toOrderJson(await sellerOrder(b.id, order.number));
    expect(seenByA.invoices.map((i) => i.lineIds)).toEqual([[lineOf(shirt.id).id]]);
    expect(seenByB.invoices.map((i) => i.lineIds)).toEqual([[lineOf(shoes.id).id]]);
    const shoeDoc = await documentOf(seenByB.invoices[0].id);
    expect(shoeDoc.lines[0]).toMatchObject({ hsn: "6403", unit: "PRS", rate: 18 });
    expect(shoeDoc.lines[0].cgstPaise).toBe(shoeDoc.lines[0].sgstPaise);
  });

  it("20 lines delivered at once get 20 consecutive numbers, no gap, no duplicate", async () => {
    const seller = await newUser({ admin: true });
    const products = [];
    for (let i = 0; i < 20; i++) products.push(await newProduct(seller.id, { title: `Kurta ${i + 1}`, category: ["kurtas"], size: [] }));
    const { order } = await orderOf(products);
    for (const line of order.lines) await setOrderLineStatus(seller.id, line.id, "Accepted");
    await Promise.all(order.lines.map((line) => setOrderLineStatus(seller.id, line.id, "Delivered")));
    const rows = await prisma.invoice.findMany({ orderBy: { sequence: "asc" } });
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.flatMap((r) => r.lineIds))).toEqual(new Set(order.lines.map((l) => l.id)));
    // 20 products, an order and 40 status changes: 4 s alone, over 30 s beside the whole suite at load 18.
  }, 120_000);

  it("a shop without a GSTIN bills its supply with no tax", async () => {
    await setShop({ gstin: null });
    const seller = await newUser({ admin: true });
    const { order } = await orderOf([await newProduct(seller.id, { size: [] })]);
    await deliver(seller.id, order.lines[0].id);
    const [row] = await prisma.invoice.findMany();
    expect(row.kind).toBe("bill_of_supply");
    expect((row.document as unknown as InvoiceDocument).totals).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: order.lines[0].amountPaise,
    });
  });

  it("a shop whose profile has no address: the line is delivered, uninvoiced, and no number is taken", async () => {
    await setShop({ address: null, state: null, stateCode: null });
    const seller = await newUser({ admin: true });
    const { order } = await orderOf([await newProduct(seller.id, { size: [] })]);
    await deliver(seller.id, order.lines[0].id);
    expect((await prisma.orderLine.findUniqueOrThrow({ where: { id: order.lines[0].id } })).status).toBe("Delivered");
    expect(await prisma.invoice.count()).toBe(0);
    expect(await prisma.documentCounter.count()).toBe(0);
  });
});

describe("issueInvoiceForLines (dispatch) and creditInvoicedLines (undoing)", () => {
  it("bills delivery at the goods' rate, refuses a line twice, and credits only invoiced lines, once", async () => {
    const seller = await newUser({ admin: true });
    const [shirt, cap] = [await newProduct(seller.id, { title: "Shirt", size: [] }), await newProduct(seller.id, { title: "Cap", size: [] })];
    const { order } = await orderOf([shirt, cap]);
    const [first, second] = order.lines;
    const id = await prisma.$transaction((tx) => issueInvoiceForLines(tx, { orderId: order.id, lineIds: [first.id], deliveryPaise: 4900 }));
    const doc = await documentOf(id);
    expect(doc.lines.map((l) => [l.hsn, l.rate, l.totalPaise])).toEqual([
      ["6205", 5, first.amountPaise],
      ["996812", 5, 4900],
    ]);
    await expect(prisma.$transaction((tx) => issueInvoiceForLines(tx, { orderId: order.id, lineIds: [first.id, second.id] }))).rejects.toThrow(
      /already on invoice INV\//,
    );

    const notes = await prisma.$transaction((tx) =>
      creditInvoicedLines(tx, { orderId: order.id, lineIds: [first.id, second.id], reason: "returned to origin" }),
    );
    expect(notes).toHaveLength(1);
    const note = await prisma.creditNote.findUniqueOrThrow({ where: { id: notes[0] } });
    const noteDoc = note.document as unknown as CreditNoteDocument;
    expect(note).toMatchObject({ invoiceId: id, lineIds: [first.id], reason: "returned to origin", number: expect.stringMatching(/^CN\/\d{4}\/000001$/) });
    expect(noteDoc.lines).toEqual([doc.lines[0]]);
    expect(noteDoc.invoiceNumber).toBe(doc.number);
    expect(await prisma.$transaction((tx) => creditInvoicedLines(tx, { orderId: order.id, lineIds: [first.id], reason: "returned" }))).toEqual([]);
    expect(await prisma.$transaction((tx) => creditInvoicedLines(tx, { orderId: order.id, lineIds: [second.id], reason: "cancelled" }))).toEqual([]);
    const events = await prisma.orderEvent.findMany({ where: { orderId: order.id, type: "credit_note_issued" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      lineIds: [first.id],
      data: { id: note.id, number: note.number, invoiceNumber: doc.number, reason: "returned to origin" },
    });
  });
});

describe("who may read an invoice and a credit note (lib/invoices/read.ts)", () => {
  it("the order's shopper, the seller of a line it covers and the owner; anyone else 404, as if it did not exist", async () => {
    const [seller, otherSeller, owner] = [await newUser({ admin: true }), await newUser({ admin: true }), await newUser({ admin: true })];
    const [shirt, cap] = [await newProduct(seller.id, { size: [] }), await newProduct(otherSeller.id, { size: [] })];
    const { shopper, order } = await orderOf([shirt, cap]);
    const mine = order.lines.find((l) => l.sellerId === seller.id)!;
    const id = await prisma.$transaction((tx) => issueInvoiceForLines(tx, { orderId: order.id, lineIds: [mine.id] }));
    const [noteId] = await prisma.$transaction((tx) => creditInvoicedLines(tx, { orderId: order.id, lineIds: [mine.id], reason: "returned" }));
    const otherShopper = await newUser();
    const reader = (user: { id: string }, isOwner = false) => ({ id: user.id, owner: isOwner });
    for (const allowed of [reader(shopper), reader(seller), reader(owner, true)]) {
      expect((await readInvoice(allowed, id)).document.lines[0].lineId).toBe(mine.id);
      expect((await readCreditNote(allowed, noteId)).document.invoiceNumber).toMatch(/^INV\//);
    }
    // The other seller has a line in the order, but not on this invoice.
    for (const refused of [reader(otherSeller), reader(otherShopper), reader(owner)]) {
      await expect(readInvoice(refused, id)).rejects.toMatchObject({ status: 404 });
      await expect(readCreditNote(refused, noteId)).rejects.toMatchObject({ status: 404 });
    }
  });
});
