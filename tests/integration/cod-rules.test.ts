import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { refusedCodParcels } from "@/lib/delivery/cod-rules";
import { rtoRate, rtoReport } from "@/lib/delivery/rto-report";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { isoDay } from "@/lib/shared/delivery-estimate";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { decideUpiPayment } from "@/lib/flows/upi-payments";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser, refusal, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Cash on delivery's rules against refused parcels and the promised date, as placing an order
// applies them (issue 41; docs/architecture.md, Delivery dates).

const ADDRESS = { name: "Ravi Kumar", mobile: "9876543211", address: "7 MG Road", pin: "560038" };

beforeEach(async () => {
  const shop = { pin: "560001", codEnabled: true, codMaxRefused: 2, codBlockedPins: ["7441"], upiVpa: "shop@okaxis", upiPayeeName: "Test Shop" };
  await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...shop }, update: shop });
});

let awb = 0;

async function place(shopperId: string, sellerId: string, paymentMethod: "cod" | "upi" = "cod", pin = ADDRESS.pin) {
  const product = await newProduct(sellerId, { size: [], price: 300 });
  await addToCart(shopperId, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  return (await placeOrder(shopperId, orderInputSchema.parse({ address: { ...ADDRESS, pin }, paymentMethod }))).order;
}

/** Places, accepts and dispatches one line, and says what became of the parcel. */
async function parcel(shopperId: string, sellerId: string, outcome: "rto" | "delivered", paymentMethod: "cod" | "upi" = "cod") {
  const order = await place(shopperId, sellerId, paymentMethod);
  if (paymentMethod === "upi") await decideUpiPayment(sellerId, order.id, { status: "paid", reference: `41234567${String(++awb).padStart(4, "0")}` });
  await setOrderLineStatus(sellerId, order.lines[0].id, "Accepted");
  const shipment = await dispatchLines(sellerId, order.id, { lineIds: [order.lines[0].id], carrier: "DTDC", awb: `COD${++awb}X` });
  await closeShipment(sellerId, shipment.id, outcome);
}

describe("the refused-parcels rule", () => {
  it("counts only the shopper's cash-on-delivery parcels returned to origin", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const other = await newUser();
    await parcel(shopper.id, seller.id, "delivered");
    await parcel(shopper.id, seller.id, "rto", "upi");
    await parcel(other.id, seller.id, "rto");
    await parcel(shopper.id, seller.id, "rto");
    expect(await refusedCodParcels(shopper.id)).toBe(1);
    // One refused COD parcel is below the limit of 2: COD is still taken.
    expect((await place(shopper.id, seller.id)).paymentMethod).toBe("cod");

    await parcel(shopper.id, seller.id, "rto");
    expect(await refusedCodParcels(shopper.id)).toBe(2);
    const refused = await refusal(place(shopper.id, seller.id));
    expect(refused).toMatchObject({ status: 409, code: "cod_unavailable" });
    expect(refused.message).toMatch(/2 earlier cash-on-delivery parcels/);
    // Prepaid is still offered, and the limit is the owner's.
    expect((await place(shopper.id, seller.id, "upi")).paymentMethod).toBe("upi");
    await prisma.shop.update({ where: { id: 1 }, data: { codMaxRefused: 0 } });
    expect((await place(shopper.id, seller.id)).paymentMethod).toBe("cod");
  });

  it("refuses COD to a blocked PIN prefix and leaves the cart and stock as they were", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const refused = await refusal(place(shopper.id, seller.id, "cod", "744101"));
    expect(refused).toMatchObject({ status: 409, code: "cod_unavailable" });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await prisma.cartLine.count({ where: { userId: shopper.id } })).toBe(1);
  });
});

describe("the promised date", () => {
  it("is written on the order as placed, by the shop's terms and the zone", async () => {
    await prisma.shop.update({ where: { id: 1 }, data: { transitLocalDays: 1, transitStateDays: 4, dispatchCutoffHour: 24 } });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const local = await place(shopper.id, seller.id);
    const state = await place(shopper.id, seller.id, "cod", "570001");
    const days = (order: { deliveryBy: Date | null; createdAt: Date }) =>
      (Date.parse(isoDay(order.deliveryBy!)) - Date.parse(isoDay(new Date(order.createdAt.getTime() + 5.5 * 3_600_000)))) / 86_400_000;
    // Counted from today or the next working day (a Sunday or a holiday), then the zone's days.
    expect(days(state) - days(local)).toBe(3);
    expect(days(local)).toBeGreaterThanOrEqual(1);
  });
});

describe("the return-to-origin report", () => {
  it("counts orders and parcels closed in the days asked, per payment method, with the share returned", async () => {
    const before = await rtoReport(30);
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    await parcel(shopper.id, seller.id, "delivered");
    await parcel(shopper.id, seller.id, "delivered");
    await parcel(shopper.id, seller.id, "delivered");
    await parcel(shopper.id, seller.id, "rto");
    await parcel(shopper.id, seller.id, "rto", "upi");
    const after = await rtoReport(30);
    const grew = (method: "cod" | "upi" | "razorpay", key: "orders" | "delivered" | "rto") => after.byMethod[method][key] - before.byMethod[method][key];
    expect([grew("cod", "orders"), grew("cod", "delivered"), grew("cod", "rto")]).toEqual([4, 3, 1]);
    expect([grew("upi", "orders"), grew("upi", "delivered"), grew("upi", "rto")]).toEqual([1, 0, 1]);
    expect(after.byMethod.razorpay).toMatchObject({ delivered: 0, rto: 0, rtoRate: 0 });
    const { delivered, rto, rtoRate: rate } = after.byMethod.cod;
    expect(rate).toBe(rtoRate(delivered, rto));
    // Nothing closed in a window that ends before these parcels.
    const earlier = await rtoReport(1, new Date(Date.now() - 2 * 86_400_000));
    expect(earlier.byMethod.cod.delivered).toBe(0);
  });

  it("rounds the rate to four places and is 0 with nothing closed", () => {
    expect(rtoRate(2, 1)).toBe(0.3333);
    expect(rtoRate(0, 0)).toBe(0);
    expect(rtoRate(0, 3)).toBe(1);
  });
});
