import { describe, expect, it } from "vitest";
import { similarProducts } from "@/lib/catalog/similar";
import { newProduct, newUser } from "./fixtures.ts";

describe("similar products", () => {
  it("are others with all of the product's shop categories, nearest in price first, never the product itself", async () => {
    const seller = await newUser({ admin: true });
    const mine = (await similarProducts(await newProduct(seller.id, { title: "Lone tee", category: ["tops", "women"], price: 500 }))).length;
    expect(mine).toBe(0);
    const shirt = await newProduct(seller.id, { title: "The shirt", category: ["shirts", "men", "linen-look"], price: 1000 });
    const near = await newProduct(seller.id, { title: "Near", category: ["men", "shirts"], price: 1100 });
    const cheaper = await newProduct(seller.id, { title: "Cheaper", category: ["shirts", "men"], price: 850 });
    const far = await newProduct(seller.id, { title: "Far", category: ["shirts", "men"], price: 4000 });
    await newProduct(seller.id, { title: "Women's shirt", category: ["shirts", "women"], price: 1000 });
    await newProduct(seller.id, { title: "Men's trousers", category: ["trousers", "men"], price: 1000 });
    const titles = (await similarProducts(shirt)).map((p) => p.title);
    expect(titles.filter((t) => ["Near", "Cheaper", "Far"].includes(t))).toEqual([near.title, cheaper.title, far.title]);
    expect(titles).not.toContain("The shirt");
    expect(titles).not.toContain("Women's shirt");
    expect(titles).not.toContain("Men's trousers");
    expect(await similarProducts(shirt, 2)).toHaveLength(2);
    expect(await similarProducts({ id: "x", categories: ["seller-made"], pricePaise: 100 })).toEqual([]);
  });
});
