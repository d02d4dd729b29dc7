import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { addProduct, signUp } from "./client.ts";
import { getPage } from "./html.ts";

// /products/{term} lists a category only for the shop's own categories; any other term is
// a search, so one seller's made-up category can never replace every shopper's search.

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const cardTitles = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);

describe("a seller's category and the storefront search", () => {
  it('a product with category ["cotton", "kurta", "shirt", "linen"] leaves /products/cotton a search with every match', async () => {
    const word = `cotton${crypto.randomBytes(3).toString("hex")}`;
    const honest = await signUp(true);
    await addProduct(honest, { title: `Shirt in ${word}`, category: ["shirts"] });
    const kurta = `Kurta ${crypto.randomBytes(3).toString("hex")}`;
    await addProduct(honest, { title: kurta, description: `Soft ${word} weave`, category: ["kurtas"] });
    const cottonTitle = `Cotton kurta ${crypto.randomBytes(3).toString("hex")}`;
    await addProduct(honest, { title: cottonTitle, category: ["kurtas"] });
    const attacker = await signUp(true);
    await addProduct(attacker, { title: `Attacker ${word}`, category: [word, "cotton", "kurta", "shirt", "linen"] });

    const page = await getPage(`/products/${word}`);
    expect(page.status).toBe(200);
    expect(heading(page.html)).toBe(`Results for “${word}”`);
    expect(cardTitles(page.html).sort()).toEqual([`Attacker ${word}`, kurta, `Shirt in ${word}`].sort());

    const cotton = await getPage("/products/cotton");
    expect(cotton.status).toBe(200);
    expect(heading(cotton.html)).toBe("Results for “cotton”");
    expect(cardTitles(cotton.html)).toEqual(expect.arrayContaining([cottonTitle, `Attacker ${word}`]));
  });

  it("the landing page's categories keep their listings", async () => {
    const seller = await signUp(true);
    for (const category of ["shirts", "trousers", "shoes", "tops"]) {
      const title = `${category} ${crypto.randomBytes(3).toString("hex")}`;
      await addProduct(seller, { title, category: [category] });
      const page = await getPage(`/products/${category}`);
      expect(page.status, category).toBe(200);
      expect(heading(page.html), category).toBe(category.charAt(0).toUpperCase() + category.slice(1));
      expect(cardTitles(page.html), category).toContain(title);
    }
  });
});
