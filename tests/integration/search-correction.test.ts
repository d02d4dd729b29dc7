import { describe, expect, it } from "vitest";
import { searchedInstead } from "@/lib/catalog/search";
import { newProduct, newUser } from "./fixtures.ts";

describe("what a corrected search searched for", () => {
  it("is the corrected words when the typed ones find nothing and the corrected ones do; else nothing", async () => {
    const seller = await newUser({ admin: true });
    await newProduct(seller.id, { title: "Chikankari Kurta", description: "Lucknowi embroidery" });
    expect(await searchedInstead("chikankri")).toBe("chikankari");
    // One word right and one misspelt: corrected before any word alone is searched, as
    // searchProducts does (at a million products "any word" ranked every kurta).
    expect(await searchedInstead("chikankri kurta")).toBe("chikankari kurta");
    expect(await searchedInstead("chikankari kurta")).toBeNull();
    expect(await searchedInstead("chikankari")).toBeNull();
    expect(await searchedInstead("zzqx")).toBeNull();
    expect(await searchedInstead("   ")).toBeNull();
  });
});
