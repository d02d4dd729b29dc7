import crypto from "node:crypto";
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { API_CALLS, type ApiCall } from "@/lib/validation/contract";
import { addProduct, call, confirmCod, PASSWORD, pngDataUrl, signUp, type Account } from "./client.ts";

// Failed sign-ins among the random calls count against this address only.
const headers = { "x-forwarded-for": "192.0.2.77" };
const FIELDS = [
  "productId",
  "quantity",
  "index",
  "id",
  "size",
  "status",
  "orderId",
  "lineIds",
  "address",
  "title",
  "price",
  "data",
  "publicId",
  "username",
  "password",
  "email",
  "total",
  "items",
  "image",
  "firstName",
  "addressId",
  "gstin",
] as const;
const hasBody = (method: string) => method !== "GET" && method !== "DELETE";
const LOGOUT = "/api/auth/logout";

/**
 * POST /api/auth/logout revokes every token of the caller, so a random run that calls it
 * would leave all the later calls unauthenticated (401 before they touch anything). The
 * account signs in again after it, and each test checks at the end that its token still works.
 */
async function relogin(account: Account): Promise<void> {
  const answer = await call("POST", "/api/auth/login", { body: { username: account.username, password: PASSWORD }, headers });
  expect(answer.status).toBe(200);
  account.token = answer.body.token;
}

async function expectStillSignedIn(account: Account): Promise<void> {
  expect((await call("GET", `/api/user/${account.id}`, { token: account.token })).status, "the fuzzing account's token still works").toBe(200);
}

// Whatever arrives, the answer is never a 5xx: call() fails the test on any. Random JSON
// bodies and path ids go to every call, as the rightful caller (a seller, so seller calls
// get past the role check) and as nobody.
describe("no input ever causes a 5xx", () => {
  // Every call twelve times, with a login or none: over two minutes on a busy machine.
  it("random bodies and path ids on every call", async () => {
    const seller = await signUp(true);
    const bodies = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...FIELDS), fc.anything()));
    const ids = fc.oneof(fc.constant(seller.id), fc.string({ maxLength: 80 }), fc.constant("%00"), fc.constant("..%2F..%2Fetc"));
    for (const apiCall of API_CALLS) {
      await fc.assert(
        fc.asyncProperty(bodies, ids, fc.boolean(), async (body, id, authed) => {
          const path = apiCall.path.replace(/\{\w+\}/g, () => encodeURIComponent(id) || "x");
          const options = { token: authed ? seller.token : null, headers, ...(hasBody(apiCall.method) ? { raw: JSON.stringify(body) ?? "undefined" } : {}) };
          await call(apiCall.method, path, options);
          if (apiCall.path === LOGOUT && authed) await relogin(seller);
        }),
        { numRuns: 12 },
      );
    }
    await expectStillSignedIn(seller);
  }, 240_000);

  it("random query strings on the product list", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("category", "size", "color", "q", "limit", "offset"), fc.string({ maxLength: 30 })), async (query) => {
        await call("GET", `/api/product?${new URLSearchParams(query)}`);
      }),
      { numRuns: 40 },
    );
  });
});

