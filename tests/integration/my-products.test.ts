import { describe, expect, it } from "vitest";
import { MY_PRODUCTS_PAGE_SIZE, myProductsPage, myProductsQuery } from "@/lib/seller/products";
import { newProduct, newUser } from "./fixtures.ts";

describe("My products, a page at a time", () => {
  it("reads the address safely: a bad page is page 1, the text is trimmed and cut", () => {
    expect(myProductsQuery({})).toEqual({ q: "", page: 1 });
    expect(myProductsQuery({ q: "  kurta ", page: "3" })).toEqual({ q: "kurta", page: 3 });
    for (const page of ["0", "-2", "1.5", "x", ""]) expect(myProductsQuery({ page }).page).toBe(1);
    expect(myProductsQuery({ q: ["a", "b"], page: ["2", "9"] })).toEqual({ q: "a", page: 2 });
    expect(myProductsQuery({ q: "k".repeat(300) }).q).toHaveLength(100);
  });

  it("pages the seller's own products newest first, and searches title, description, colour and category", { timeout: 60_000 }, async () => {
    const seller = await newUser({ admin: true });
    const other = await newUser({ admin: true });
    await newProduct(other.id, { title: "Someone else's kurta" });
    const made = [];
    for (let n = 1; n <= MY_PRODUCTS_PAGE_SIZE + 3; n += 1) made.push(await newProduct(seller.id, { title: `Tee ${n}`, color: n === 2 ? "Saffron" : "white" }));
    await newProduct(seller.id, { title: "Chikankari Kurta", description: "Hand embroidered", category: ["kurtas", "men"] });

    const first = await myProductsPage(seller.id, { q: "", page: 1 });
    expect(first).toMatchObject({ matching: 24, total: 24, pageCount: 2 });
    expect(first.products.map((p) => p.title)).toEqual([
      "Chikankari Kurta",
      ...made
        .slice(-19)
        .reverse()
        .map((p) => p.title),
    ]);
    const second = await myProductsPage(seller.id, { q: "", page: 2 });
    expect(second.products.map((p) => p.title)).toEqual(["Tee 4", "Tee 3", "Tee 2", "Tee 1"]);
    expect((await myProductsPage(seller.id, { q: "", page: 3 })).products).toEqual([]);

    const titles = async (q: string) => (await myProductsPage(seller.id, { q, page: 1 })).products.map((p) => p.title);
    expect(await titles("KURTA")).toEqual(["Chikankari Kurta"]);
    expect(await titles("embroidered")).toEqual(["Chikankari Kurta"]);
    expect(await titles("kurtas")).toEqual(["Chikankari Kurta"]);
    expect(await titles("saffron")).toEqual(["Tee 2"]);
    expect(await myProductsPage(seller.id, { q: "nothing like it", page: 1 })).toMatchObject({ products: [], matching: 0, total: 24, pageCount: 0 });
  });
});
