import { describe, expect, it } from "vitest";
import { z } from "zod";
import { productJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, signUp } from "./client.ts";
import { getPage } from "./html.ts";

// A sale price below the MRP (issue 43, §3) through the API and the pages: what a seller may set,
// the order by what the shopper pays, and a sale's end reaching every page at once, the cached
// ones included (lib/catalog/cache.ts, catalogClock; lib/cache/until.mjs).

const products = z.array(productJsonSchema);
const titlesOf = (html: string) => [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
const later = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe("a product's sale price", () => {
  it("is taken below the MRP and shown with the percentage off; 400 at or above it, at or below 0, or with an end gone by", async () => {
    const seller = await signUp(true);
    const shirt = await addProduct(seller, { price: 1999, salePrice: 799, saleEndsAt: later() });
    const read = expectOk(await call("GET", `/api/product/${shirt.id}`), 200, productJsonSchema);
    expect(read).toMatchObject({ price: 1999, salePrice: 799, offPercent: 60 });
    expect(Date.parse(read.saleEndsAt!)).toBeGreaterThan(Date.now());

    const add = (fields: Record<string, unknown>) =>
      call("POST", `/api/product/add/${seller.id}`, { token: seller.token, body: { title: "Kurta", price: 500, image: shirt.image, ...fields } });
    expectError(await add({ salePrice: 500 }), 400, "salePrice");
    expectError(await add({ salePrice: 600 }), 400, "salePrice");
    expectError(await add({ salePrice: 0 }), 400, "salePrice");
    expectError(await add({ salePrice: -5 }), 400, "salePrice");
    expectError(await add({ salePrice: 400, saleEndsAt: new Date(Date.now() - 60_000).toISOString() }), 400, "saleEndsAt");
    expectError(await add({ saleEndsAt: later() }), 400, "saleEndsAt");

    const put = (body: Record<string, unknown>) => call("PUT", `/api/product/${shirt.id}`, { token: seller.token, body });
    expectError(await put({ salePrice: 1999 }), 400, "salePrice");
    expectError(await put({ price: 799 }), 400, "price");
    expect(expectOk(await put({ salePrice: null }), 200, productJsonSchema)).toMatchObject({ salePrice: null, saleEndsAt: null, offPercent: null });
    // The specification's client sends none: the product is as it always was.
    expect(expectOk(await call("GET", `/api/product/${(await addProduct(seller)).id}`), 200, productJsonSchema)).toMatchObject({
      price: 799.5,
      salePrice: null,
      offPercent: null,
    });
  });

  it("orders sort=price_asc and price_desc by what the shopper pays, in the API and on the listing, and a sale's end reaches the cached pages at once", async () => {
    const seller = await signUp(true);
    const tag = `sale${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const make = (title: string, fields: Record<string, unknown>) => addProduct(seller, { title, category: [tag, "kurtas"], color: tag, ...fields });
    await make("Plain kurta", { price: 500 });
    await make("Cotton kurta", { price: 400 });
    const ends = Date.now() + 6000;
    const silk = await make("Silk kurta", { price: 900, salePrice: 300, saleEndsAt: new Date(ends).toISOString() });

    const list = async (sort: string) => expectOk(await call("GET", `/api/product?category=${tag}&sort=${sort}`), 200, products).map((p) => p.title);
    expect(await list("price_asc")).toEqual(["Silk kurta", "Cotton kurta", "Plain kurta"]);
    expect(await list("price_desc")).toEqual(["Plain kurta", "Cotton kurta", "Silk kurta"]);
    const listing = `/products/kurtas?color=${tag}&sort=price_asc`;
    // Twice: the second comes from the cache.
    await getPage(listing);
    const cached = await getPage(listing);
    expect(titlesOf(cached.html)).toEqual(["Silk kurta", "Cotton kurta", "Plain kurta"]);
    expect(cached.html).toContain("66% off");
    await getPage(`/product/${silk.id}`);
    const product = await getPage(`/product/${silk.id}`);
    expect(product.html).toMatch(/₹300<\/span> <s[^>]*><span class="sr-only">MRP(?:<!-- -->)? <\/span>₹900<\/s> <span[^>]*>66% off/);

    await new Promise((resolve) => setTimeout(resolve, ends - Date.now() + 100));
    const after = await getPage(listing);
    expect(titlesOf(after.html)).toEqual(["Cotton kurta", "Plain kurta", "Silk kurta"]);
    expect(after.html).not.toContain("% off");
    const ended = await getPage(`/product/${silk.id}`);
    // A sale shown reads "66% off"; the similar products' card words carry only the template "{percent}% off".
    expect(ended.html).not.toMatch(/\d% off/);
    expect(ended.html).toContain("₹900");
    expect(await list("price_asc")).toEqual(["Cotton kurta", "Plain kurta", "Silk kurta"]);
    expect(expectOk(await call("GET", `/api/product/${silk.id}`), 200, productJsonSchema)).toMatchObject({
      salePrice: null,
      saleEndsAt: null,
      offPercent: null,
    });
  });
});
