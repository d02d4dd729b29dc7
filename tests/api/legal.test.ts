import { beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { grievanceJsonSchema, grievanceViewJsonSchema, policyJsonSchema, productJsonSchema } from "@/lib/validation/responses";
import { OWN_SHOP_PROFILE } from "../setup/own-shop.ts";
import { addProduct, call, expectError, expectOk, ownShopOwner, signUp, type Account, type CallOptions } from "./client.ts";
import { getPage } from "./html.ts";

// The shop's legal pages over HTTP: the footer, the policies (the default from the shop
// profile, the owner's own text), the grievance form's call and the owner's list of
// complaints. On the suite's shop of known owner and profile (tests/setup/own-shop.ts).

const base = inject("ownShopUrl");
const { legalName, address, city, state, pin, supportEmail, supportPhone, grievanceOfficer } = OWN_SHOP_PROFILE;
const shopAddress = `${address}, ${city}, ${state} ${pin}`;
let boss: Account;
beforeAll(async () => {
  boss = await ownShopOwner();
});

const on = (method: string, path: string, options: CallOptions = {}) => call(method, path, { base, ...options });
const page = (path: string) => getPage(path, {}, base);

describe("the footer and the policy pages", () => {
  it("every page's footer names who sells, from where, and links the seven policies and the grievance page", async () => {
    // The build prerenders /, /register and /forgot-password without the database: their
    // first view after a start has the shop's details too (issue 47, point 15).
    for (const path of ["/register", "/forgot-password", "/", "/products", "/login", "/policies/terms"]) {
      const { html } = await page(path);
      expect(html, path).toContain(legalName);
      expect(html, path).toContain(shopAddress);
      expect(html, path).toContain(supportEmail);
      for (const slug of ["returns", "shipping", "cancellation", "payments", "reviews", "privacy", "terms"])
        expect(html, path).toContain(`href="/policies/${slug}"`);
      expect(html, path).toContain('href="/grievance"');
    }
  });

  it("each policy is a page with its title and the shop's own facts; unknown ones are 404; they are in the sitemap", async () => {
    for (const [slug, title] of [
      ["returns", "Returns, refunds and exchanges"],
      ["shipping", "Shipping and delivery"],
      ["cancellation", "Cancellation"],
      ["payments", "Payments"],
      ["reviews", "Reviews"],
      ["privacy", "Privacy notice"],
      ["terms", "Terms of use"],
    ]) {
      const { status, html } = await page(`/policies/${slug}`);
      expect(status, slug).toBe(200);
      expect(html).toContain(`>${title}</h1>`);
      expect(expectOk(await on("GET", `/api/policies/${slug}`), 200, policyJsonSchema)).toMatchObject({ slug, title, own: false });
    }
    expect((await page("/policies/privacy")).html).toContain(legalName);
    expect((await page("/policies/returns")).html).toContain("within 7 days of its delivery");
    expect((await page("/policies/payments")).html).toContain("Cash on delivery");
    // Each default in Hindi on its Hindi page, with the same facts.
    const hindiReturns = (await page("/hi/policies/returns")).html;
    expect(hindiReturns).toContain(`${legalName}, ${shopAddress} द्वारा किया जाता है।`);
    expect(hindiReturns).toContain("डिलीवरी के 7 दिन के अंदर");
    expect((await page("/hi/policies/payments")).html).toContain("कैश ऑन डिलीवरी");
    expect((await page("/policies/nonsense")).status).toBe(404);
    expectError(await on("GET", "/api/policies/nonsense"), 400, "slug");
    const sitemap = (await page("/sitemap.xml")).html;
    expect(sitemap).toContain("/policies/privacy</loc>");
    expect(sitemap).toContain("/grievance</loc>");
  });

  it("only the owner edits a policy; the page shows the new text at once, escaped, and null brings the default back", async () => {
    const seller = await signUp(true, base);
    expectError(await on("PUT", "/api/policies/terms", { token: seller.token, body: { body: "## Mine" } }), 403);
    expectError(await on("PUT", "/api/policies/terms", { body: { body: "## Mine" } }), 401);
    const text = '## Our terms\nBe kind.\n- <script>alert("x")</script>';
    expect(expectOk(await on("PUT", "/api/policies/terms", { token: boss.token, body: { body: text } }), 200, policyJsonSchema)).toMatchObject({
      own: true,
      text,
    });
    const { html } = await page("/policies/terms");
    expect(html).toContain("Our terms</h2>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // On the Hindi page the owner's text stays as written, marked English, and said so in Hindi.
    const hindi = (await page("/hi/policies/terms")).html;
    expect(hindi).toContain('<div lang="en-IN">');
    expect(hindi).toContain("Our terms</h2>");
    expect(hindi).toContain("इस नीति का पूरा क़ानूनी पाठ नीचे अंग्रेज़ी में है");
    expect(expectOk(await on("PUT", "/api/policies/terms", { token: boss.token, body: { body: null } }), 200, policyJsonSchema).own).toBe(false);
    expect((await page("/policies/terms")).html).not.toContain("Our terms");
    // Back to the default: in Hindi on the Hindi page, from the shop's profile.
    const hindiDefault = (await page("/hi/policies/terms")).html;
    expect(hindiDefault).not.toContain('lang="en-IN"');
    expect(hindiDefault).toContain(`${city} की अदालतों में होगी।`);
    expect(hindiDefault).toContain(`हमारे शिकायत अधिकारी ${grievanceOfficer.name} (शिकायत अधिकारी) को ${grievanceOfficer.email} पर लिखें`);
  });
});

describe("grievances", () => {
  it("the page names the officer; a complaint answers 201 with its ticket; the owner's list shows it with its deadlines, nobody else's", async () => {
    expect((await page("/grievance")).html).toContain(grievanceOfficer.name);
    const body = { name: "Asha Rao", email: "asha@example.com", orderNumber: "", text: "The kurta came torn at the seam." };
    const filed = expectOk(await on("POST", "/api/grievance", { body }), 201, grievanceJsonSchema);
    expect(filed.ticket).toMatch(/^GRV-\d{6}$/);
    expectError(await on("POST", "/api/grievance", { body: { ...body, text: "short" } }), 400, "text");
    const shopper = await signUp(false, base);
    expectError(await on("GET", "/api/grievance", { token: shopper.token }), 403);
    expectError(await on("GET", "/api/grievance"), 401);
    const list = expectOk(await on("GET", "/api/grievance", { token: boss.token }), 200, z.array(grievanceViewJsonSchema));
    const mine = list.find((g) => g.ticket === filed.ticket)!;
    expect(mine).toMatchObject({ text: body.text, orderNumber: null, acknowledgedAt: null, acknowledgeOverdue: false, resolveOverdue: false });
    expect(Date.parse(mine.acknowledgeBy) - Date.parse(mine.createdAt)).toBe(48 * 3600_000);
    expectError(await on("PUT", `/api/grievance/${mine.id}`, { token: shopper.token, body: { step: "resolved" } }), 403);
    const resolved = expectOk(await on("PUT", `/api/grievance/${mine.id}`, { token: boss.token, body: { step: "resolved" } }), 200, grievanceViewJsonSchema);
    expect(resolved).toMatchObject({ acknowledgedAt: expect.any(String), resolvedAt: expect.any(String) });
  });
});

describe("a listing's declarations", () => {
  it("the product page says the MRP incl. of all taxes, the country of origin, the maker (the shop unless the seller names one) and customer care", async () => {
    const seller = await signUp(true, base);
    const product = await addProduct(seller, { price: 1299 }, base);
    expect(expectOk(await on("GET", `/api/product/${product.id}`), 200, productJsonSchema)).toMatchObject({ countryOfOrigin: "India", manufacturer: null });
    const text = (html: string) =>
      html
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
    let html = text((await page(`/product/${product.id}`)).html);
    expect(html).toContain("MRP ₹1,299 (incl. of all taxes)");
    expect(html).toContain("Country of origin India");
    expect(html).toContain(`Manufacturer or marketer ${legalName}, ${shopAddress}`);
    expect(html).toContain(`Customer care ${supportEmail}, ${supportPhone}`);

    const declared = { countryOfOrigin: "Bangladesh", manufacturer: "Dhaka Knits Ltd, 4 Tejgaon Road, Dhaka" };
    expectOk(await on("PUT", `/api/product/${product.id}`, { token: seller.token, body: declared }), 200, productJsonSchema);
    html = text((await page(`/product/${product.id}`)).html);
    expect(html).toContain("Country of origin Bangladesh");
    expect(html).toContain("Manufacturer or marketer Dhaka Knits Ltd, 4 Tejgaon Road, Dhaka");
    expectError(await on("PUT", `/api/product/${product.id}`, { token: seller.token, body: { countryOfOrigin: "" } }), 400, "countryOfOrigin");
  });
});
