import { describe, expect, it } from "vitest";
import { createProduct, updateProduct } from "@/lib/catalog/manage";
import { findProductPage } from "@/lib/catalog/products";
import { uploadImage } from "@/lib/images";
import { newProduct, newUser, pngDataUrl } from "./fixtures";

// lib/catalog/photos.ts, lib/catalog/size-chart.ts and the sort orders of lib/catalog/products.ts, on a real database.

describe("photos, size charts and sort ties", () => {
  it("a product shows only its seller's uploads: another seller's is 403, an unknown id 400", async () => {
    const seller = await newUser({ admin: true });
    const rival = await newUser({ admin: true });
    const mine = await uploadImage(seller.id, await pngDataUrl());
    const theirs = await uploadImage(rival.id, await pngDataUrl("#00ff00"));
    const base = {
      title: "Kurta",
      description: "",
      price: 10,
      size: [],
      color: "",
      category: [],
      sizeChart: null,
      countryOfOrigin: "India",
      manufacturer: null,
    };
    await expect(createProduct(seller.id, { ...base, images: [mine.publicId, theirs.publicId] })).rejects.toMatchObject({ status: 403 });
    await expect(createProduct(seller.id, { ...base, images: [mine.publicId, "v_nosuch"] })).rejects.toMatchObject({
      status: 400,
      fields: { "images.1": expect.any(Array) },
    });
    const product = await createProduct(seller.id, { ...base, images: [mine.publicId] });
    await expect(updateProduct(seller.id, product.id, { image: theirs.publicId })).rejects.toMatchObject({ status: 403 });
  });

  it("a size chart row must name one of the product's sizes", async () => {
    const seller = await newUser({ admin: true });
    const chart = { unit: "cm" as const, columns: ["Chest"], rows: [{ size: "XL", values: [110] }] };
    await expect(newProduct(seller.id, { size: ["S", "M"], sizeChart: chart })).rejects.toMatchObject({
      status: 400,
      fields: { "sizeChart.rows.0.size": expect.any(Array) },
    });
  });

  it("products of one price come in id order, so pages neither repeat nor skip", async () => {
    const seller = await newUser({ admin: true });
    const tag = `ties${Date.now()}`;
    for (let i = 0; i < 6; i += 1) await newProduct(seller.id, { category: [tag], price: 500 });
    const all = (await findProductPage({ category: tag, sort: "price_asc" })).products.map((p) => p.id);
    expect(all).toEqual([...all].sort());
    const paged = [];
    for (let offset = 0; offset < 6; offset += 2)
      paged.push(...(await findProductPage({ category: tag, sort: "price_asc", limit: 2, offset })).products.map((p) => p.id));
    expect(paged).toEqual(all);
  });
});