// Random calls by a logged-in stranger, aimed at a victim's ids (in the path and in every
// body field), never change the victim's data: profile, cart, products, images, order lines.
// Besides the random runs, every call is first tried with a well-formed body that would
// succeed for its rightful caller, at each of the victims' ids its path takes: so removing
// any one ownership check fails this test every time, not by luck of the draw.
describe("no input ever changes another user's data", () => {
  it("random bodies and the victims' ids on every call, as another seller", async () => {
    const victimSeller = await signUp(true);
    const victim = await signUp();
    const product = await addProduct(victimSeller, { size: [] });
    const image = (await call("POST", "/api/image/upload", { token: victimSeller.token, body: { data: await pngDataUrl("#102030") } })).body.publicId as string;
    await call("POST", `/api/cart/add/${victim.id}`, { token: victim.token, body: { productId: product.id, quantity: 2 } });
    const parcelled = await addProduct(victimSeller, { title: "Parcelled", size: [] });
    await call("POST", `/api/cart/add/${victim.id}`, { token: victim.token, body: { productId: parcelled.id, quantity: 1 } });
    const address = { name: "Victim", mobile: "9876543210", address: "1 Safe Street", pin: "560001" };
    const order = (await call("POST", `/api/order/add/${victim.id}`, { token: victim.token, body: { address } })).body;
    await call("POST", `/api/cart/add/${victim.id}`, { token: victim.token, body: { productId: product.id, quantity: 1 } });
    const lineIds: string[] = order.items.map((line: { _id: string }) => line._id);
    await confirmCod(victim, order);
    // Both lines accepted, the second sent as a parcel: a line to dispatch and a parcel to close.
    for (const lineId of lineIds) await call("PUT", `/api/order/update/status/${lineId}`, { token: victimSeller.token, body: { status: "Accepted" } });
    const shipment = (
      await call("PUT", `/api/order/ship/${order.id}`, {
        token: victimSeller.token,
        body: { lineIds: [lineIds[1]], carrier: "DTDC", awb: `FZ${crypto.randomBytes(4).toString("hex")}` },
      })
    ).body.id as string;
    const savedAddress = (await call("POST", `/api/address/${victim.id}`, { token: victim.token, body: address })).body.id as string;
    // The parcel delivered and one unit asked back: a return to move.
    await call("PUT", `/api/order/shipment/${shipment}`, { token: victimSeller.token, body: { status: "delivered" } });
    const returned = await call("POST", `/api/order/return/${order.id}`, {
      token: victim.token,
      body: { lines: [{ lineId: lineIds[1], quantity: 1, reason: "too_small" }], refundTo: { upi: "victim@okhdfc" } },
    });
    expect(returned.status).toBe(201);
    const returnId = returned.body.id as string;
    // The victim reviews what was delivered; the seller replies: a review to edit, reply to, hide or delete.
    const reviewed = await call("POST", `/api/product/${parcelled.id}/reviews`, { token: victim.token, body: { rating: 4, title: "Mine" } });
    expect(reviewed.status).toBe(201);
    const reviewId = reviewed.body.id as string;
    expect((await call("POST", `/api/wishlist/${victim.id}`, { token: victim.token, body: { productId: product.id } })).status).toBe(201);

    const snapshot = async () => ({
      terms: (await call("GET", "/api/policies/terms")).body,
      victim: (await call("GET", `/api/user/${victim.id}`, { token: victim.token })).body,
      cart: (await call("GET", `/api/cart/${victim.id}`, { token: victim.token })).body,
      seller: (await call("GET", `/api/user/${victimSeller.id}`, { token: victimSeller.token })).body,
      products: (await call("GET", `/api/product/myproducts/${victimSeller.id}`, { token: victimSeller.token })).body,
      // The attacker may buy the victim's product; only the victim's own lines must stay as they were.
      lines: (await call("GET", `/api/order/admin/${victimSeller.id}`, { token: victimSeller.token })).body.filter((line: { _id: string }) =>
        lineIds.includes(line._id),
      ),
      orders: (await call("GET", `/api/order/${victim.id}`, { token: victim.token })).body,
      image: (await fetch(`${inject("baseUrl")}/uploads/${image}.webp`)).status,
      addresses: (await call("GET", `/api/address/${victim.id}`, { token: victim.token })).body,
      returns: (await call("GET", `/api/returns/${victim.id}`, { token: victim.token })).body,
      wishlist: (await call("GET", `/api/wishlist/${victim.id}`, { token: victim.token })).body,
      // Anyone logged in may find it helpful: everything else of it is the victim's.
      reviews: (await call("GET", `/api/product/${parcelled.id}/reviews`, { token: victim.token })).body.reviews.map(
        ({ helpful: _votes, ...review }: { helpful: number }) => review,
      ),
      // Never the attacker's to change: the shop's owner is the first seller, and victimSeller signed up before the attacker.
      shop: (await call("GET", "/api/shop")).body,
      offers: (await call("GET", "/api/offers")).body,
    });
    const before = await snapshot();

    const attacker = await signUp(true);
    const victimIds = [victim.id, victimSeller.id, product.id, parcelled.id, image, order.id, savedAddress, shipment, returnId, reviewId, ...lineIds];
    /** The victims' ids a path parameter of each name can hold. */
    const idsFor: Record<string, string[]> = {
      userId: [victim.id, victimSeller.id],
      adminId: [victimSeller.id],
      id: [product.id, parcelled.id],
      orderId: [...lineIds, order.id],
      addressId: [savedAddress],
      shipmentId: [shipment],
      returnId: [returnId],
      reviewId: [reviewId],
      productId: [product.id],
      // Nobody's: the PIN look-up holds no one's data.
      pin: ["560001"],
      // The owner's: the attacker is a seller, never the owner.
      slug: ["terms", "privacy"],
      // The owner's: a code the attacker would plant or change.
      code: ["PLANTED10"],
    };
    const fresh = crypto.randomBytes(4).toString("hex");
    /** For each call, bodies its rightful caller would get a 2xx for, naming the victims' things. */
    const wellFormed: Record<string, unknown[]> = {
      "POST /api/auth/register": [
        { firstName: "Mallory", email: `mallory_${fresh}@example.com`, username: victim.username, password: "another long passphrase" },
      ],
      "POST /api/auth/login": [{ username: attacker.username, password: PASSWORD }],
      "POST /api/auth/logout": [{}],
      "PUT /api/user/{userId}": [{ firstName: "Mallory", lastName: "Hacker", username: `mallory_${fresh}`, email: `mallory_${fresh}@example.net` }],
      "PUT /api/user/{userId}/password": [{ currentPassword: PASSWORD, newPassword: "another long passphrase" }],
      "POST /api/user/{userId}/verification": [{}],
      "POST /api/auth/verify": [{ token: crypto.randomBytes(32).toString("base64url") }],
      "POST /api/auth/forgot": [{ email: `${victim.username}@example.com` }],
      "PUT /api/grievance/{id}": [{ step: "resolved" }],
      "PUT /api/policies/{slug}": [{ body: "## Planted\nThe attacker's terms." }, { body: null }],
      "PUT /api/seller-requests/{userId}": [{ approve: true }],
      "POST /api/sellers": [{ username: attacker.username }, { username: victim.username }],
      "PUT /api/seller/{userId}/business": [{ businessName: "Planted" }, { gstin: null, enrolmentId: "EN2711AAPFU0939" }],
      "PUT /api/seller/{userId}/business/approval": [{ approve: true }, { approve: false, note: "Planted" }],
      "PUT /api/seller/{userId}/commission": [{ percent: 0 }, { percent: null }],
      "POST /api/seller/{userId}/payout": [{ amount: 1, reference: "Planted", paidOn: "2026-11-01" }],
      "POST /api/grievance": [{ name: "Mallory", email: `mallory_${fresh}@example.net`, text: "A complaint about nothing at all." }],
      "POST /api/auth/reset": [{ token: crypto.randomBytes(32).toString("base64url"), password: "another long passphrase" }],
      "POST /api/product/add/{userId}": [
        { title: "Planted", description: "x", price: 1, size: [], color: "red", category: ["planted"], previewSource: await pngDataUrl("#ff0000") },
      ],
      "PUT /api/product/{id}": [{ title: "Hacked", description: "hacked", price: 1, color: "black", size: ["XL"], category: ["hacked"] }],
      "POST /api/image/upload": [{ data: await pngDataUrl("#00ff00") }],
      "POST /api/image/delete": [{ publicId: image }],
      "POST /api/cart/add/{userId}": [{ productId: product.id, quantity: 5 }],
      "PUT /api/cart/{userId}": [
        { index: 0, quantity: 7 },
        { index: 0, quantity: 0 },
      ],
      "POST /api/cart/delete/{userId}": [{ id: 0 }],
      "POST /api/order/add/{userId}": [{ address }, { addressId: savedAddress }],
      "PUT /api/order/update/status/{orderId}": [{ status: "Accepted" }, { status: "Cancelled" }],
      "PUT /api/order/cancel/{orderId}": [{}, { lineIds }],
      "PUT /api/order/ship/{orderId}": [{ lineIds: [lineIds[0]], carrier: "DTDC", awb: `FZ${fresh}` }],
      "PUT /api/order/shipment/{shipmentId}": [{ status: "delivered" }, { status: "rto" }, { status: "lost" }],
      "PUT /api/shop": [{ name: "Hijacked", gstin: null }, { upi: { vpa: "mallory@okaxis", payeeName: "Mallory" } }],
      "POST /api/order/{orderId}/upi-reference": [{ utr: "412345678901" }],
      "PUT /api/order/{orderId}/payment": [{ status: "paid", reference: "412345678901" }, { status: "failed" }],
      "POST /api/order/{orderId}/refund": [{ amount: 1, reference: "412345678901" }],
      "POST /api/payment/razorpay/verify": [
        { razorpay_order_id: "order_Victim00000001", razorpay_payment_id: "pay_Victim00000001", razorpay_signature: "0".repeat(64) },
      ],
      "POST /api/payment/razorpay/webhook": [
        {
          event: "payment.captured",
          payload: { payment: { entity: { id: "pay_Victim00000001", order_id: "order_Victim00000001", amount: 100, currency: "INR" } } },
        },
      ],
      "POST /api/address/{userId}": [address],
      "POST /api/order/return/{orderId}": [{ lines: [{ lineId: lineIds[1], quantity: 1, reason: "too_small" }], refundTo: { upi: "mallory@okhdfc" } }],
      "PUT /api/return/{returnId}": [{ status: "approved" }, { status: "rejected", note: "Mallory says no" }],
      "PUT /api/address/{userId}/{addressId}": [{ name: "Mallory" }, { isDefault: false }],
      "POST /api/product/{id}/reviews": [{ rating: 1, text: "Planted" }],
      "PUT /api/review/{reviewId}": [{ rating: 1, text: "Hacked" }],
      "PUT /api/review/{reviewId}/reply": [{ text: "A planted reply" }],
      "PUT /api/review/{reviewId}/moderation": [{ hidden: true, reason: "spam" }],
      "POST /api/review/{reviewId}/helpful": [{}],
      "POST /api/wishlist/{userId}": [{ productId: product.id }],
      "POST /api/cart/{userId}/coupon": [{ code: "PLANTED10" }],
      "POST /api/coupon": [{ code: "PLANTED10", description: "The attacker's", kind: "percent", value: 90, public: true }],
      "PUT /api/coupon/{code}": [{ value: 90, public: true }],
      "POST /api/wishlist/{userId}/alerts": [{}],
      "POST /api/auth/otp": [{ mobile: address.mobile }],
      "POST /api/auth/otp/verify": [{ mobile: address.mobile, code: "123456" }],
      "PUT /api/user/{userId}/mobile": [{ mobile: address.mobile }],
      "POST /api/user/{userId}/mobile/verify": [{ code: "123456" }],
      "POST /api/user/{userId}/confirm-code": [{}],
      "POST /api/whatsapp/webhook": [{ object: "whatsapp_business_account", entry: [] }],
      "POST /api/order/shipment/{shipmentId}/retry": [{}],
      "POST /api/order/shipment/{shipmentId}/decline": [{}],
      "PUT /api/user/{userId}/whatsapp": [{ newOrders: true }],
      "POST /api/order/parcel-answer": [{ token: crypto.randomBytes(32).toString("base64url"), answer: "decline" }],
      "POST /api/order/{orderId}/confirm-cod": [{}, { answer: "cancel" }],
      "POST /api/order/confirm-cod": [{ token: crypto.randomBytes(32).toString("base64url"), answer: "cancel" }],
    };
    const key = (c: ApiCall) => `${c.method} ${c.path}`;
    for (const apiCall of API_CALLS) if (hasBody(apiCall.method)) expect(wellFormed[key(apiCall)], `a well-formed body for ${key(apiCall)}`).toBeDefined();

    const ids: fc.Arbitrary<string> = fc.constantFrom(...victimIds);
    const value = fc.oneof(ids, fc.anything(), fc.integer({ min: -1, max: 3 }), fc.constantFrom("Accepted", "Cancelled", "Delivered"));
    const bodies: fc.Arbitrary<unknown> = fc.oneof(
      fc.dictionary(fc.constantFrom(...FIELDS), value),
      fc.record({ productId: ids, quantity: fc.integer({ min: -5, max: 99 }) }),
      fc.record({ status: fc.constantFrom("Accepted", "Cancelled"), orderId: ids }),
    );
    for (const apiCall of API_CALLS) {
      // Every combination of the victims' ids its path parameters can hold (/api/address/{userId}/{addressId} takes two).
      const victimPaths = [...apiCall.path.matchAll(/\{(\w+)\}/g)].reduce(
        (paths, [param, name]) => paths.flatMap((p) => idsFor[name].map((id) => p.replace(param, id))),
        [apiCall.path],
      );
      const examples: [unknown, string][] = (wellFormed[key(apiCall)] ?? [undefined]).flatMap((body) =>
        victimPaths.map((path): [unknown, string] => [body, path]),
      );
      const paths = ids.map((id) => apiCall.path.replace(/\{\w+\}/g, id));
      await fc.assert(
        fc.asyncProperty(bodies, paths, async (body, path) => {
          await call(apiCall.method, path, { token: attacker.token, headers, ...(hasBody(apiCall.method) ? { body } : {}) });
          if (apiCall.path === LOGOUT) await relogin(attacker);
        }),
        { numRuns: 10 + examples.length, examples },
      );
    }
    await expectStillSignedIn(attacker);
    expect(await snapshot()).toEqual(before);
  });
});
