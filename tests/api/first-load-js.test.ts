import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";
import { firstLoadOf, kb, measureFirstLoad, scriptSources, type FirstLoad } from "../../scripts/lib/first-load-js.ts";
import { ALLOWANCE_BYTES, BARE_PAGE, FIRST_LOAD_BUDGET_BYTES, HINDI_ALLOWANCE_BYTES } from "../../scripts/lib/js-budget.ts";
import { TEST_DIST_DIR } from "../setup/server.ts";
import { addProduct, baseUrl, deliverTo, signUp } from "./client.ts";

/** A page measured as firstLoadOf does, for a logged-in shopper (`cookie`). */
async function firstLoadAs(cookie: string, route: string): Promise<FirstLoad> {
  const response = await fetch(baseUrl() + route, { headers: { cookie } });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return measureFirstLoad(await response.text(), async (src) => Buffer.from(await (await fetch(new URL(src, baseUrl()))).arrayBuffer()));
}

// The first-load JavaScript budget (docs/performance.md; scripts/lib/js-budget.ts):
// each shopper page of the production build loads at most 13.5 KB gzip more than a bare Next
// page, measured as `npm run bench` measures it. Bytes, not timings: the same build always
// gives the same figures.

describe("first-load JavaScript of the shopper pages", () => {
  it("was budgeted against the Next version installed", () => {
    const installed = createRequire(import.meta.url)("next/package.json").version;
    expect(
      installed,
      `Next ${installed} is installed, the budget counts from a bare Next ${BARE_PAGE.next} page: run npm run bench and set BARE_PAGE in scripts/lib/js-budget.ts`,
    ).toBe(BARE_PAGE.next);
  });

  it(`stays within ${kb(ALLOWANCE_BYTES)} KB gzip above a bare Next page on /, the listings, a search and a product page`, async () => {
    const seller = await signUp(true);
    const word = `budget${crypto.randomBytes(3).toString("hex")}`;
    const product = await addProduct(seller, { title: `Kalamkari ${word} kurta`, category: [word, "women"], size: ["S", "M", "L"] });
    const pages = ["/", "/products", `/products/${word}`, "/products/kalamkari", `/product/${product.id}`];
    const measured = [];
    for (const page of pages) measured.push({ page, ...(await firstLoadOf(baseUrl(), page)) });
    const report = measured.map(({ page, bytes, scripts }) => `${page}: ${kb(bytes)} KB in ${scripts.length} scripts`).join("\n");
    for (const { page, bytes } of measured) {
      // A page never loads less than the bare page's framework: less means scripts went unseen.
      expect(bytes, `${page} measured below the bare page (${kb(BARE_PAGE.bytes)} KB): scripts missed?\n${report}`).toBeGreaterThanOrEqual(BARE_PAGE.bytes);
      expect(bytes, `${page} is over its budget of ${kb(FIRST_LOAD_BUDGET_BYTES)} KB:\n${report}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
  });

  it("loads at most 2 KB more on a Hindi page than on the same page in English (issue 46)", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { title: "Bandhani shirt", category: ["shirts"], size: ["FREE"] });
    const report: string[] = [];
    const shopper = await signUp(false);
    const { order } = await deliverTo(seller, shopper, product.id, "FREE");
    const asShopper = `vastra_session=${shopper.token}`;
    // The login and sign-up pages too (the cart and checkout need a login: the same forms' scripts, measured here by these).
    const budgeted = ["/", "/products", "/products/shirts", `/product/${product.id}`, "/login", "/register"];
    // Pages the budget does not name, held to their English twin: a delivered order's page (its panels, dialogs and return
    // form) for its shopper, the pages of the order mail's links, and the profile and the account mail's links.
    const pages: [string, string | null][] = [
      ...[...budgeted, "/confirm-cod", "/parcel-answer", "/forgot-password", "/verify-email?token=t"].map((page): [string, null] => [page, null]),
      [`/profile/orders/${order.id}`, asShopper],
      // The profile's dialogs, their words handed as the account's link pages' are.
      ["/profile", asShopper],
      // A product's reviews, the votes' words handed as the order page's are.
      [`/product/${product.id}/reviews`, null],
    ];
    for (const [page, cookie] of pages) {
      const measure = (route: string) => (cookie ? firstLoadAs(cookie, route) : firstLoadOf(baseUrl(), route));
      const english = await measure(page);
      const hindi = await measure(page === "/" ? "/hi" : `/hi${page}`);
      report.push(`${page}: ${kb(english.bytes)} KB, in Hindi ${kb(hindi.bytes)} KB`);
      expect(hindi.bytes, report.join("\n")).toBeLessThanOrEqual(english.bytes + HINDI_ALLOWANCE_BYTES);
      if (budgeted.includes(page))
        expect(hindi.bytes, `${page} in Hindi is over the shopper pages' budget:\n${report.join("\n")}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
  });

  it("asks Chrome to compile the scripts every page starts with off the main thread", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(TEST_DIST_DIR, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
    const rootScripts = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
    const started = scriptSources(await (await fetch(`${baseUrl()}/products`)).text()).filter((src) => rootScripts.has(src));
    // React DOM, the router, Turbopack's runtime and the app's entry at least.
    expect(started.length).toBeGreaterThanOrEqual(4);
    for (const src of started) {
      const script = await (await fetch(new URL(src, baseUrl()))).text();
      expect(script.startsWith(COMPILE_HINT), `${src} starts without the compile hint`).toBe(true);
    }
  });

  it("brings the frame's words in the scripts of the page's language only, not in its HTML (issue 42, issue 46)", async () => {
    const scriptsOf = async (html: string) =>
      (await Promise.all(scriptSources(html).map(async (src) => (await fetch(new URL(src, baseUrl()))).text()))).join("\n");
    // A word of each frame namespace (lib/i18n/client-texts.ts): the top bar's, the carousels', the error pages', buying.
    const english = ["Please Login to Continue.", "Previous slide", "Something went wrong", "Add to cart"];
    const hindi = ["आगे बढ़ने के लिए कृपया लॉग इन करें।", "पिछली स्लाइड", "कुछ गड़बड़ हो गई", "कार्ट में डालें"];
    for (const [page, words, others] of [
      ["/products", english, hindi],
      ["/hi/products", hindi, english],
    ] as const) {
      const html = await (await fetch(baseUrl() + page)).text();
      const scripts = await scriptsOf(html);
      for (const word of words) {
        expect(scripts, `${page}'s scripts lack "${word}"`).toContain(JSON.stringify(word).slice(1, -1));
        expect(html, `${page}'s HTML carries "${word}"`).not.toContain(`"${word}"`);
      }
      for (const word of others) expect(scripts, `${page}'s scripts carry "${word}"`).not.toContain(JSON.stringify(word).slice(1, -1));
    }
  });
});
