import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { addProduct, baseUrl, call, PASSWORD, signUp } from "./client.ts";
import { getPage } from "./html.ts";

// Catalog pages come from Next's cache (x-nextjs-cache: HIT) and a seller's change shows
// on the very next request; nothing of a logged-in visitor ever goes into a cached page.

const unique = () => `c${crypto.randomBytes(4).toString("hex")}`;

/** The session cookie a browser holds after logging in. */
async function sessionCookie(username: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("=");
  return cookie;
}

async function cached(path: string) {
  await getPage(path);
  return getPage(path);
}

describe("catalog pages from the cache", () => {
  it("the product page and the listings are served from the cache", async () => {
    const seller = await signUp(true);
    const category = unique();
    const product = await addProduct(seller, { category: [category] });
    const sorted = [`/products/${category}?sort=price_asc`, `/products?sort=price_desc&size=M`, `/products/${category}?sort=price_desc&page=1`];
    for (const path of [`/product/${product.id}`, "/products", `/products/${category}`, `/products/${category}?size=M&page=1`, ...sorted, "/"]) {
      const answer = await cached(path);
      expect(answer.status, path).toBe(200);
      // STALE is served from the cache too (while Next renders it again): another file's owner or
      // policy change at the same moment can expire the landing page's shop facts (footer).
      expect(["HIT", "STALE"], path).toContain(answer.headers.get("x-nextjs-cache"));
    }
  });

  it("a seller's edit shows on the next request of the product page and the listings; a delete answers 404 there", async () => {
    const seller = await signUp(true);
    const category = unique();
    const product = await addProduct(seller, { title: `Old title ${category}`, category: [category] });
    const pages = [`/product/${product.id}`, `/products/${category}`, "/products"];
    for (const path of pages) expect((await cached(path)).html).toContain(`Old title ${category}`);

    const renamed = `New title ${category}`;
    expect((await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { title: renamed, price: 1234 } })).status).toBe(200);
    for (const path of pages) {
      const { html } = await getPage(path);
      expect(html, path).toContain(renamed);
      expect(html, path).not.toContain(`Old title ${category}`);
    }
    expect((await getPage(`/product/${product.id}`)).html).toContain("₹1,234");
    expect((await call("GET", `/api/product?q=${encodeURIComponent(renamed)}`)).body[0]?.title).toBe(renamed);

    // React separates text parts with <!-- -->.
    const countOf = (html: string) => /<p[^>]*>(\d+) products?/.exec(html.replaceAll("<!-- -->", ""))?.[1];
    expect(countOf((await getPage(`/products/${category}`)).html)).toBe("1");
    const added = await addProduct(seller, { title: `Another ${category}`, category: [category] });
    const grown = (await getPage(`/products/${category}`)).html;
    expect(grown).toContain(`Another ${category}`);
    // The total is cached apart from the pages; it is expired with them.
    expect(countOf(grown)).toBe("2");

    expect((await call("DELETE", `/api/product/${product.id}`, { token: seller.token })).status).toBe(200);
    expect((await getPage(`/product/${product.id}`)).status).toBe(404);
    const listing = await getPage(`/products/${category}`);
    expect(listing.html).not.toContain(renamed);
    expect(listing.html).toContain(`Another ${category}`);
    expect(added.id).toBeTruthy();
  });
});

