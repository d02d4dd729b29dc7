import { describe, expect, it } from "vitest";
import { orderJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectOk, signUp } from "./client.ts";
import { getPage } from "./html.ts";

// One way of writing rupees on every page (issue 47): whole rupees without decimals (₹1,000),
// an amount with paise always with two (₹799.50), through lib/money.ts formatRupees. The
// pages a shopper and a seller read around one order are scanned for the other spelling.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
/** ₹ and a whole amount written with ".00": the spelling the shop does not use. */
const ZERO_PAISE = /₹\s?[\d,]+\.00(?!\d)/g;

describe("rupees on rendered pages", () => {
  it("the storefront, the cart, the shopper's order, the seller's order and the dashboard write whole rupees without .00", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    const kurta = await addProduct(seller, { title: "Cotton kurta", price: 1000, size: [] });
    const shirt = await addProduct(seller, { title: "Linen shirt", price: 799.5, size: [] });
    for (const productId of [kurta.id, shirt.id]) await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId, quantity: 1 } });
    const asShopper = { cookie: `vastra_session=${shopper.token}` };
    const asSeller = { cookie: `vastra_session=${seller.token}` };
    const pages: [string, Record<string, string>][] = [
      ["/", {}],
      ["/products", {}],
      [`/product/${kurta.id}`, {}],
      [`/product/${shirt.id}`, {}],
      ["/cart", asShopper],
      ["/address", asShopper],
    ];
    const seen = new Map<string, string>();
    for (const [path, headers] of pages) seen.set(path, (await getPage(path, headers)).html);
    const placed = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } }), 201, orderJsonSchema);
    await call("PUT", `/api/order/update/status/${placed.items[0]._id}`, { token: seller.token, body: { status: "Accepted" } });
    for (const [path, headers] of [
      [`/profile/orders/${placed.id}`, asShopper],
      ["/profile/orders", asShopper],
      [`/orders/${placed.number}`, asSeller],
      ["/dashboard", asSeller],
    ] as const) {
      const page = await getPage(path, headers);
      expect(page.status, path).toBe(200);
      seen.set(path, page.html);
    }
    for (const [path, html] of seen) expect(html.match(ZERO_PAISE) ?? [], path).toEqual([]);
    // Both spellings the rule has: whole rupees bare, paise with two decimals.
    expect(seen.get(`/product/${kurta.id}`)).toContain("₹1,000");
    expect(seen.get(`/product/${shirt.id}`)).toContain("₹799.50");
  });
});
