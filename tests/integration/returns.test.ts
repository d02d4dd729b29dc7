import { describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/delivery/dispatch";
import { closeShipment } from "@/lib/delivery/outcome";
import { toOrderJson } from "@/lib/orders/json";
import { placeOrder } from "@/lib/orders/place";
import { setOrderLineStatus } from "@/lib/orders/seller";
import { shopperOrder } from "@/lib/orders/shopper";
import { readReturnFor, returnsToHandle } from "@/lib/returns/read";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser } from "./fixtures.ts";

// Returns and size exchanges (issue 25): docs/architecture.md, Returns.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };

/** An order of `quantity` units of one seller's shirt in M, delivered through a parcel. */
async function delivered(quantity = 2) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { size: ["M", "L"], stock: { M: 5, L: 5 }, price: 1000 });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity, size: "M" }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address }));
  const line = order.lines[0];
  await setOrderLineStatus(seller.id, line.id, "Accepted");
  const parcel = await dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "Delhivery", awb: `DL${line.id}` });
  await closeShipment(seller.id, parcel.id, "delivered");
  return { seller, shopper, product, order, line, parcel };
}

describe("reading returns", () => {
  it("shows a return to its shopper, its seller and the owner; 403 to another seller, 404 to another shopper; listed on the order and in the console", async () => {
    const { seller, shopper, order, line } = await delivered();
    const request = await prisma.returnRequest.create({
      data: {
        orderId: order.id,
        userId: shopper.id,
        sellerId: seller.id,
        kind: "return",
        refundPaise: 98000,
        lines: { create: { lineId: line.id, quantity: 1, reason: "too_small", amountPaise: 98000 } },
      },
    });
    const asShopper = await readReturnFor({ id: shopper.id, admin: false, owner: false }, request.id);
    expect(asShopper).toMatchObject({ number: request.number, orderNumber: order.number, status: "requested", refund: 980, events: [] });
    expect(asShopper.lines).toEqual([
      { lineId: line.id, title: line.title, size: "M", quantity: 1, reason: "too_small", reasonText: null, exchangeSize: null, newLineId: null, amount: 980 },
    ]);
    expect(request.number).toMatch(/^RT\d{8,}$/);
    expect((await readReturnFor({ id: seller.id, admin: true, owner: false }, request.id)).id).toBe(request.id);
    expect((await readReturnFor({ id: "someone", admin: true, owner: true }, request.id)).id).toBe(request.id);
    const rival = await newUser({ admin: true });
    await expect(readReturnFor({ id: rival.id, admin: true, owner: false }, request.id)).rejects.toMatchObject({ status: 403 });
    const stranger = await newUser();
    await expect(readReturnFor({ id: stranger.id, admin: false, owner: false }, request.id)).rejects.toMatchObject({ status: 404 });

    const json = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(json.returns).toEqual([{ id: request.id, number: request.number, status: "requested" }]);
    expect(json.items[0].returned).toBe(0);
    expect((await returnsToHandle({ id: seller.id, owner: false })).map((r) => r.id)).toEqual([request.id]);
    expect((await returnsToHandle({ id: rival.id, owner: false })).map((r) => r.id)).toEqual([]);
  });
});
