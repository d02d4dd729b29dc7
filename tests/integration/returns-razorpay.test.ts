import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { withRazorpayOrder } from "@/lib/payments/razorpay";
import { verifyCheckoutPayment } from "@/lib/flows/razorpay-payments";
import { askReturn } from "@/lib/flows/ask-return";
import { moveReturn } from "@/lib/flows/move-return";
import { toReturnJson } from "@/lib/api-json/returns";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import type { RazorpayStandIn } from "../support/razorpay-standin.ts";
import { stopRazorpayStandIn, useRazorpayStandIn } from "./razorpay-env.ts";
import { newProduct, newUser } from "./fixtures.ts";

// A return of a Razorpay order: refunded through Razorpay (the local stand-in, over HTTP with
// the official SDK) when the seller receives the units, and the return is then refunded by itself.

const keys = { keyId: "rzp_test_StandIn0000002", keySecret: "standin_key_secret", webhookSecret: "standin_webhook_secret" };
const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
let standIn: RazorpayStandIn;

beforeAll(async () => {
  standIn = await useRazorpayStandIn(keys);
});
afterAll(() => stopRazorpayStandIn(standIn));

describe("a return of an order paid through Razorpay", () => {
  it("is refunded through Razorpay at received, once; the payment's refunded figure and the return follow", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: ["M"], price: 1000 });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 2, size: "M" }));
    const { order: placed } = await placeOrder(shopper.id, orderInputSchema.parse({ address, paymentMethod: "razorpay" }));
    const order = toOrderJson(await withRazorpayOrder(placed));
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    await verifyCheckoutPayment(shopper.id, paid);
    const lineId = order.items[0]._id;
    await setOrderLineStatus(seller.id, lineId, "Accepted");
    const parcel = await dispatchLines(seller.id, order.id, { lineIds: [lineId], carrier: "DTDC", awb: "RZPRET0001" });
    await closeShipment(seller.id, parcel.id, "delivered");

    // No refund details asked: the money goes back the way it came.
    const { request } = await askReturn(shopper.id, order.id, returnAskSchema.parse({ lines: [{ lineId, quantity: 1, reason: "too_large" }] }));
    expect(toReturnJson(request)).toMatchObject({ refund: 980, refundTo: null });
    const move = (status: string) => moveReturn({ id: seller.id, admin: true, owner: false }, request.id, returnMoveSchema.parse({ status }));
    await move("approved");
    await move("picked_up");
    await move("received");

    const made = [...standIn.refunds.values()].filter((refund) => refund.payment_id === paid.razorpay_payment_id);
    expect(made).toEqual([expect.objectContaining({ amount: 98000, status: "processed" })]);
    const after = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(after.payment).toMatchObject({ status: "partially_refunded", refunded: 980, pendingRefund: 0 });
    const returned = await prisma.returnRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(returned).toMatchObject({ status: "refunded", reference: made[0].id, closedAt: expect.any(Date) });
    expect(after.events.filter((e) => e.type === "return_refunded")).toEqual([expect.objectContaining({ by: "system" })]);
    await expect(move("refunded")).rejects.toMatchObject({ status: 409 });
  });
});
