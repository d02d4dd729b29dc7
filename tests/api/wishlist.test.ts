import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deletedJsonSchema, wishlistEntryJsonSchema } from "@/lib/validation/responses";
import { unsubscribeApiUrl } from "@/lib/wishlist/unsubscribe";
import { API_TEST_SECRET } from "../setup/api-global.ts";
import { addProduct, baseUrl, call, expectError, expectOk, signUp, strangers } from "./client.ts";

// The wishlist (issue 42) over HTTP: its shapes, and that only its owner reads or changes it.

describe("/api/wishlist/{userId}", () => {
  it("adds a product in a size or any, lists them newest first, takes one size or all off", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    const shirt = await addProduct(seller, { title: "Wished shirt", size: ["S", "M"] });
    const scarf = await addProduct(seller, { title: "Wished scarf", size: [] });
    const add = (body: unknown) => call("POST", `/api/wishlist/${shopper.id}`, { token: shopper.token, body });
    expectOk(await add({ productId: shirt.id, size: "m" }), 201, wishlistEntryJsonSchema);
    expectOk(await add({ productId: shirt.id }), 201, wishlistEntryJsonSchema);
    const again = expectOk(await add({ productId: scarf.id }), 201, wishlistEntryJsonSchema);
    expect(again).toMatchObject({ size: "", productId: { id: scarf.id, title: "Wished scarf" } });
    expectOk(await add({ productId: scarf.id }), 201, wishlistEntryJsonSchema);
    expectError(await add({ productId: shirt.id, size: "XXL" }), 400, "size");
    expectError(await add({ productId: "noSuchProduct" }), 404);

    const list = expectOk(await call("GET", `/api/wishlist/${shopper.id}`, { token: shopper.token }), 200, z.array(wishlistEntryJsonSchema));
    expect(list.map((e) => [e.productId.id, e.size])).toEqual([
      [scarf.id, ""],
      [shirt.id, ""],
      [shirt.id, "M"],
    ]);
    expectOk(await call("DELETE", `/api/wishlist/${shopper.id}/${shirt.id}?size=M`, { token: shopper.token }), 200, deletedJsonSchema);
    expect((await call("GET", `/api/wishlist/${shopper.id}`, { token: shopper.token })).body).toHaveLength(2);
    expectOk(await call("DELETE", `/api/wishlist/${shopper.id}/${scarf.id}`, { token: shopper.token }), 200, deletedJsonSchema);
    const left = (await call("GET", `/api/wishlist/${shopper.id}`, { token: shopper.token })).body;
    expect(left.map((e: { size: string }) => e.size)).toEqual([""]);
  });

  it("is only its owner's: 401 logged out, 403 for anyone else", async () => {
    const seller = await signUp(true);
    const owner = await signUp();
    const product = await addProduct(seller);
    expectOk(await call("POST", `/api/wishlist/${owner.id}`, { token: owner.token, body: { productId: product.id } }), 201, wishlistEntryJsonSchema);
    for (const caller of Object.values(await strangers())) {
      const token = caller?.token ?? null;
      const status = caller ? 403 : 401;
      expectError(await call("GET", `/api/wishlist/${owner.id}`, { token }), status);
      expectError(await call("POST", `/api/wishlist/${owner.id}`, { token, body: { productId: product.id } }), status);
      expectError(await call("DELETE", `/api/wishlist/${owner.id}/${product.id}`, { token }), status);
    }
    expect((await call("GET", `/api/wishlist/${owner.id}`, { token: owner.token })).body).toHaveLength(1);
  });
});

describe("POST /api/wishlist/{userId}/alerts", () => {
  it("turns the alerts off with the mail's signed link, posted as a form (RFC 8058) with no login; 403 for another's token, 400 for none", async () => {
    process.env.AUTH_SECRET = API_TEST_SECRET;
    const [shopper, other] = [await signUp(), await signUp()];
    const tokenOf = (userId: string) => new URL(unsubscribeApiUrl(userId)).searchParams.get("token")!;
    const oneClick = (userId: string, token?: string) =>
      fetch(`${baseUrl()}/api/wishlist/${userId}/alerts${token ? `?token=${encodeURIComponent(token)}` : ""}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const done = await oneClick(shopper.id, tokenOf(shopper.id));
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true });
    expect((await oneClick(shopper.id, tokenOf(shopper.id))).status).toBe(200);
    expect((await oneClick(shopper.id, tokenOf(other.id))).status).toBe(403);
    expect((await oneClick(shopper.id)).status).toBe(400);
  });
});
