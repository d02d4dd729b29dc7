import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import type { ChallanDocument } from "@/lib/invoices/challan";
import type { InvoiceDocument } from "@/lib/invoices/document";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { recordRefund } from "@/lib/flows/refunds";
import { decideUpiPayment } from "@/lib/flows/upi-payments";
import { askReturn } from "@/lib/flows/ask-return";
import { moveReturn } from "@/lib/flows/move-return";
import { returnOptions } from "@/lib/returns/options";
import { readReturnFor, refundToFor, returnsToHandle, shopperReturns } from "@/lib/returns/read";
import { returnWithEventsJson, toReturnJson } from "@/lib/api-json/returns";
import { DEMO_SHOP } from "@/lib/seed/shop";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { deliverLine, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Returns and size exchanges (issue 25): docs/architecture.md, Returns. On PGlite, and on
// PostgreSQL when DATABASE_URL is set (the race of two `received` then really runs at once).

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };
const DAY_MS = 24 * 60 * 60 * 1000;
const UPI = { upi: "asha.rao@okhdfc" };

/** An order of `quantity` units of one seller's ₹1,000 shirt in M (stock M 5, L 5), delivered through a parcel `daysAgo` days ago. */
async function delivered(quantity = 2, { daysAgo = 1, stock = { M: 5, L: 5 } as Record<string, number> } = {}) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { size: ["M", "L"], stock, price: 1000 });
  const { order, line, parcel } = await deliverLine(seller.id, shopper.id, product.id, { quantity });
  await prisma.shipment.update({ where: { id: parcel.id }, data: { deliveredAt: new Date(Date.now() - daysAgo * DAY_MS) } });
  return { seller, shopper, product, order, line, sellerViewer: { id: seller.id, admin: true, owner: false } };
}

// The flows hand out the return's record; these tests pin the API's JSON of it (lib/api-json/returns.ts), as the routes answer it.
const asJson = <T extends { request: Parameters<typeof toReturnJson>[0] }>({ request, ...rest }: T) => ({ ...rest, request: toReturnJson(request) });
const ask = async (shopperId: string, orderId: string, body: unknown) => asJson(await askReturn(shopperId, orderId, returnAskSchema.parse(body)));
const move = async (sellerId: string, returnId: string, body: unknown) =>
  asJson(await moveReturn({ id: sellerId, admin: true, owner: false }, returnId, returnMoveSchema.parse(body)));
