import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deletedJsonSchema, productJsonSchema } from "@/lib/validation/responses";
import { addProduct, baseUrl, call, expectError, expectOk, pngDataUrl, signUp, strangers } from "./client.ts";

const products = z.array(productJsonSchema);

describe("POST /api/product/add/{userId}", () => {
  it("the seller adds a product from the spec's form: 201 with the product of docs/api.md", async () => {
    const seller = await signUp(true);
    const answer = await call("POST", `/api/product/add/${seller.id}`, {
      token: seller.token,
      body: {
        title: "Kurta",
        description: "Cotton",
        price: "1299.5",
        size: ["s", "M"],
        color: "blue",
        category: ["Tops"],
        previewSource: await pngDataUrl(),
        adminId: "someone-else",
        _id: "mine",
      },
    });
    const product = expectOk(answer, 201, productJsonSchema);
    expect(product).toMatchObject({ title: "Kurta", price: 1299.5, size: ["S", "M"], category: ["tops"], adminId: seller.id });
    expect(product._id).toBe(product.id);
    expect(product.id).not.toBe("mine");
    expect(product.imageUrl).toContain(product.image);
    const image = await fetch(new URL(product.imageUrl, baseUrl()));
    expect(image.status).toBe(200);
  });

  it("validates: price, lists, missing image, wrong types", async () => {
    const seller = await signUp(true);
    const path = `/api/product/add/${seller.id}`;
    const base = { title: "T", price: 10, previewSource: await pngDataUrl() };
    expectError(await call("POST", path, { token: seller.token, body: { ...base, price: -5 } }), 400, "price");
    expectError(await call("POST", path, { token: seller.token, body: { ...base, price: 10.555 } }), 400, "price");
    expectError(await call("POST", path, { token: seller.token, body: { ...base, price: "ten" } }), 400, "price");
    expectError(await call("POST", path, { token: seller.token, body: { ...base, title: "" } }), 400, "title");
    expectError(await call("POST", path, { token: seller.token, body: { ...base, size: [1, 2] } }), 400);
    expectError(await call("POST", path, { token: seller.token, body: { title: "T", price: 10 } }), 400, "previewSource");
    expectError(await call("POST", path, { token: seller.token, body: { ...base, previewSource: "data:text/plain;base64,aGVsbG8=" } }), 415);
    expectError(await call("POST", path, { token: seller.token, body: { ...base, previewSource: "not a data url" } }), 400);
  });

  it("refuses the anonymous caller, a shopper on their own id, another shopper and another seller", async () => {
    const seller = await signUp(true);
    const { anonymous, shopper, seller: rival } = await strangers();
    const body = { title: "T", price: 10, previewSource: await pngDataUrl() };
    expectError(await call("POST", `/api/product/add/${seller.id}`, { token: anonymous, body }), 401);
    expectError(await call("POST", `/api/product/add/${seller.id}`, { token: shopper.token, body }), 403);
    expectError(await call("POST", `/api/product/add/${seller.id}`, { token: rival.token, body }), 403);
    expectError(await call("POST", `/api/product/add/${shopper.id}`, { token: shopper.token, body }), 403);
    expect((await call("GET", `/api/product/myproducts/${seller.id}`, { token: seller.token })).body).toEqual([]);
  });
});

describe("GET /api/product and /api/product/{id}", () => {
  it("lists newest first with filters, the spec's chained query and a capped limit", async () => {
    const seller = await signUp(true);
    const tag = `tag${Date.now()}`;
    const a = await addProduct(seller, { category: [tag], size: ["M"], color: "Red" });
    const b = await addProduct(seller, { category: [tag], size: ["S"], color: "red" });
    const all = expectOk(await call("GET", `/api/product?category=${tag}`), 200, products);
    expect(all.map((p) => p.id)).toEqual([b.id, a.id]);
    const chained = expectOk(await call("GET", `/api/product?category=${tag}/?size=m/?color=RED`), 200, products);
    expect(chained.map((p) => p.id)).toEqual([a.id]);
    const normal = expectOk(await call("GET", `/api/product?category=${tag}&size=S&color=red`), 200, products);
    expect(normal.map((p) => p.id)).toEqual([b.id]);
    expect(expectOk(await call("GET", `/api/product?category=${tag}/?size=/?color=`), 200, products)).toHaveLength(2);
    expect(expectOk(await call("GET", `/api/product?category=${tag}&limit=1&offset=1`), 200, products).map((p) => p.id)).toEqual([a.id]);
    expect(expectOk(await call("GET", `/api/product?limit=100000`), 200, products).length).toBeLessThanOrEqual(100);
  });

  it("refuses a bad limit or offset with 400", async () => {
    expectError(await call("GET", "/api/product?limit=-1"), 400, "limit");
    expectError(await call("GET", "/api/product?limit=1.5"), 400, "limit");
    expectError(await call("GET", "/api/product?offset=abc"), 400, "offset");
  });

  it("reads one product; unknown id 404, malformed id 400", async () => {
    const seller = await signUp(true);
    const created = await addProduct(seller);
    expect(expectOk(await call("GET", `/api/product/${created.id}`), 200, productJsonSchema)).toMatchObject({ _id: created.id, price: 799.5 });
    expectError(await call("GET", "/api/product/cnosuchproduct0000000000"), 404);
    expectError(await call("GET", `/api/product/${"x".repeat(300)}`), 400, "id");
    expectError(await call("GET", `/api/product/${encodeURIComponent("a b;drop")}`), 400, "id");
  });
});

