import { describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/orders/json";
import { placeOrder } from "@/lib/orders/place";
import { shopperOrder } from "@/lib/orders/shopper";
import { setOrderLineStatus } from "@/lib/orders/seller";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { newProduct, newUser } from "./fixtures.ts";

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
    expect(mail.text).toContain("Delivery: ₹49.00");
    expect(mail.text).toContain("You pay ₹147.00 when your order arrives.");
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
      fields: { "address.pin": ["the shop does not deliver to this PIN code"] },
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
