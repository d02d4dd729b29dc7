import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { stopWishlistMail } from "@/lib/flows/keep-wishlist";
import { placeOrder } from "@/lib/flows/place-order";
import { reportParcel } from "@/lib/flows/report-parcel";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { unsubscribeApiUrl } from "@/lib/wishlist/unsubscribe";
import { ADDRESS, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// The flows that decide something of their own on a route's behalf (issue 40: every write goes
// through a flow). The pass-throughs are proved by the API suite; the paths that expire pages
// run only in a route's request, so the API suite proves them too.

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a refusal"),
    (error) => error as { status: number; code: string },
  );

/** A parcel of one line, in transit. */
async function parcelInTransit() {
  await shopWithoutCodConfirmation();
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { title: "Kurta", price: 999, size: [] });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS }));
  await setOrderLineStatus(seller.id, order.lines[0].id, "Accepted");
  const parcel = await dispatchLines(seller.id, order.id, { lineIds: [order.lines[0].id], carrier: "DTDC", awb: `RP${crypto.randomBytes(4).toString("hex")}` });
  return { seller, parcel };
}

describe("the seller's report of a parcel (lib/flows/report-parcel.ts)", () => {
  it("a failed attempt is the delivery module's alone: the parcel stays in transit, with its attempt", async () => {
    const { seller, parcel } = await parcelInTransit();
    const reported = await reportParcel(seller.id, parcel.id, { status: "attempt_failed", reason: "Nobody at home" });
    expect(reported).toMatchObject({ id: parcel.id, status: parcel.status, failedAttempts: 1 });
    expect(await prisma.shipment.findUniqueOrThrow({ where: { id: parcel.id } })).toMatchObject({ status: parcel.status, failedAttempts: 1 });
  });

  it("refuses another seller's parcel (403) either way, and changes nothing", async () => {
    const { parcel } = await parcelInTransit();
    const stranger = await newUser({ admin: true });
    expect(await failure(reportParcel(stranger.id, parcel.id, { status: "attempt_failed", reason: "Nobody at home" }))).toMatchObject({ status: 403 });
    expect(await failure(reportParcel(stranger.id, parcel.id, { status: "delivered" }))).toMatchObject({ status: 403 });
    expect(await prisma.shipment.findUniqueOrThrow({ where: { id: parcel.id } })).toMatchObject({ status: parcel.status, failedAttempts: 0 });
  });
});

describe("stopping the wishlist's mail by its link (lib/flows/keep-wishlist.ts)", () => {
  it("the link's token turns the alerts off, once", async () => {
    const shopper = await newUser();
    const token = new URL(unsubscribeApiUrl(shopper.id)).searchParams.get("token")!;
    const at = new Date("2026-11-29T10:00:00Z");
    await stopWishlistMail(shopper.id, token, at);
    await stopWishlistMail(shopper.id, token, new Date("2026-11-30T10:00:00Z"));
    expect(await prisma.user.findUniqueOrThrow({ where: { id: shopper.id }, select: { wishlistAlertsOffAt: true } })).toEqual({ wishlistAlertsOffAt: at });
  });

  it("refuses another shopper's token (403), and the alerts stay on", async () => {
    const shopper = await newUser();
    const other = await newUser();
    const othersToken = new URL(unsubscribeApiUrl(other.id)).searchParams.get("token")!;
    expect(await failure(stopWishlistMail(shopper.id, othersToken))).toMatchObject({ status: 403, code: "forbidden" });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: shopper.id }, select: { wishlistAlertsOffAt: true } })).toEqual({ wishlistAlertsOffAt: null });
  });
});
