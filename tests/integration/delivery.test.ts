import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { database, prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { sellerOrderStats } from "@/lib/orders/seller";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Delivery (issue 23): the fee an order is charged under the shop's terms.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };
const setTerms = (delivery: Record<string, unknown>) => updateShop(shopUpdateSchema.parse({ delivery }));

async function orderOf(price: number) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { size: [], price });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address }));
  return { order, seller, shopper };
}

describe("the delivery fee", () => {
  it("is charged below the free-delivery value and not at or above it; payable and due include it", async () => {
    // ₹49 below ₹490 of items after the 2% discount: ₹500 of MRP is ₹490 exactly.
    await setTerms({ fee: 49, freeAbove: 490, blockedPins: [] });
    const below = (await orderOf(499)).order;
    const at = (await orderOf(500)).order;
    const above = (await orderOf(600)).order;
    expect([below, at, above].map((order) => order.deliveryPaise)).toEqual([4900, 0, 0]);
    const json = toOrderJson(below);
    expect(json).toMatchObject({ total: 489.02, delivery: 49, payable: 538.02, due: 538.02 });
    expect(toOrderJson(at)).toMatchObject({ total: 490, delivery: 0, payable: 490, due: 490 });
  });

  it("is written once: later terms do not change an order placed before", async () => {
    await setTerms({ fee: 49, freeAbove: 499 });
    const { order, shopper } = await orderOf(100);
    await setTerms({ fee: 80, freeAbove: null });
    expect((await shopperOrder(shopper.id, order.id)).deliveryPaise).toBe(4900);
  });

  it("leaves the amount due with the last line: dropped when every line is cancelled, paid once all arrived", async () => {
    await setTerms({ fee: 49, freeAbove: 499 });
    const cancelled = await orderOf(100);
    await setOrderLineStatus(cancelled.seller.id, cancelled.order.lines[0].id, "Cancelled");
    expect(toOrderJson(await shopperOrder(cancelled.shopper.id, cancelled.order.id))).toMatchObject({ delivery: 49, payable: 147, due: 0 });

    const delivered = await orderOf(100);
    await setOrderLineStatus(delivered.seller.id, delivered.order.lines[0].id, "Accepted");
    expect(toOrderJson(await shopperOrder(delivered.shopper.id, delivered.order.id)).due).toBe(147);
    await setOrderLineStatus(delivered.seller.id, delivered.order.lines[0].id, "Delivered");
    expect(toOrderJson(await shopperOrder(delivered.shopper.id, delivered.order.id)).due).toBe(0);
  });

  it("is told in the shopper's mail with what they pay in all", async () => {
    await setTerms({ fee: 49, freeAbove: 499 });
    const { order } = await orderOf(100);
    const mail = await prisma.outboxMail.findFirstOrThrow({ where: { subject: `Your order ${order.number} is placed` } });
    expect(mail.text).toContain("Delivery: ₹49");
    expect(mail.text).toContain("You pay ₹147 when your order arrives.");
  });
});

describe("serviceability", () => {
  it("refuses an order to a PIN the shop does not serve with 409 not_serviceable, and orders nothing", async () => {
    await setTerms({ blockedPins: ["5600", "110001"] });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: ["M"], stock: { M: 3 } });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 2, size: "M" }));
    await expect(placeOrder(shopper.id, orderInputSchema.parse({ address }))).rejects.toMatchObject({
      status: 409,
      code: "not_serviceable",
      fields: { "address.pin": ["The shop does not deliver to this PIN code."] },
    });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toEqual({ M: 3 });
    expect(await prisma.cartLine.count({ where: { userId: shopper.id } })).toBe(1);

    // A PIN outside the blocked prefixes is served.
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: { ...address, pin: "110002" } }));
    expect(order.pin).toBe("110002");
    await setTerms({ blockedPins: [] });
  });

  it("refuses blocked entries that are not 1 to 6 digits, naming them", () => {
    const result = shopUpdateSchema.safeParse({ delivery: { blockedPins: ["744", "74a", "1234567"] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["delivery.blockedPins.1", "delivery.blockedPins.2"]);
  });
});