const stockOf = async (productId: string) => (await prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock;
const units = (lineId: string, quantity: number, reason = "too_small", extra: Record<string, unknown> = {}) => ({ lineId, quantity, reason, ...extra });

async function receivedBack(sellerId: string, returnId: string) {
  await move(sellerId, returnId, { status: "approved", carrier: "Delhivery", awb: "RP100200" });
  await move(sellerId, returnId, { status: "picked_up" });
  return move(sellerId, returnId, { status: "received" });
}

describe("asking for a return", () => {
  it("is open on day 7 after delivery and closed on day 8", async () => {
    const in7 = await delivered(1, { daysAgo: 7 });
    const { request } = await ask(in7.shopper.id, in7.order.id, { lines: [units(in7.line.id, 1)], refundTo: UPI });
    expect(request).toMatchObject({ status: "requested", kind: "return", refund: 980, refundTo: "UPI a•••@okhdfc" });
    const out8 = await delivered(1, { daysAgo: 8 });
    await expect(ask(out8.shopper.id, out8.order.id, { lines: [units(out8.line.id, 1)], refundTo: UPI })).rejects.toMatchObject({
      status: 409,
      fields: { "lines.0": [expect.stringMatching(/7-day return window ended on \d{4}-\d\d-\d\d/)] },
    });
  });

  it("takes part of a line, never more than was delivered, and only delivered lines of the shopper's own order", async () => {
    const { shopper, order, line, seller, product } = await delivered(3);
    const first = await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI });
    // ₹3,000 less 2% is ₹2,940: one unit ₹980.
    expect(first.request.lines[0]).toMatchObject({ quantity: 1, amount: 980 });
    await expect(ask(shopper.id, order.id, { lines: [units(line.id, 3)], refundTo: UPI })).rejects.toMatchObject({
      status: 409,
      fields: { "lines.0.quantity": ["At most 2 (delivered 3)."] },
    });
    const rest = await ask(shopper.id, order.id, { lines: [units(line.id, 2)], refundTo: UPI });
    expect(rest.request.refund).toBe(1960);
    await expect(ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI })).rejects.toMatchObject({
      fields: { "lines.0.quantity": ["Every unit of it is already being returned."] },
    });
    // A rejected return gives its units back to ask for.
    await move(seller.id, first.request.id, { status: "rejected", note: "Worn" });
    expect((await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI })).request.refund).toBe(980);

    const stranger = await newUser();
    await expect(ask(stranger.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI })).rejects.toMatchObject({ status: 404 });
    // A line accepted but not delivered is 409.
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1, size: "M" }));
    const pending = (await placeOrder(shopper.id, orderInputSchema.parse({ address }))).order;
    await setOrderLineStatus(seller.id, pending.lines[0].id, "Accepted");
    await expect(ask(shopper.id, pending.id, { lines: [units(pending.lines[0].id, 1)], refundTo: UPI })).rejects.toMatchObject({
      status: 409,
      fields: { "lines.0": ["Not delivered: only delivered items can be returned."] },
    });
  });

  it("wants refund details for a cash-on-delivery order, keeps them sealed, and shows them masked", async () => {
    const { shopper, order, line, seller, sellerViewer } = await delivered(1);
    await expect(ask(shopper.id, order.id, { lines: [units(line.id, 1)] })).rejects.toMatchObject({ status: 400, fields: { refundTo: [expect.any(String)] } });
    const bank = { bank: { name: "Asha Rao", account: "1234 5678 9012", ifsc: "sbin0001234" } };
    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: bank });
    expect(request.refundTo).toBe("Bank ••••9012 (SBIN0001234)");
    const row = await prisma.returnRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(JSON.stringify(row)).not.toContain("123456789012");
    expect(await refundToFor(sellerViewer, request.id)).toEqual({ bank: { name: "Asha Rao", account: "123456789012", ifsc: "SBIN0001234" } });
    await expect(refundToFor({ id: shopper.id, admin: false, owner: false }, request.id)).rejects.toMatchObject({ status: 403 });
    await receivedBack(seller.id, request.id);
    await move(seller.id, request.id, { status: "refunded", reference: "UTR998877665544" });
    expect((await prisma.returnRequest.findUniqueOrThrow({ where: { id: request.id } })).refundToSealed).toBeNull();
    expect(await refundToFor(sellerViewer, request.id)).toBeNull();
  });

  it("refunds delivery only when the whole order comes back damaged or not as described", async () => {
    await updateShop(shopUpdateSchema.parse({ delivery: { fee: 49, freeAbove: null, blockedPins: [] } }));
    try {
      const small = await delivered(1);
      expect((await ask(small.shopper.id, small.order.id, { lines: [units(small.line.id, 1)], refundTo: UPI })).request.refund).toBe(980);
      const damaged = await delivered(2);
      const part = await ask(damaged.shopper.id, damaged.order.id, { lines: [units(damaged.line.id, 1, "damaged_or_defective")], refundTo: UPI });
      expect(part.request.refund).toBe(980);
      const whole = await ask(damaged.shopper.id, damaged.order.id, { lines: [units(damaged.line.id, 1, "not_as_described")], refundTo: UPI });
      expect(whole.request.refund).toBe(980 + 49);
    } finally {
      await updateShop(shopUpdateSchema.parse({ delivery: { fee: 0, freeAbove: null, blockedPins: [] } }));
    }
  });

  it("offers on the order page each delivered line in the window: the units left, the last day, the sizes in stock to exchange for", async () => {
    const { shopper, order, line } = await delivered(2, { stock: { M: 5, L: 0 } });
    const [options] = await returnOptions(shopper.id, order.id);
    expect(options).toMatchObject({ lineId: line.id, units: 2, lastDay: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), exchangeSizes: [] });
    await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI });
    await prisma.product.update({ where: { id: line.productId! }, data: { stock: { M: 5, L: 2 } } });
    expect(await returnOptions(shopper.id, order.id)).toEqual([{ ...options, units: 1, exchangeSizes: ["L"] }]);
    const late = await delivered(1, { daysAgo: 8 });
    expect(await returnOptions(late.shopper.id, late.order.id)).toEqual([]);
    await expect(returnOptions(late.shopper.id, order.id)).rejects.toMatchObject({ status: 404 });
  });

  it("says the shop takes no returns when its window is 0 days", async () => {
    const { shopper, order, line } = await delivered(1);
    await updateShop(shopUpdateSchema.parse({ returns: { windowDays: 0 } }));
    try {
      await expect(ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI })).rejects.toMatchObject({ status: 409 });
    } finally {
      await updateShop(shopUpdateSchema.parse({ returns: { windowDays: 7 } }));
    }
  });
});

