import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatRupees, rupeesToPaise } from "@/lib/money";
import { addProduct, call, expectError, pngDataUrl, signUp } from "./client.ts";
import { canonicalOf, getPage, jsonLdBlocks, metaContent, siteOrigin } from "./html.ts";

const unique = () => `c${crypto.randomBytes(4).toString("hex")}`;

describe("a product page without JavaScript", () => {
  it("carries its title, ₹ price, canonical URL, Open Graph and Twitter tags and valid JSON-LD", async () => {
    const seller = await signUp(true);
    // A seller's own category is no listing (docs/api.md, "Storefront listings"): the crumb is the shop's category.
    const category = "kurtas";
    const product = await addProduct(seller, {
      title: "Chanderi Silk Kurta",
      description: "Hand-woven, with zari border",
      price: 2499.5,
      category: [unique(), category, "women"],
    });
    const { status, html } = await getPage(`/product/${product.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Chanderi Silk Kurta \| Vastra<\/title>/);
    expect(html).toContain(formatRupees(rupeesToPaise(2499.5)));
    const url = `${siteOrigin()}/product/${product.id}`;
    expect(canonicalOf(html)).toBe(url);
    expect(metaContent(html, "description")).toContain("Chanderi Silk Kurta");
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${siteOrigin()}/uploads/.+`));
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));

    const blocks = jsonLdBlocks(html);
    const ld = blocks.find((b) => b["@type"] === "Product");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      name: "Chanderi Silk Kurta",
      image: [metaContent(html, "og:image")],
      offers: { "@type": "Offer", price: "2499.50", priceCurrency: "INR", availability: "https://schema.org/InStock", url },
    });
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${siteOrigin()}/`,
      `${siteOrigin()}/products`,
      `${siteOrigin()}/products/${category}`,
      url,
    ]);
  });

  it("escapes a title that tries to close the JSON-LD script", async () => {
    const seller = await signUp(true);
    const title = `</script><script>alert("x")</script> ${unique()}`;
    const product = await addProduct(seller, { title });
    const { html } = await getPage(`/product/${product.id}`);
    expect(html).not.toContain('<script>alert("x")');
    expect(jsonLdBlocks(html).find((b) => b["@type"] === "Product")?.name).toBe(title);
  });

  it("each page has its own title and description", async () => {
    const seller = await signUp(true);
    const a = await addProduct(seller, { title: `Kurta ${unique()}`, description: "One" });
    const b = await addProduct(seller, { title: `Kurta ${unique()}`, description: "Two" });
    const [pa, pb] = await Promise.all([getPage(`/product/${a.id}`), getPage(`/product/${b.id}`)]);
    expect(/<title>([^<]*)/.exec(pa.html)?.[1]).not.toBe(/<title>([^<]*)/.exec(pb.html)?.[1]);
    expect(metaContent(pa.html, "description")).not.toBe(metaContent(pb.html, "description"));
  });
});

describe("listings for search engines", () => {
  it("a category page has its own title and a canonical URL with the page but without filters", async () => {
    const seller = await signUp(true);
    const category = "kurtas";
    await addProduct(seller, { category: [category], size: ["M"] });
    const { status, html } = await getPage(`/products/${category}?size=M&page=1`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${category.charAt(0).toUpperCase()}${category.slice(1)}: size M | Vastra</title>`);
    expect(canonicalOf(html)).toBe(`${siteOrigin()}/products/${category}`);
  });

  it("a search that finds products is a page to index, under its own address without filters", async () => {
    const seller = await signUp(true);
    const word = unique();
    await addProduct(seller, { title: `Shirt ${word}`, size: ["M"] });
    const { status, html } = await getPage(`/products/shirt%20${word}?size=M`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>Search: shirt ${word}: size M | Vastra</title>`);
    expect(metaContent(html, "robots")).toBeUndefined();
    expect(canonicalOf(html)).toBe(`${siteOrigin()}/products/shirt%20${word}`);
  });
});

describe("404s", () => {
  it("an unknown product, and a slug that is neither a category nor finds anything (with suggestions)", async () => {
    expect((await getPage("/product/no-such-product")).status).toBe(404);
    expect((await getPage(`/product/${"x".repeat(300)}`)).status).toBe(404);
    expect((await getPage("/product/%3Cb%3Ebold%3C%2Fb%3E")).status).toBe(404);
    // "{p}wvcd" shares four trigrams with "{p}abcd" (similarity 4/12): too few for a typo
    // match, enough for a suggestion.
    const p = crypto.randomBytes(6).toString("hex").replace(/\d/g, "").slice(0, 3).padEnd(3, "q");
    const seller = await signUp(true);
    await addProduct(seller, { title: `Blazer ${p}abcd` });
    const unknown = await getPage(`/products/${p}wvcd`);
    expect(unknown.status).toBe(404);
    // Next sends a notFound() body in its flight data, drawn on hydration (vercel/next.js#62228).
    expect(unknown.html).toContain("No products match");
    expect(unknown.html).toContain(`Blazer ${p}abcd`);
  });

  it("the search API refuses text over 100 characters", async () => {
    expectError(await call("GET", `/api/product?q=${"a".repeat(101)}`), 400, "q");
    expect((await call("GET", `/api/product?q=${"a".repeat(100)}`)).status).toBe(200);
  });
});

describe("robots.txt and the sitemap", () => {
  it("robots.txt points to the sitemap and keeps crawlers out of accounts, the cart and the seller console", async () => {
    const { status, html: text } = await getPage("/robots.txt");
    expect(status).toBe(200);
    expect(text).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml`);
    for (const path of ["/cart", "/address", "/profile", "/login", "/register", "/dashboard", "/add-item", "/myproducts", "/orders/", "/account"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
  });

  it("the sitemap lists the landing page, the listings, the shop's categories and products", async () => {
    const seller = await signUp(true);
    const category = "tops";
    const sellersOwn = unique();
    const product = await addProduct(seller, { category: [sellersOwn, category] });
    const { status, headers, html: xml } = await getPage("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/xml");
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const path of ["/", "/products", `/products/${category}`, `/product/${product.id}`]) expect(xml).toContain(`<loc>${siteOrigin()}${path}</loc>`);
    expect((await getPage("/sitemap/0.xml")).html).toContain(`<loc>${siteOrigin()}/products/${category}</loc>`);
    expect(xml).not.toContain(`/products/${sellersOwn}<`);
    expect((await getPage("/sitemap/99.xml")).status).toBe(404);
  });

  it("the sitemap and the JSON-LD list every photo of a product, in order", async () => {
    const seller = await signUp(true);
    const ids: string[] = [];
    for (const color of ["#aa0000", "#00aa00", "#0000aa"]) {
      ids.push((await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl(color) } })).body.publicId);
    }
    const product = await addProduct(seller, { images: ids, previewSource: undefined });
    const ld = jsonLdBlocks((await getPage(`/product/${product.id}`)).html).find((b) => b["@type"] === "Product");
    expect(ld?.image).toEqual(ids.map((id) => expect.stringMatching(new RegExp(`^${siteOrigin()}/uploads/${id}`))));
    const xml = (await getPage("/sitemap.xml")).html;
    const entry = xml.split("<url>").find((u) => u.includes(`/product/${product.id}</loc>`)) ?? "";
    expect([...entry.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1])).toEqual(
      ids.map((id) => expect.stringContaining(`${siteOrigin()}/uploads/${id}`)),
    );
  });

  it("the favicon is there", async () => {
    const { status, headers } = await getPage("/icon.svg");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("image/svg+xml");
  });
});
