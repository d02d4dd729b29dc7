import { describe, expect, it } from "vitest";
import { z } from "zod";
import { productJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, deliverTo, expectError, expectOk, signUp } from "./client.ts";
import { getPage } from "./html.ts";

const products = z.array(productJsonSchema);
type Listed = z.infer<typeof productJsonSchema>;

/**
 * Five products of one fresh category; three share a price, so only the id can order them.
 * A made-up category is searched, not listed (docs/api.md, "Storefront listings"), so they
 * are also kurtas, one of the shop's categories, in a colour of their own that picks them
 * out of that listing.
 */
async function catalogWithTies() {
  const seller = await signUp(true);
  const tag = `sort${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const made = [];
  for (const [price, title] of [
    [500, "Plain cotton kurta"],
    [300, "Linen shirt"],
    [500, "Printed linen kurta"],
    [100, "Linen linen linen shirt"],
    [500, "Khadi shirt"],
  ] as const) {
    made.push(await addProduct(seller, { category: [tag, "kurtas"], color: tag, price, title }));
  }
  return { tag, made };
}

async function list(query: string): Promise<Listed[]> {
  return expectOk(await call("GET", `/api/product?${query}`), 200, products);
}

/** Every page of `limit`, concatenated: paging must neither repeat nor skip a product. */
async function allPages(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < 10; offset += limit) ids.push(...(await list(`${query}&limit=${limit}&offset=${offset}`)).map((p) => p.id));
  return ids;
}

const byId = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe("GET /api/product?sort=…", () => {
  it("sorts by price either way, ties by id, and pages without repeats or gaps", async () => {
    const { tag, made } = await catalogWithTies();
    const full = await list(`category=${tag}`);
    const ascending = [...full].sort((a, b) => a.price - b.price || byId(a, b));
    const descending = [...full].sort((a, b) => b.price - a.price || byId(b, a));
    expect((await list(`category=${tag}&sort=price_asc`)).map((p) => p.id)).toEqual(ascending.map((p) => p.id));
    expect((await list(`category=${tag}&sort=price_desc`)).map((p) => p.id)).toEqual(descending.map((p) => p.id));
    expect(ascending.map((p) => p.price)).toEqual([100, 300, 500, 500, 500]);
    for (const limit of [1, 2, 3]) {
      expect(await allPages(`category=${tag}&sort=price_asc`, limit)).toEqual(ascending.map((p) => p.id));
      expect(await allPages(`category=${tag}&sort=price_desc`, limit)).toEqual(descending.map((p) => p.id));
    }
    // Newest is the default of a listing, and the explicit sort gives the same.
    const newest = [...made].reverse().map((p) => p.id);
    expect(full.map((p) => p.id)).toEqual(newest);
    expect(await allPages(`category=${tag}&sort=newest`, 2)).toEqual(newest);
  });

  it("ranks a search by relevance by default and sorts it by price on request", async () => {
    const { tag } = await catalogWithTies();
    const relevance = await list(`category=${tag}&q=linen`);
    expect(relevance[0].title).toBe("Linen linen linen shirt");
    expect(relevance.map((p) => p.title).sort()).toEqual(["Linen linen linen shirt", "Linen shirt", "Printed linen kurta"]);
    expect((await list(`category=${tag}&q=linen&sort=relevance`)).map((p) => p.id)).toEqual(relevance.map((p) => p.id));
    expect((await list(`category=${tag}&q=linen&sort=price_desc`)).map((p) => p.price)).toEqual([500, 300, 100]);
    expect(await allPages(`category=${tag}&q=linen&sort=price_asc`, 1)).toEqual((await list(`category=${tag}&q=linen&sort=price_asc`)).map((p) => p.id));
  });

  it("refuses an unknown order, and relevance without search text, with 400 naming sort", async () => {
    expectError(await call("GET", "/api/product?sort=cheapest"), 400, "sort");
    expectError(await call("GET", "/api/product?sort=PRICE_ASC"), 400, "sort");
    expectError(await call("GET", "/api/product?sort=relevance"), 400, "sort");
    expectError(await call("GET", "/api/product?category=shirts&sort=relevance"), 400, "sort");
    expect(Array.isArray((await call("GET", "/api/product?q=shirt&sort=relevance")).body)).toBe(true);
  });
});

describe("sort=rating", () => {
  it("lists the best rated first: by average, then by number of reviews, the unrated last; on the API and the listing page", async () => {
    const seller = await signUp(true);
    const tag = `rated${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const add = (title: string) => addProduct(seller, { category: [tag, "kurtas"], color: tag, size: ["M"], title });
    const [unrated, low, twoFives, oneFive] = [await add("Unrated kurta"), await add("Low kurta"), await add("Two fives kurta"), await add("One five kurta")];
    const rate = async (productId: string, rating: number) => {
      const shopper = await signUp();
      await deliverTo(seller, shopper, productId, "M");
      expectOk(await call("POST", `/api/product/${productId}/reviews`, { token: shopper.token, body: { rating } }), 201, z.unknown());
    };
    await rate(low.id, 2);
    await rate(twoFives.id, 5);
    await rate(twoFives.id, 5);
    await rate(oneFive.id, 5);
    const best = ["Two fives kurta", "One five kurta", "Low kurta", "Unrated kurta"];
    expect((await list(`category=${tag}&sort=rating`)).map((p) => p.title)).toEqual(best);
    expect(await allPages(`category=${tag}&sort=rating`, 3)).toEqual([twoFives.id, oneFive.id, low.id, unrated.id]);
    const page = await getPage(`/products/kurtas?color=${tag}&sort=rating`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('aria-current="true" class="filter-chip">Best rated');
    expect([...page.html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(best);
  });
});

describe("sorted listing and search pages", () => {
  const titlesOf = (html: string) => [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);

  it("a category page sorts through its links and keeps the order across sizes and pages", async () => {
    const { tag } = await catalogWithTies();
    const listing = `/products/kurtas?color=${tag}`;
    const page = await getPage(`${listing}&sort=price_asc`);
    expect(page.status).toBe(200);
    expect(titlesOf(page.html).slice(0, 2)).toEqual(["Linen linen linen shirt", "Linen shirt"]);
    expect(page.html).toContain('aria-current="true" class="filter-chip">Price: low to high');
    expect(page.html).toContain(`href="${listing}&amp;sort=price_desc"`);
    // Newest is the default: its link is the bare address; relevance is for searches only.
    expect(page.html).toContain(`href="${listing}"`);
    expect(page.html).not.toContain(">Relevance<");
    expect(page.html).toContain(`href="/products/kurtas?size=M&amp;color=${tag}&amp;sort=price_asc"`);
    const high = await getPage(`${listing}&sort=price_desc`);
    expect(titlesOf(high.html).at(-1)).toBe("Linen linen linen shirt");
    expect(high.html).toMatch(/<title>[^<]*price: high to low/);
  });

  it("a search page offers relevance as its default", async () => {
    const { tag } = await catalogWithTies();
    await getPage(`/products/${tag}`);
    const search = await getPage(`/products/${encodeURIComponent(`${tag} linen`)}`);
    expect(search.status).toBe(200);
    expect(search.html).toContain('aria-current="true" class="filter-chip">Relevance');
    expect(titlesOf(search.html)[0]).toBe("Linen linen linen shirt");
    const cheap = await getPage(`/products/${encodeURIComponent(`${tag} linen`)}?sort=price_asc`);
    expect(titlesOf(cheap.html)).toEqual(["Linen linen linen shirt", "Linen shirt", "Printed linen kurta"]);
  });
});