describe("handling a return", () => {
  it("puts the units back in stock once at received, counts them on the line, credits part of the invoice and owes the refund", async () => {
    await updateShop(shopUpdateSchema.parse(DEMO_SHOP));
    const { shopper, order, line, seller, product } = await delivered(2);
    expect(await stockOf(product.id)).toEqual({ M: 3, L: 5 });
    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI });
    await expect(move(seller.id, request.id, { status: "received" })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/approved or rejected/),
    });
    const received = await receivedBack(seller.id, request.id);
    expect(received.request).toMatchObject({ status: "received", carrier: "Delhivery", awb: "RP100200", trackingUrl: expect.stringContaining("RP100200") });
    expect(await stockOf(product.id)).toEqual({ M: 4, L: 5 });
    await expect(move(seller.id, request.id, { status: "received" })).rejects.toMatchObject({ status: 409 });
    expect(await stockOf(product.id)).toEqual({ M: 4, L: 5 });

    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.items[0].returned).toBe(1);
    expect(json.payment.pendingRefund).toBe(980);
    const notes = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0].reason).toBe("returned");
    expect((notes[0].document as { lines: { quantity: number; totalPaise: number }[] }).lines).toMatchObject([{ quantity: 1, totalPaise: 98000 }]);

    await expect(move(seller.id, request.id, { status: "refunded" })).rejects.toMatchObject({ status: 400 });
    await expect(move(seller.id, request.id, { status: "exchanged" })).rejects.toMatchObject({ status: 409 });
    const refunded = await move(seller.id, request.id, { status: "refunded", reference: "UTR112233445566" });
    expect(refunded.request).toMatchObject({ status: "refunded", reference: "UTR112233445566", closedAt: expect.any(String) });
    const after = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(after.payment).toMatchObject({ method: "cod", status: "cod", refunded: 980, pendingRefund: 0 });
    expect(after.returns).toEqual([{ id: request.id, number: request.number, status: "refunded" }]);
    expect(after.events.filter((e) => e.type.startsWith("return_")).map((e) => e.type)).toEqual([
      "return_requested",
      "return_approved",
      "return_picked_up",
      "return_received",
      "return_refunded",
    ]);
    const mails = await prisma.outboxMail.findMany({ where: { subject: { startsWith: `Your order ${order.number}: ` } }, orderBy: { id: "asc" } });
    const subjects = mails.map((m) => m.subject.replace(`Your order ${order.number}: `, ""));
    expect(subjects).toEqual(
      expect.arrayContaining([
        `return ${request.number} asked for`,
        `return ${request.number} approved`,
        `return ${request.number} picked up`,
        `₹980 refunded for ${request.number}`,
      ]),
    );
    // "Received" waited its minute and the refund, which followed within it, took its place.
    expect(subjects).not.toContain(`return ${request.number} received`);
  });

  it("is the seller's or the owner's: another seller is 403, the shopper 403, a stranger 404", async () => {
    const { shopper, order, line, seller } = await delivered(1);
    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI });
    const rival = await newUser({ admin: true });
    await expect(move(rival.id, request.id, { status: "approved" })).rejects.toMatchObject({ status: 403 });
    await expect(moveReturn({ id: shopper.id, admin: false, owner: false }, request.id, { status: "approved" })).rejects.toMatchObject({ status: 403 });
    const stranger = await newUser();
    await expect(moveReturn({ id: stranger.id, admin: false, owner: false }, request.id, { status: "approved" })).rejects.toMatchObject({ status: 404 });
    const owner = await moveReturn({ id: rival.id, admin: true, owner: true }, request.id, { status: "approved" });
    expect(owner.request.status).toBe("approved");
    expect(returnWithEventsJson(await readReturnFor({ id: shopper.id, admin: false, owner: false }, request.id)).events?.map((e) => [e.type, e.by])).toEqual([
      ["return_requested", "shopper"],
      ["return_approved", "owner"],
    ]);
    await expect(readReturnFor({ id: rival.id, admin: true, owner: false }, request.id)).rejects.toMatchObject({ status: 403 });
    await expect(readReturnFor({ id: stranger.id, admin: false, owner: false }, request.id)).rejects.toMatchObject({ status: 404 });
    expect((await returnsToHandle({ id: seller.id, owner: false })).map((r) => r.id)).toEqual([request.id]);
    expect(await returnsToHandle({ id: rival.id, owner: false })).toEqual([]);
    expect((await shopperReturns(shopper.id)).map((r) => r.id)).toEqual([request.id]);
  });

  it("puts units back exactly once when several `received` race", async () => {
    const { shopper, order, line, seller, product } = await delivered(2);
    // One unit of two, so the line's CHECK (never more back than it had) does not stop a second count by itself.
    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1)], refundTo: UPI });
    await move(seller.id, request.id, { status: "approved" });
    await move(seller.id, request.id, { status: "picked_up" });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => move(seller.id, request.id, { status: "received" })));
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected", "rejected", "rejected"]);
    expect(await stockOf(product.id)).toEqual({ M: 4, L: 5 });
    expect((await prisma.orderLine.findUniqueOrThrow({ where: { id: line.id } })).returnedQuantity).toBe(1);
    expect(await prisma.refund.count({ where: { returnId: request.id } })).toBe(1);
  });
});