describe("only what exists is cached", () => {
  const notKept = async (path: string) => {
    const first = await getPage(path);
    const second = await getPage(path);
    expect(second.status, path).toBe(first.status);
    expect(second.headers.get("x-nextjs-cache"), path).not.toBe("HIT");
    return first;
  };

  it("a view that shows nothing answers 404 with the listing's way back and is rendered again when asked again", async () => {
    const seller = await signUp(true);
    const category = unique();
    await addProduct(seller, { category: [category], size: ["S", "M"], color: "white" });
    const views: [path: string, text: string, link: string][] = [
      [`/products/${category}?size=XXXL`, "No products match these filters.", `/products/${category}`],
      [`/products/${category}?color=${unique()}`, "No products match these filters.", `/products/${category}`],
      [`/products?size=${unique()}&color=white`, "No products match these filters.", "/products"],
      [`/products/${category}?page=2`, "There is no page 2 here.", `/products/${category}`],
      [`/products/${category}?sort=price_asc&page=7`, "There is no page 7 here.", `/products/${category}?sort=price_asc`],
      ["/products?page=99999", "There is no page 99999 here.", "/products"],
      [`/products/${unique()}`, "No products match", "/products"],
      [`/products/${unique()}?size=M&page=3`, "No products match", "/products"],
    ];
    for (const [path, text, link] of views) {
      const answer = await notKept(path);
      expect(answer.status, path).toBe(404);
      expect(answer.html, path).toContain(text);
      // In the HTML or in the page's flight data, where a 404's content travels.
      expect(
        [`href="${link}"`, `"href\\":\\"${link}\\"`].some((shape) => answer.html.includes(shape)),
        `${path}: ${link}`,
      ).toBe(true);
    }
    // The view that shows the product is still kept.
    const shown = `/products/${category}?size=M`;
    await getPage(shown);
    expect((await getPage(shown)).headers.get("x-nextjs-cache")).toBe("HIT");
  });

  it("the internal paths behind the rewrites answer 404 when asked directly, as does a listing address of more segments: the shop's one not-found page, never a listing", async () => {
    const paths = ["/listing/all/1/-/-/-", "/listing/all/abc/-/-/-", `/listing/all/1/${"M".repeat(300)}/-/-`, "/listing/in/shirts/1/-/-/-", "/listing"];
    for (const path of [...paths, "/products/shirts/navy"]) {
      const answer = await getPage(path);
      expect(answer.status, path).toBe(404);
      // The shop's not-found words, in the HTML or in the flight data a 404 thrown by a page carries.
      expect(answer.html, path).toContain("We could not find that page");
      expect(answer.html, path).not.toContain('aria-label="Products"');
    }
    const hindi = await getPage("/hi/products/shirts/navy");
    expect(hindi.status).toBe(404);
    expect(hindi.html).toContain("हमें यह पेज नहीं मिला");
    // No product grid (components/product/ProductGrid.tsx), whatever its label's language.
    expect(hindi.html).not.toMatch(/<ul aria-label="[^"]+" class="grid/);
  });

  it("each view has one cached form: another spelling of it is the same cached page", async () => {
    const term = unique();
    const seller = await signUp(true);
    await addProduct(seller, { title: `Kurta ${term}`, category: ["shirts"] });
    for (const [first, same] of [
      ["/products/shirts?sort=price_asc", "/products/SHIRTS?sort=price_asc"],
      ["/products/shirts?size=M", "/products/shirts?sort=newest&size=m"],
      [`/products/${term}?sort=newest`, `/products/${term.toUpperCase()}?sort=newest`],
      [`/products/${term}`, `/products/${term}?sort=relevance`],
      ["/products", "/products?sort=relevance"],
    ]) {
      expect((await getPage(first)).status, first).toBe(200);
      const answer = await getPage(same);
      expect(answer.status, same).toBe(200);
      expect(answer.headers.get("x-nextjs-cache"), `${same} after ${first}`).toBe("HIT");
    }
  });
});

describe("a seller's edit that changes nothing", () => {
  it("expires no cached page: the product page and the listings stay cache hits", async () => {
    const seller = await signUp(true);
    const category = unique();
    const fields = { title: `Steady ${category}`, description: "Breathable", price: 799.5, size: ["M"], color: "blue", category: [category] };
    const product = await addProduct(seller, fields);
    const pages = [`/product/${product.id}`, `/products/${category}`, "/products"];
    for (const path of pages) expect((await cached(path)).headers.get("x-nextjs-cache"), path).toBe("HIT");
    // The spec's edit form sends every field again, changed or not.
    const same = { ...fields, image: product.image };
    for (let i = 0; i < 3; i++) {
      const answer = await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: same });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(same);
    }
    for (const path of pages) expect((await getPage(path)).headers.get("x-nextjs-cache"), path).toBe("HIT");
  });
});

describe("nothing per-user in cached pages", () => {
  it("a logged-in shopper gets the same cached catalog pages as anyone, without their name, username or e-mail", async () => {
    const seller = await signUp(true);
    const category = unique();
    const product = await addProduct(seller, { category: [category] });
    const shopper = await signUp(false);
    const asShopper = { cookie: await sessionCookie(shopper.username), token: shopper.token };

    for (const path of ["/", "/products", `/products/${category}`, `/product/${product.id}`]) {
      const first = await getPage(path, asShopper);
      const second = await getPage(path, asShopper);
      const anonymous = await getPage(path);
      for (const page of [first, second]) {
        expect(page.html, path).not.toContain(shopper.username);
        expect(page.html, path).not.toContain(shopper.id);
        expect(page.html, path).not.toContain(`${shopper.username}@example.com`);
      }
      expect(second.headers.get("x-nextjs-cache"), path).toBe("HIT");
      // The shopper's request was answered from, and left, the one shared copy.
      expect(anonymous.headers.get("x-nextjs-cache"), path).toBe("HIT");
    }
  });

  it("pages of a user are rendered per request and never stored by caches", async () => {
    const cookie = await sessionCookie((await signUp(false)).username);
    for (const path of ["/cart", "/profile", "/address"]) {
      const page = await getPage(path, { cookie });
      expect(page.status, path).toBe(200);
      expect(page.headers.get("x-nextjs-cache"), path).toBeNull();
      expect(page.headers.get("cache-control"), path).toMatch(/private|no-store/);
    }
  });
});