describe("GET /api/product/{id}/similar", () => {
  it("anyone gets others of all its shop categories, nearest in price first, never itself; unknown id 404, malformed id 400", async () => {
    const seller = await signUp(true);
    const mine = await addProduct(seller, { category: ["kurtas", "women"], price: 1234.5 });
    const near = await addProduct(seller, { category: ["kurtas", "women"], price: 1240 });
    const men = await addProduct(seller, { category: ["kurtas", "men"], price: 1234.5 });
    const similar = expectOk(await call("GET", `/api/product/${mine.id}/similar`), 200, products);
    const ids = similar.map((product) => product.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(men.id);
    expect(similar.length).toBeLessThanOrEqual(8);
    for (const product of similar) expect(product.category).toEqual(expect.arrayContaining(["kurtas", "women"]));
    const distances = similar.map((product) => Math.abs(product.price - mine.price));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expectError(await call("GET", "/api/product/cnosuchproduct0000000000/similar"), 404);
    expectError(await call("GET", `/api/product/${"x".repeat(300)}/similar`), 400, "id");
  });
});

describe("GET /api/product/myproducts/{adminId}", () => {
  it("lists the seller's own products only, for that seller only", async () => {
    const seller = await signUp(true);
    const mine = await addProduct(seller);
    const { anonymous, shopper, seller: rival } = await strangers();
    await addProduct(rival);
    const list = expectOk(await call("GET", `/api/product/myproducts/${seller.id}`, { token: seller.token }), 200, products);
    expect(list.map((p) => p.id)).toEqual([mine.id]);
    expectError(await call("GET", `/api/product/myproducts/${seller.id}`, { token: anonymous }), 401);
    expectError(await call("GET", `/api/product/myproducts/${seller.id}`, { token: shopper.token }), 403);
    expectError(await call("GET", `/api/product/myproducts/${seller.id}`, { token: rival.token }), 403);
    expectError(await call("GET", `/api/product/myproducts/${shopper.id}`, { token: shopper.token }), 403);
  });
});

describe("PUT and DELETE /api/product/{id}", () => {
  it("its seller changes fields; no image keeps the current one; body ids are ignored", async () => {
    const seller = await signUp(true);
    const rival = await signUp(true);
    const created = await addProduct(seller);
    const answer = await call("PUT", `/api/product/${created.id}`, {
      token: seller.token,
      body: {
        title: "New title",
        description: "d",
        price: 100,
        color: "black",
        size: "S,M,L",
        category: ["shirts", "men"],
        productId: "other",
        adminId: rival.id,
      },
    });
    const updated = expectOk(answer, 200, productJsonSchema);
    expect(updated).toMatchObject({ id: created.id, title: "New title", price: 100, size: ["S", "M", "L"], image: created.image, adminId: seller.id });
    const withImage = expectOk(
      await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { previewSource: await pngDataUrl("#000") } }),
      200,
      productJsonSchema,
    );
    expect(withImage.image).not.toBe(created.image);
  });

  it("refuses everyone but its seller; the product is unchanged and still there", async () => {
    const seller = await signUp(true);
    const created = await addProduct(seller);
    const before = (await call("GET", `/api/product/${created.id}`)).body;
    const { anonymous, shopper, seller: rival } = await strangers();
    for (const [caller, status] of [
      [anonymous, 401],
      [shopper, 403],
      [rival, 403],
    ] as const) {
      const token = caller?.token ?? null;
      expectError(await call("PUT", `/api/product/${created.id}`, { token, body: { title: "Hacked", price: 1 } }), status);
      expectError(await call("DELETE", `/api/product/${created.id}`, { token }), status);
    }
    expect((await call("GET", `/api/product/${created.id}`)).body).toEqual(before);
  });

  it("validates the update and refuses another seller's image id", async () => {
    const seller = await signUp(true);
    const rival = await signUp(true);
    const created = await addProduct(seller);
    const theirs = await call("POST", "/api/image/upload", { token: rival.token, body: { data: await pngDataUrl() } });
    // Another seller's image is 403 (it exists, but is not this seller's to show); an unknown id 400.
    expectError(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { image: theirs.body.publicId } }), 403);
    expectError(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { image: "v_nosuchimage" } }), 400, "image");
    expectError(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { price: 0 } }), 400, "price");
    expectError(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { title: ["x"] } }), 400, "title");
    expectError(await call("PUT", "/api/product/cnosuchproduct0000000000", { token: seller.token, body: { title: "x" } }), 404);
  });

  it("its seller deletes it: {deleted: id}, then 404", async () => {
    const seller = await signUp(true);
    const created = await addProduct(seller);
    expect(expectOk(await call("DELETE", `/api/product/${created.id}`, { token: seller.token }), 200, deletedJsonSchema)).toEqual({ deleted: created.id });
    expectError(await call("GET", `/api/product/${created.id}`), 404);
    expectError(await call("DELETE", `/api/product/${created.id}`, { token: seller.token }), 404);
  });
});

describe("a seller's writes are rate-limited", () => {
  it("60 a minute per seller, then 429 with Retry-After on every write; another seller is not held back", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller);
    for (let i = 0; i < 59; i++) expect((await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { price: 100 + i } })).status).toBe(200);
    const refused = await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { price: 1 } });
    expectError(refused, 429);
    expect(refused.body.error.code).toBe("too_many_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expectError(await call("DELETE", `/api/product/${product.id}`, { token: seller.token }), 429);
    expectError(await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl() } }), 429);
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: product.image } }), 429);
    expectError(
      await call("POST", `/api/product/add/${seller.id}`, { token: seller.token, body: { title: "One more", price: 10, previewSource: await pngDataUrl() } }),
      429,
    );
    expect((await call("GET", `/api/product/${product.id}`)).body.price).toBe(158);
    await addProduct(await signUp(true));
  });
});
