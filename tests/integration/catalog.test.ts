import { describe, expect, it } from "vitest";
import { deleteUnusedImage, uploadSellerImage } from "@/lib/catalog/images";
import { createProduct, deleteProduct, listSellerProducts, updateProduct } from "@/lib/catalog/manage";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct, findProductPage } from "@/lib/catalog/products";
import { prisma } from "@/lib/db";
import { uploadImage } from "@/lib/images";
import { SELLER_WRITE_LIMIT } from "@/lib/security/rate-limit";
import { productInputSchema, productQueryParams, productQuerySchema, productUpdateSchema } from "@/lib/validation/products";
import { newProduct, newUser, pngDataUrl } from "./fixtures.ts";

describe("catalog management", () => {
  it("creates a product from the spec's add form, storing paise and normalised lists", async () => {
    const seller = await newUser({ admin: true });
    const input = productInputSchema.parse({
      title: " Kurta ",
      description: "Cotton",
      price: "1299.50",
      size: "s, m ,L",
      color: "blue",
      category: ["Tops", "women"],
      previewSource: await pngDataUrl(),
      adminId: "someone-else",
      sellerId: "someone-else",
      _id: "chosen-id",
    });
    const product = await createProduct(seller.id, input);
    expect(product).toMatchObject({ title: "Kurta", pricePaise: 129950, sizes: ["S", "M", "L"], categories: ["tops", "women"], sellerId: seller.id });
    expect(product.id).not.toBe("chosen-id");
    const json = toProductJson(product);
    expect(json).toMatchObject({ _id: product.id, id: product.id, price: 1299.5, adminId: seller.id, image: product.image });
    expect(json.imageUrl).toContain(product.image);
    expect(await prisma.image.findUnique({ where: { publicId: product.image } })).toMatchObject({ ownerId: seller.id });
  });

  it("only sellers create products", async () => {
    const shopper = await newUser();
    await expect(newProduct(shopper.id)).rejects.toMatchObject({ status: 403 });
  });

  it("updates only given fields, keeps the image when none is sent, and only for the product's seller", async () => {
    const seller = await newUser({ admin: true });
    const rival = await newUser({ admin: true });
    const product = await newProduct(seller.id);
    await expect(updateProduct(rival.id, product.id, productUpdateSchema.parse({ price: 1 }))).rejects.toMatchObject({ status: 403 });
    await expect(deleteProduct(rival.id, product.id)).rejects.toMatchObject({ status: 403 });
    expect(await findProduct(product.id)).toEqual(product);

    const updated = await updateProduct(seller.id, product.id, productUpdateSchema.parse({ title: "New", price: 10, productId: "x", adminId: rival.id }));
    expect(updated).toMatchObject({
      changed: true,
      product: { title: "New", pricePaise: 1000, image: product.image, sellerId: seller.id, description: product.description },
    });
  });

  it("an edit that changes nothing writes nothing and says so", async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id);
    const same = productUpdateSchema.parse({
      title: product.title,
      description: product.description,
      price: product.pricePaise / 100,
      size: product.sizes,
      color: product.color,
      category: product.categories,
      image: product.image,
    });
    expect(await updateProduct(seller.id, product.id, same)).toEqual({ product, changed: false });
    expect(await updateProduct(seller.id, product.id, {})).toEqual({ product, changed: false });
    expect(await findProduct(product.id)).toEqual(product);
    // One field that differs is a change, and only it is written.
    const renamed = await updateProduct(seller.id, product.id, { ...same, size: [...product.sizes].reverse() });
    expect(renamed).toMatchObject({ changed: true, product: { sizes: [...product.sizes].reverse(), title: product.title } });
    expect(renamed.product.updatedAt.getTime()).toBeGreaterThan(product.updatedAt.getTime());
  });

  it(`a seller's writes are limited to ${SELLER_WRITE_LIMIT.count} a minute, with 429 and Retry-After, counted per seller`, async () => {
    const seller = await newUser({ admin: true });
    const other = await newUser({ admin: true });
    const product = await newProduct(seller.id);
    await prisma.$executeRaw`
      INSERT INTO "RateLimitHit" ("key") SELECT ${`seller-write:${seller.id}`} FROM generate_series(1, ${SELLER_WRITE_LIMIT.count - 2}::int)`;
    await updateProduct(seller.id, product.id, { price: 5 });
    const refused = await updateProduct(seller.id, product.id, { price: 6 }).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, code: "too_many_requests" });
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(50);
    expect(Number(refused.headers["Retry-After"])).toBeLessThanOrEqual(60);
    await expect(deleteProduct(seller.id, product.id)).rejects.toMatchObject({ status: 429 });
    await expect(newProduct(seller.id)).rejects.toMatchObject({ status: 429 });
    await expect(uploadSellerImage(seller.id, await pngDataUrl())).rejects.toMatchObject({ status: 429 });
    expect((await findProduct(product.id))?.pricePaise).toBe(500);
    // Another seller is not held back by this one's count.
    await expect(newProduct(other.id)).resolves.toMatchObject({ sellerId: other.id });
  });

  it("takes a new image as a data URL or as an id the same seller uploaded, never someone else's", async () => {
    const seller = await newUser({ admin: true });
    const rival = await newUser({ admin: true });
    const product = await newProduct(seller.id);
    const own = await uploadImage(seller.id, await pngDataUrl("#00ff00"));
    const theirs = await uploadImage(rival.id, await pngDataUrl("#0000ff"));
    expect((await updateProduct(seller.id, product.id, { image: own.publicId })).product.image).toBe(own.publicId);
    // Another seller's upload is 403, as the API answers it (docs/api.md, Products); an unknown id stays 400.
    await expect(updateProduct(seller.id, product.id, { image: theirs.publicId })).rejects.toMatchObject({ status: 403 });
    await expect(updateProduct(seller.id, product.id, { image: "v_0123456789abcdef01234567" })).rejects.toMatchObject({ status: 400 });
    expect((await findProduct(product.id))?.image).toBe(own.publicId);
    const fresh = await updateProduct(seller.id, product.id, { previewSource: await pngDataUrl("#ffff00") });
    expect(fresh.product.image).not.toBe(own.publicId);
  });

  it("refuses a non-image upload without creating a product", async () => {
    const seller = await newUser({ admin: true });
    const notImage = `data:image/png;base64,${Buffer.from("<svg/>").toString("base64")}`;
    await expect(newProduct(seller.id, { previewSource: notImage })).rejects.toMatchObject({ status: 415 });
    expect(await listSellerProducts(seller.id)).toEqual([]);
  });

  it("lists a seller's own products newest first and deletes by the seller", async () => {
    const seller = await newUser({ admin: true });
    const other = await newUser({ admin: true });
    const a = await newProduct(seller.id, { title: "A" });
    const b = await newProduct(seller.id, { title: "B" });
    await newProduct(other.id, { title: "C" });
    expect((await listSellerProducts(seller.id)).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(await deleteProduct(seller.id, a.id)).toEqual({ deleted: a.id });
    expect(await findProduct(a.id)).toBeNull();
    await expect(deleteProduct(seller.id, a.id)).rejects.toMatchObject({ status: 404 });
  });

  it("deletes an image only for its uploader and only when nothing shows it", async () => {
    const seller = await newUser({ admin: true });
    const rival = await newUser({ admin: true });
    const product = await newProduct(seller.id);
    await expect(deleteUnusedImage(rival.id, product.image)).rejects.toMatchObject({ status: 403 });
    await expect(deleteUnusedImage(seller.id, product.image)).rejects.toMatchObject({ status: 409 });
    const spare = await uploadImage(seller.id, await pngDataUrl());
    expect(await deleteUnusedImage(seller.id, spare.publicId)).toEqual({ deleted: spare.publicId });
    await expect(deleteUnusedImage(seller.id, spare.publicId)).rejects.toMatchObject({ status: 404 });
  });
});

describe("product listing filters", () => {
  const query = (search: string) => productQuerySchema.parse(productQueryParams(new URLSearchParams(search)));
  const listProducts = async (filter: ReturnType<typeof query>) => (await findProductPage(filter)).products;

  it("filters by category, size and colour in the normal and the chained form", async () => {
    const seller = await newUser({ admin: true });
    const tag = `c${Date.now()}`;
    const red = await newProduct(seller.id, { category: [tag], size: ["M"], color: "Red" });
    await newProduct(seller.id, { category: [tag], size: ["S"], color: "red" });
    await newProduct(seller.id, { category: [tag], size: ["M"], color: "blue" });
    const normal = await listProducts(query(`category=${tag}&size=m&color=RED`));
    const chained = await listProducts(query(`category=${tag}/?size=M/?color=red`));
    expect(normal.map((p) => p.id)).toEqual([red.id]);
    expect(chained.map((p) => p.id)).toEqual([red.id]);
    expect(await listProducts(query(`category=${tag}/?size=/?color=`))).toHaveLength(3);
    expect(await listProducts(query(`category=${tag}&limit=2`))).toHaveLength(2);
    expect(await listProducts(query(`category=${tag}&limit=2&offset=2`))).toHaveLength(1);
  });
});
