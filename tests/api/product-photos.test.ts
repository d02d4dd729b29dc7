import { describe, expect, it } from "vitest";
import { z } from "zod";
import { productJsonSchema, sellerOrderLineJsonSchema } from "@/lib/validation/responses";
import { addProduct, baseUrl, call, expectError, expectOk, pngDataUrl, signUp, type Account } from "./client.ts";

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const COLORS = ["#e74c3c", "#27ae60", "#2980b9", "#8e44ad", "#f39c12", "#16a085", "#2c3e50", "#d35400", "#7f8c8d"];

async function upload(seller: Account, color = "#2e86de"): Promise<string> {
  const answer = await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl(color) } });
  expect(answer.status).toBe(201);
  return answer.body.publicId as string;
}

async function uploads(seller: Account, count: number): Promise<string[]> {
  const ids = [];
  for (let i = 0; i < count; i += 1) ids.push(await upload(seller, COLORS[i % COLORS.length]));
  return ids;
}

const product = (answer: Awaited<ReturnType<typeof call>>, status = 200) => expectOk(answer, status, productJsonSchema);

describe("several photos per product", () => {
  it("adds a product with its photos in order: image is the first, every URL serves a picture", async () => {
    const seller = await signUp(true);
    const ids = await uploads(seller, 3);
    const added = product(
      await call("POST", `/api/product/add/${seller.id}`, { token: seller.token, body: { title: "Kurta", price: 999, size: ["M"], images: ids } }),
      201,
    );
    expect(added.images).toEqual(ids);
    expect(added.image).toBe(ids[0]);
    expect(added.imageUrls).toHaveLength(3);
    expect(added.imageUrl).toBe(added.imageUrls[0]);
    for (const url of added.imageUrls) expect((await fetch(new URL(url, baseUrl()))).status).toBe(200);
    expect(product(await call("GET", `/api/product/${added.id}`)).images).toEqual(ids);
  });

  it("reorders, removes and replaces photos; the spec's single image keeps working beside them", async () => {
    const seller = await signUp(true);
    const [a, b, c, d] = await uploads(seller, 4);
    const created = product(
      await call("POST", `/api/product/add/${seller.id}`, { token: seller.token, body: { title: "Top", price: 599, images: [a, b, c] } }),
      201,
    );
    const put = (body: Record<string, unknown>) => call("PUT", `/api/product/${created.id}`, { token: seller.token, body });
    expect(product(await put({ images: [c, a] }))).toMatchObject({ image: c, images: [c, a] });
    // An update without photo fields keeps them; one read back and sent again is accepted.
    expect(product(await put({ title: "Top 2" })).images).toEqual([c, a]);
    expect(product(await put({ image: c, images: [c, a] })).images).toEqual([c, a]);
    // The spec's client sends one image: it takes the first photo's place, the others stay.
    expect(product(await put({ image: d })).images).toEqual([d, a]);
    expect(product(await put({ image: a })).images).toEqual([a, d]);
    const fresh = product(await put({ previewSource: await pngDataUrl("#123456") }));
    expect(fresh.images).toHaveLength(2);
    expect(fresh.images[1]).toBe(d);
    expect(fresh.image).toBe(fresh.images[0]);
    // The spec's add form: previewSource alone gives a one-photo product.
    expect((await addProduct(seller)) as unknown as { images: string[] }).toMatchObject({ images: [expect.any(String)] });
  });

  it("refuses another seller's image with 403, unknown ids, duplicates and more than 8 with 400", async () => {
    const seller = await signUp(true);
    const rival = await signUp(true);
    const mine = await uploads(seller, 9);
    const theirs = await upload(rival);
    const add = (body: Record<string, unknown>) =>
      call("POST", `/api/product/add/${seller.id}`, { token: seller.token, body: { title: "T", price: 10, ...body } });
    expectError(await add({ images: [mine[0], theirs] }), 403);
    expectError(await add({ images: [mine[0], "v_nosuchimage"] }), 400, "images.1");
    expectError(await add({ images: mine }), 400, "images");
    expectError(await add({ images: [mine[0], mine[0]] }), 400, "images");
    expectError(await add({ images: [] }), 400, "images");
    expectError(await add({ images: [mine[0]], image: mine[1] }), 400);
    expectError(await add({ images: [mine[0]], previewSource: await pngDataUrl() }), 400);
    const created = product(await add({ images: mine.slice(0, 8) }), 201);
    expect(created.images).toHaveLength(8);
    const put = (body: Record<string, unknown>) => call("PUT", `/api/product/${created.id}`, { token: seller.token, body });
    expectError(await put({ images: [theirs] }), 403);
    expectError(await put({ images: mine }), 400, "images");
    expect(product(await call("GET", `/api/product/${created.id}`)).images).toEqual(mine.slice(0, 8));
  });

  it("a photo taken off a product still shows in the order that has it, and cannot be deleted while it does", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const [a, b, c] = await uploads(seller, 3);
    const created = product(
      await call("POST", `/api/product/add/${seller.id}`, { token: seller.token, body: { title: "Shirt", price: 1299, images: [a, b, c] } }),
      201,
    );
    await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: created.id, quantity: 1 } });
    expect((await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } })).status).toBe(201);

    expect(product(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { images: [c] } })).images).toEqual([c]);
    const lines = expectOk(await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token }), 200, z.array(sellerOrderLineJsonSchema));
    expect(lines[0].productId.image).toBe(a);
    expect((await fetch(new URL(lines[0].productId.imageUrl, baseUrl()))).status).toBe(200);
    // a is in the order, c on the product: both stay. b is on neither and may go.
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: a } }), 409);
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: c } }), 409);
    expect((await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: b } })).status).toBe(200);
    // A photo that is not the first is still shown by the product.
    product(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { images: [c, a] } }));
    const [d] = await uploads(seller, 1);
    product(await call("PUT", `/api/product/${created.id}`, { token: seller.token, body: { images: [d, c] } }));
    expectError(await call("POST", "/api/image/delete", { token: seller.token, body: { publicId: c } }), 409);
  });
});
