import { describe, expect, it } from "vitest";
import { departmentOf } from "@/lib/catalog/departments";
import { listingFacets } from "@/lib/catalog/facets";
import { findProductPage } from "@/lib/catalog/products";
import { newProduct, newUser } from "./fixtures.ts";

describe("Men / Women on a shared listing", () => {
  it("narrows shoes to one department's, with that part's own sizes and colours and count", async () => {
    const seller = await newUser({ admin: true });
    await newProduct(seller.id, { title: "Derby", category: ["shoes", "men"], size: ["UK 8", "UK 10"], color: "Black" });
    await newProduct(seller.id, { title: "Loafer", category: ["men", "shoes"], size: ["UK 9"], color: "Tan" });
    await newProduct(seller.id, { title: "Ballet flat", category: ["shoes", "women"], size: ["UK 4"], color: "Pink" });
    await newProduct(seller.id, { title: "Chinos", category: ["trousers", "men"], size: ["32"], color: "Beige" });

    const men = await findProductPage({ category: "shoes", department: "men" });
    expect(men.products.map((p) => p.title).sort()).toEqual(["Derby", "Loafer"]);
    expect(men.total).toBe(2);
    expect((await findProductPage({ category: "shoes", department: "women", size: "UK 4" })).products.map((p) => p.title)).toEqual(["Ballet flat"]);
    expect(await listingFacets({ category: "shoes", department: "men" })).toEqual({ sizes: ["UK 8", "UK 9", "UK 10"], colors: ["black", "tan"] });
    expect(await listingFacets({ category: "shoes", department: "women" })).toEqual({ sizes: ["UK 4"], colors: ["pink"] });
  });

  it("is named by a shared category and a department, nothing else", () => {
    expect(departmentOf("shoes for men")).toEqual({ category: "shoes", department: "men" });
    expect(departmentOf("trousers for women")).toEqual({ category: "trousers", department: "women" });
    expect(departmentOf("shirts for men")).toBeNull();
    expect(departmentOf("shoes for kids")).toBeNull();
    expect(departmentOf("red shoes for men")).toBeNull();
  });
});