describe("a return of an order paid by UPI", () => {
  it("needs no refund details, is settled with the transfer's reference, and the payment's refunded figure counts it once", async () => {
    await updateShop(shopUpdateSchema.parse({ upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo" } }));
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: ["M"], price: 1000 });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 2, size: "M" }));
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address, paymentMethod: "upi" }));
    await decideUpiPayment(seller.id, order.id, { status: "paid", reference: `7${String(Date.now()).slice(-11)}` });
    const line = order.lines[0];
    await setOrderLineStatus(seller.id, line.id, "Accepted");
    const parcel = await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "DTDC", awb: `UP${line.id}`.toUpperCase() });
    await closeShipment(seller.id, parcel.id, "delivered");

    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1)] });
    expect(request).toMatchObject({ refund: 980, refundTo: null });
    await receivedBack(seller.id, request.id);
    expect(toOrderJson(await shopperOrder(shopper.id, order.id)).payment).toMatchObject({ status: "paid", pendingRefund: 980 });
    // The owner's refund of the order (cancelled lines) does not settle the return's: that is the return's to settle.
    await recordRefund(seller.id, order.id, 98000, "UTR-OTHER");
    expect((await prisma.refund.findFirstOrThrow({ where: { returnId: request.id } })).status).toBe("pending");
    await move(seller.id, request.id, { status: "refunded", reference: "UTR-RETURN-1" });
    expect(toOrderJson(await shopperOrder(shopper.id, order.id)).payment).toMatchObject({ status: "refunded", refunded: 1960, pendingRefund: 0 });
  });
});

