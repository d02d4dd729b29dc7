import { describe, expect, it } from "vitest";
import { updateProduct } from "@/lib/catalog/manage";
import { toProductJson } from "@/lib/api-json/product";
import { z } from "zod";
import { productInputSchema, productUpdateSchema } from "@/lib/validation/products";
import { newProduct, newUser, pngDataUrl } from "./fixtures.ts";

// A product's HSN code: optional (the spec's client never sends it), its categories' default
// until the seller sets one, and only codes of the chapters the tax table covers.

describe("product HSN code", () => {
  it("without one, invoices use the categories' default; the seller may set and clear it", async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { category: ["trousers", "women"] });
    expect(product.hsn).toBeNull();
    expect(toProductJson(product)).toMatchObject({ hsn: null, defaultHsn: "6204" });
    const set = await updateProduct(seller.id, product.id, productUpdateSchema.parse({ hsn: " 62046200 " }));
    expect(toProductJson(set.product)).toMatchObject({ hsn: "62046200", defaultHsn: "6204" });
    const untouched = await updateProduct(seller.id, product.id, productUpdateSchema.parse({ title: "Palazzo" }));
    expect(untouched.product.hsn).toBe("62046200");
    const cleared = await updateProduct(seller.id, product.id, productUpdateSchema.parse({ hsn: null }));
    expect(cleared.product.hsn).toBeNull();
  });

  it("a code at creation is stored; a wrong one is a 400 naming hsn", async () => {
    const seller = await newUser({ admin: true });
    expect((await newProduct(seller.id, { category: ["shoes"], hsn: "6404" })).hsn).toBe("6404");
    const base = { title: "Belt", price: 499, previewSource: await pngDataUrl() };
    for (const [hsn, message] of [
      ["62051", "4, 6 or 8 digits"],
      ["4203", "the shop's tax table covers HSN chapters 61, 62, 64 (apparel and footwear)"],
    ]) {
      const parsed = productInputSchema.safeParse({ ...base, hsn });
      expect(parsed.success).toBe(false);
      expect(z.flattenError(parsed.error!).fieldErrors).toEqual({ hsn: [message] });
    }
  });
});