describe("dispatch and what became of the parcel", () => {
  async function accepted(stock = 5) {
    const seller = await newUser({ admin: true });
    const rival = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: ["M"], stock: { M: stock } });
    const other = await newProduct(rival.id, { size: [], price: 100 });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 2, size: "M" }));
    await addToCart(shopper.id, cartAddSchema.parse({ productId: other.id, quantity: 1 }));
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address }));
    const own = order.lines.find((line) => line.sellerId === seller.id)!;
    const theirs = order.lines.find((line) => line.sellerId === rival.id)!;
    return { seller, rival, shopper, product, order, own, theirs };
  }
  const unitsOf = async (productId: string) => (await prisma.product.findUniqueOrThrow({ where: { id: productId } })).stock;
  const statusOf = async (lineId: string) => (await prisma.orderLine.findUniqueOrThrow({ where: { id: lineId } })).status;

  it("sends only the seller's own Accepted lines; another's are 403, one not Accepted is 409 and nothing is written", async () => {
    const { seller, rival, shopper, order, own, theirs } = await accepted();
    const send = (lineIds: string[], awb: string) => dispatchLines(seller.id, order.id, { lineIds, carrier: "Delhivery", awb });
    await expect(send([own.id], "1000000000001")).rejects.toMatchObject({ status: 409 });
    expect(await prisma.shipment.count({ where: { orderId: order.id } })).toBe(0);
    await setOrderLineStatus(seller.id, own.id, "Accepted");
    await setOrderLineStatus(rival.id, theirs.id, "Accepted");
    await expect(send([own.id, theirs.id], "1000000000001")).rejects.toMatchObject({ status: 403 });
    await expect(send(["cnosuchline00000000000000"], "1000000000001")).rejects.toMatchObject({ status: 404 });
    const shipment = await send([own.id], "1000000000001");
    expect(shipment).toMatchObject({
      carrier: "Delhivery",
      trackingUrl: "https://www.delhivery.com/track/package/1000000000001",
      lineIds: [own.id],
      status: "in_transit",
    });
    expect(await statusOf(own.id)).toBe("Shipped");
    expect(await statusOf(theirs.id)).toBe("Accepted");
    // The same line twice: 409, the second parcel is not kept.
    await expect(send([own.id], "1000000000002")).rejects.toMatchObject({ status: 409 });
    expect(await prisma.shipment.count({ where: { orderId: order.id } })).toBe(1);
    // The spec's status call cannot move a Shipped line.
    await expect(setOrderLineStatus(seller.id, own.id, "Delivered")).rejects.toMatchObject({ status: 400 });
    await expect(setOrderLineStatus(seller.id, own.id, "Accepted")).rejects.toMatchObject({ status: 400 });

    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.items.find((item) => item._id === own.id)?.status).toBe("Shipped");
    expect(json.shipments).toEqual([expect.objectContaining({ id: shipment.id, awb: "1000000000001", lineIds: [own.id], deliveredAt: null })]);
    expect(json.events.at(-1)).toMatchObject({ type: "shipped", by: "seller", lineIds: [own.id] });
    // Still to deliver: the shipped line and the accepted one, and the delivery fee.
    expect(json.due).toBe(json.payable);
  });

  it("refuses an AWB used already (409 awb_used), and a carrier it does not know without a tracking address (400)", async () => {
    const first = await accepted();
    const second = await accepted();
    for (const { seller, own } of [first, second]) await setOrderLineStatus(seller.id, own.id, "Accepted");
    await dispatchLines(first.seller.id, first.order.id, { lineIds: [first.own.id], carrier: "DTDC", awb: "D1234567" });
    await expect(dispatchLines(second.seller.id, second.order.id, { lineIds: [second.own.id], carrier: "DTDC", awb: "D1234567" })).rejects.toMatchObject({
      status: 409,
      code: "awb_used",
    });
    await expect(dispatchLines(second.seller.id, second.order.id, { lineIds: [second.own.id], carrier: "Speedy Parcels", awb: "SP1" })).rejects.toMatchObject({
      status: 400,
      fields: { trackingUrl: expect.any(Array) },
    });
    const shipment = await dispatchLines(second.seller.id, second.order.id, {
      lineIds: [second.own.id],
      carrier: "Speedy Parcels",
      awb: "SP1",
      trackingUrl: "https://speedy.example/t/SP1",
    });
    expect(shipment).toMatchObject({ carrier: "Speedy Parcels", trackingUrl: "https://speedy.example/t/SP1" });
    expect(await statusOf(second.own.id)).toBe("Shipped");
  });

  it("a shop that delivers by parcel only refuses Delivered without one (409 parcel_required) and still takes the parcel's delivery", async () => {
    await setTerms({ withoutParcel: false });
    try {
      const { seller, order, own } = await accepted();
      await setOrderLineStatus(seller.id, own.id, "Accepted");
      await expect(setOrderLineStatus(seller.id, own.id, "Delivered")).rejects.toMatchObject({ status: 409, code: "parcel_required" });
      expect(await statusOf(own.id)).toBe("Accepted");
      const parcel = await dispatchLines(seller.id, order.id, { lineIds: [own.id], carrier: "ekart", awb: "EK200" });
      await closeShipment(seller.id, parcel.id, "delivered");
      expect(await statusOf(own.id)).toBe("Delivered");
    } finally {
      await setTerms({ withoutParcel: true });
    }
    const { seller, own } = await accepted();
    await setOrderLineStatus(seller.id, own.id, "Accepted");
    await setOrderLineStatus(seller.id, own.id, "Delivered");
    expect(await statusOf(own.id)).toBe("Delivered");
  });

  it("delivered marks the parcel's lines Delivered; RTO returns their units once and nothing is due for them; lost sends them back to Accepted", async () => {
    const delivered = await accepted();
    await setOrderLineStatus(delivered.seller.id, delivered.own.id, "Accepted");
    const parcel = await dispatchLines(delivered.seller.id, delivered.order.id, { lineIds: [delivered.own.id], carrier: "ekart", awb: "EK100" });
    await expect(closeShipment(delivered.rival.id, parcel.id, "delivered")).rejects.toMatchObject({ status: 403 });
    const done = await closeShipment(delivered.seller.id, parcel.id, "delivered");
    expect(done.shipment).toMatchObject({ status: "delivered", deliveredAt: expect.any(Date) });
    expect(await statusOf(delivered.own.id)).toBe("Delivered");
    await expect(closeShipment(delivered.seller.id, parcel.id, "rto")).rejects.toMatchObject({ status: 409 });

    const returned = await accepted(5);
    expect(await unitsOf(returned.product.id)).toEqual({ M: 3 });
    await setOrderLineStatus(returned.seller.id, returned.own.id, "Accepted");
    await setOrderLineStatus(returned.rival.id, returned.theirs.id, "Cancelled");
    const back = await dispatchLines(returned.seller.id, returned.order.id, { lineIds: [returned.own.id], carrier: "Xpressbees", awb: "XB100" });
    await closeShipment(returned.seller.id, back.id, "rto");
    await expect(closeShipment(returned.seller.id, back.id, "rto")).rejects.toMatchObject({ status: 409 });
    expect(await unitsOf(returned.product.id)).toEqual({ M: 5 });
    const json = toOrderJson(await shopperOrder(returned.shopper.id, returned.order.id));
    expect(json.items.find((item) => item._id === returned.own.id)?.status).toBe("Returned to origin");
    expect(json.due).toBe(0);
    expect(json.events.at(-1)).toMatchObject({ type: "returned_to_origin", lineIds: [returned.own.id] });
    expect(await sellerOrderStats(returned.seller.id)).toMatchObject({ total: 1, shipped: 0, returned: 1 });

    const lost = await accepted();
    await setOrderLineStatus(lost.seller.id, lost.own.id, "Accepted");
    const gone = await dispatchLines(lost.seller.id, lost.order.id, { lineIds: [lost.own.id], carrier: "Shadowfax", awb: "SF100" });
    await closeShipment(lost.seller.id, gone.id, "lost");
    expect(await statusOf(lost.own.id)).toBe("Accepted");
    const again = await dispatchLines(lost.seller.id, lost.order.id, { lineIds: [lost.own.id], carrier: "Shadowfax", awb: "SF101" });
    const shipments = toOrderJson(await shopperOrder(lost.shopper.id, lost.order.id)).shipments;
    expect(shipments.map((s) => [s.awb, s.status, s.lineIds])).toEqual([
      ["SF100", "lost", [lost.own.id]],
      ["SF101", "in_transit", [lost.own.id]],
    ]);
    expect(again.status).toBe("in_transit");
  });

  it(`returns a parcel's units exactly once when two RTOs and a shopper's cancel race (${database().kind})`, async () => {
    for (let round = 0; round < 5; round++) {
      const { seller, shopper, product, order, own } = await accepted(5);
      await setOrderLineStatus(seller.id, own.id, "Accepted");
      const parcel = await dispatchLines(seller.id, order.id, { lineIds: [own.id], carrier: "Blue Dart", awb: `${round}${Date.now()}`.slice(-11) });
      const results = await Promise.allSettled([
        closeShipment(seller.id, parcel.id, "rto"),
        closeShipment(seller.id, parcel.id, "rto"),
        cancelOrder(shopper.id, order.id),
      ]);
      expect(results.slice(0, 2).filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await unitsOf(product.id)).toEqual({ M: 5 });
      expect(await statusOf(own.id)).toBe("ReturnedToOrigin");
      expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "returned_to_origin" } })).toBe(1);
    }
  });
});