describe("a size exchange", () => {
  it("reserves the new size at once and gives it back when rejected; 409 when none is left", async () => {
    const { shopper, order, line, seller, product } = await delivered(2, { stock: { M: 5, L: 1 } });
    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1, "too_small", { exchangeSize: "L" })] });
    expect(request).toMatchObject({ kind: "exchange", refund: 0, refundTo: null });
    expect(await stockOf(product.id)).toEqual({ M: 3, L: 0 });
    await expect(ask(shopper.id, order.id, { lines: [units(line.id, 1, "too_small", { exchangeSize: "L" })] })).rejects.toMatchObject({
      status: 409,
      code: "out_of_stock",
    });
    await expect(ask(shopper.id, order.id, { lines: [units(line.id, 1, "too_small", { exchangeSize: "XL" })] })).rejects.toMatchObject({
      status: 400,
      fields: { "lines.0.exchangeSize": ["Another of the product's sizes: L."] },
    });
    await move(seller.id, request.id, { status: "rejected", note: "Tags removed" });
    expect(await stockOf(product.id)).toEqual({ M: 3, L: 1 });
  });

  it("ships the new size as a new line with nothing to pay, which the seller dispatches like any line and no new invoice bills", async () => {
    await updateShop(shopUpdateSchema.parse(DEMO_SHOP));
    const { shopper, order, line, seller, product } = await delivered(1);
    const { request } = await ask(shopper.id, order.id, { lines: [units(line.id, 1, "too_small", { exchangeSize: "L" })] });
    await receivedBack(seller.id, request.id);
    expect(await stockOf(product.id)).toEqual({ M: 5, L: 4 });
    expect(await prisma.creditNote.count({ where: { orderId: order.id } })).toBe(0);
    await expect(move(seller.id, request.id, { status: "refunded", reference: "X" })).rejects.toMatchObject({ status: 409 });
    const exchanged = await move(seller.id, request.id, { status: "exchanged" });
    const newLineId = exchanged.request.lines[0].newLineId!;
    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    const made = json.items.find((item) => item._id === newLineId)!;
    expect(made).toMatchObject({ size: "L", quantity: 1, amount: 0, status: "Accepted" });
    expect(json).toMatchObject({ due: 0, total: 980, len: 2 });
    const parcel = await dispatchLines(seller.id, order.id, { lineIds: [newLineId], carrier: "DTDC", awb: `EX${newLineId}`.toUpperCase() });
    await closeShipment(seller.id, parcel.id, "delivered");
    const invoices = await prisma.invoice.findMany({ where: { orderId: order.id } });
    expect(invoices.flatMap((invoice) => invoice.lineIds)).toEqual([line.id]);
    // It travels with a delivery challan (CGST Rule 55) in its own series, against that invoice,
    // valued at the units it replaces: no new sale.
    const challans = await prisma.deliveryChallan.findMany({ where: { orderId: order.id } });
    expect(challans).toHaveLength(1);
    expect(challans[0]).toMatchObject({ lineIds: [newLineId], number: expect.stringMatching(/^DC\/\d{4}\/\d{6}$/) });
    const challan = challans[0].document as unknown as ChallanDocument;
    expect(challan).toMatchObject({ kind: "delivery_challan", orderNumber: order.number, invoiceNumbers: [invoices[0].number] });
    expect(challan.purpose).toContain(`invoiced on ${invoices[0].number}`);
    const replaced = (invoices[0].document as unknown as InvoiceDocument).lines[0];
    expect(challan.lines).toEqual([
      expect.objectContaining({
        lineId: newLineId,
        description: expect.stringContaining("(L), in exchange for size M"),
        quantity: 1,
        valuePaise: 98000,
        rate: replaced.rate,
      }),
    ]);
    expect(toOrderJson(await shopperOrder(shopper.id, order.id))).toMatchObject({
      due: 0,
      payment: { refunded: 0 },
      deliveryChallans: [{ id: challans[0].id, number: challans[0].number, lineIds: [newLineId] }],
    });
    expect(await stockOf(product.id)).toEqual({ M: 5, L: 4 });
    // The shopper heard of each step that matters once: "received" gave way to the new size's mail.
    const subjects = (await prisma.outboxMail.findMany({ where: { to: shopper.email }, orderBy: { id: "asc" } })).map((mail) => mail.subject);
    const about = (words: string) => subjects.filter((subject) => subject === `Your order ${order.number}: ${words}`);
    expect(about(`exchange ${request.number} received`)).toEqual([]);
    expect(about(`exchange ${request.number}: new size on its way`)).toHaveLength(1);
    expect(about(`exchange ${request.number} asked for`)).toHaveLength(1);
    const newsOfSize = await prisma.outboxMail.findFirstOrThrow({ where: { to: shopper.email, subject: { endsWith: "new size on its way" } } });
    expect(newsOfSize.text).toContain(`The seller received 1 × ${line.title} (M) back, and the new size`);

    // The new size returned in turn refunds what the shopper paid for the units it replaced,
    // credited on the invoice of the line it replaced.
    const again = await ask(shopper.id, order.id, { lines: [units(newLineId, 1, "changed_my_mind")], refundTo: UPI });
    expect(again.request).toMatchObject({ kind: "return", refund: 980 });
    await receivedBack(seller.id, again.request.id);
    expect(await stockOf(product.id)).toEqual({ M: 5, L: 5 });
    const credits = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(credits.map((credit) => credit.lineIds)).toEqual([[line.id]]);
    // It names the size that came back, not the one invoiced.
    expect((credits[0].document as { lines: { description: string }[] }).lines[0].description).toBe(`${line.title} (L), sent in exchange`);
  });
});
