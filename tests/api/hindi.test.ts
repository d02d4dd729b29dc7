import { describe, expect, inject, it } from "vitest";
import { addProduct, baseUrl, call, confirmCod, confirmEmail, deliverTo, mailedToken, ownShopOwner, signUp } from "./client.ts";
import { canonicalOf, getPage, siteOrigin } from "./html.ts";

/** The page's hreflang alternates, as [hreflang, path]. */
function alternatesOf(html: string): [string, string][] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname + new URL(m[2]).search]);
}

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The Hindi frame's words found on a page (an English page ships none: its client components are handed English only). */
const hindiFrameWords = (html: string) => ["सामान खोजें", "हमारे बारे में", "आगे बढ़ने के लिए कृपया लॉग इन करें।", "सीधे मुख्य सामग्री पर जाएँ"].filter((w) => html.includes(w));

/** A Hindi page found, in Hindi, its own canonical and both languages named as alternates: `path` is its English address. */
function expectHindiTwin(path: string, status: number, html: string): void {
  expect(status, path).toBe(200);
  expect(langOf(html), path).toBe("hi");
  expect(canonicalOf(html), path).toBe(`${siteOrigin()}/hi${path}`);
  expect(alternatesOf(html), path).toEqual([
    ["en-IN", path],
    ["hi-IN", `/hi${path}`],
    ["x-default", path],
  ]);
}

/** A shopper's own page, [path, request headers, its Hindi words, its English words]. */
type PrivateTwin = [string, Record<string, string>, string[], string[]];

/**
 * Each page's Hindi twin speaks Hindi, names both languages and stays out of search results;
 * the English page keeps its (the specification's) words and carries no Hindi.
 */
async function expectPrivateTwins(pages: PrivateTwin[]): Promise<void> {
  for (const [path, headers, hindi, english] of pages) {
    const { status, html } = await getPage(`/hi${path}`, headers);
    expectHindiTwin(path, status, html);
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    for (const words of hindi) expect(html, `${path}: ${words}`).toContain(words);
    for (const words of english) expect(html, `${path}: ${words}`).not.toContain(words);
    const en = await getPage(path, headers);
    expect(en.status, path).toBe(200);
    expect(langOf(en.html), path).toBe("en-IN");
    expect(alternatesOf(en.html), path).toContainEqual(["hi-IN", `/hi${path}`]);
    for (const words of english) expect(en.html, `${path}: ${words}`).toContain(words);
    for (const words of hindi) expect(en.html, `${path}: ${words}`).not.toContain(words);
  }
}

describe("the shop in Hindi (issue 46)", () => {
  it("answers /hi with lang=hi, its own canonical and both languages as alternates, in Hindi", async () => {
    const { status, html } = await getPage("/hi");
    expect(status).toBe(200);
    expect(langOf(html)).toBe("hi");
    expect(canonicalOf(html)).toBe(`${siteOrigin()}/hi`);
    expect(alternatesOf(html)).toEqual([
      ["en-IN", "/"],
      ["hi-IN", "/hi"],
      ["x-default", "/"],
    ]);
    expect(html).toContain("श्रेणी के हिसाब से खरीदें");
    expect(html).toContain('href="/hi/products/shirts"');
    // No English word of the frame's, not even in what the client components are handed.
    for (const english of ["Shop by category", "Please Login to Continue.", "Skip to content", "About us"]) expect(html).not.toContain(english);
  });

  it("leaves the English landing page in English, lang en-IN, naming the Hindi page as its alternate, with no Hindi words", async () => {
    const { status, html } = await getPage("/");
    expect(status).toBe(200);
    expect(langOf(html)).toBe("en-IN");
    expect(canonicalOf(html)).toBe(siteOrigin());
    expect(alternatesOf(html)).toEqual([
      ["en-IN", "/"],
      ["hi-IN", "/hi"],
      ["x-default", "/"],
    ]);
    expect(html).toContain("Shop by category");
    expect(hindiFrameWords(html)).toEqual([]);
    // The switch's हिन्दी is drawn, as the page loads no Devanagari font (components/layout/HindiWord.tsx); its words are for screen readers.
    const hindiLink = /<a href="\/language\/hi" lang="hi"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? "";
    expect(hindiLink).toBe('<span aria-hidden="true" class="hindi-word"></span><span class="sr-only">हिन्दी</span>');
    // The outline is a file of its own, fetched once, not 1.9 KB of path in every page (issue 42).
    const outline = await fetch(new URL("/hindi-word.svg", baseUrl()));
    expect(outline.headers.get("content-type")).toBe("image/svg+xml");
    expect(await outline.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1889 1304"><path d="M[^"]+"\/><\/svg>$/);
  });

  it("answers the Hindi listings, a category's Hindi name for its heading and each page's Hindi canonical", async () => {
    const seller = await signUp(true);
    await addProduct(seller, { category: ["shirts", "men"] });
    const all = await getPage("/hi/products");
    expect(all.status).toBe(200);
    expect(langOf(all.html)).toBe("hi");
    expect(all.html).toContain("<h1");
    expect(all.html).toContain("सभी सामान");
    expect(canonicalOf(all.html)).toBe(`${siteOrigin()}/hi/products`);
    const shirts = await getPage("/hi/products/shirts?sort=price_asc");
    expect(shirts.status).toBe(200);
    expect(shirts.html).toMatch(/<h1[^>]*>शर्ट<\/h1>/);
    expect(canonicalOf(shirts.html)).toBe(`${siteOrigin()}/hi/products/shirts`);
    expect(alternatesOf(shirts.html)).toEqual([
      ["en-IN", "/products/shirts"],
      ["hi-IN", "/hi/products/shirts"],
      ["x-default", "/products/shirts"],
    ]);
    expect((await getPage("/hi/products/Shirts")).html).toMatch(/<h1[^>]*>शर्ट<\/h1>/);
    const english = await getPage("/products/shirts");
    expect(english.html).toMatch(/<h1[^>]*>Shirts<\/h1>/);
    expect(hindiFrameWords(english.html)).toEqual([]);
  });

  it("names the shop's colours in Hindi (lib/catalog/color-names.ts): a listing's colour filter, a filtered listing's title, a product page; the address and the English pages keep the seller's name", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { title: "Mulmul Kurta", category: ["kurtas", "women"], color: "sky blue" });
    const listing = await getPage("/hi/products/kurtas?color=Sky+Blue");
    expect(listing.status).toBe(200);
    expect(listing.html).toMatch(/<title>कुर्ते: आसमानी/);
    // On a phone the filters fold under their summary, which counts the chosen ones.
    expect(listing.html).toMatch(/<summary class="filter-summary">फ़िल्टर \(1\)<svg/);
    expect(listing.html).toMatch(/aria-label="रंग आसमानी, चुना हुआ: हटाएँ"[^>]*><span[^>]*data-swatch="#7dd3fc"[^>]*><\/span>आसमानी<\/a>/);
    expect(listing.html).toContain("Mulmul Kurta");
    const unfiltered = await getPage("/hi/products/kurtas");
    expect(unfiltered.html).toMatch(/aria-label="रंग आसमानी"[^>]*href="\/hi\/products\/kurtas\?color=sky\+blue"><span[^>]*><\/span>आसमानी<\/a>/);
    expect(unfiltered.html).not.toMatch(/>Sky Blue</);
    const page = await getPage(`/hi/product/${product.id}`);
    expect(page.html).toMatch(/>आसमानी<\/span>/);
    const english = await getPage(`/product/${product.id}`);
    expect(english.html).toMatch(/>sky blue<\/span>/);
    expect(english.html).not.toContain("आसमानी");
    expect((await getPage("/products/kurtas?color=Sky+Blue")).html).toMatch(/<title>Kurtas: Sky Blue/);
  });

  it("answers a product page in Hindi: its words, its canonical and alternates, the English page unchanged", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { title: "Chanderi Silk Kurta", category: ["kurtas", "women"], size: ["S", "M"] });
    const { status, html } = await getPage(`/hi/product/${product.id}`);
    expect(status).toBe(200);
    expect(langOf(html)).toBe("hi");
    expect(canonicalOf(html)).toBe(`${siteOrigin()}/hi/product/${product.id}`);
    expect(alternatesOf(html)).toEqual([
      ["en-IN", `/product/${product.id}`],
      ["hi-IN", `/hi/product/${product.id}`],
      ["x-default", `/product/${product.id}`],
    ]);
    for (const words of ["कार्ट में डालें", "अभी खरीदें", "साइज़", "(सभी टैक्स समेत)", "रेटिंग और रिव्यू", "कैश ऑन डिलीवरी"]) expect(html).toContain(words);
    expect(html).toContain(`href="/hi/products/kurtas"`);
    for (const english of ["Add to cart", "Buy Now", "incl. of all taxes", "Ratings and reviews", "Cash on delivery"]) expect(html).not.toContain(english);
    const english = await getPage(`/product/${product.id}`);
    expect(english.html).toContain("incl. of all taxes");
    expect(english.html).not.toContain("कार्ट में डालें");
    expect((await getPage("/hi/product/no-such-product")).status).toBe(404);
  });

  it("shows a product's reviews in Hindi on its Hindi page: the buyer, the size, the votes, the seller's reply; the review's own words as written", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { title: "Kota Review Kurta", category: ["kurtas", "women"], size: ["M", "L"] });
    const buyer = await signUp(false);
    await deliverTo(seller, buyer, product.id, "M");
    const written = await call("POST", `/api/product/${product.id}/reviews`, { token: buyer.token, body: { rating: 4, text: "Soft cotton." } });
    expect(written.status).toBe(201);
    const { id } = written.body as { id: string };
    expect((await call("PUT", `/api/review/${id}/reply`, { token: seller.token, body: { text: "Thank you!" } })).status).toBe(200);
    expect((await call("POST", `/api/review/${id}/helpful`, { token: (await signUp()).token })).status).toBe(200);
    const { html } = await getPage(`/hi/product/${product.id}`);
    for (const words of ["पक्का ख़रीदार", "साइज़ M", "1 व्यक्ति को यह रिव्यू काम का लगा", "विक्रेता का जवाब", "Soft cotton.", "Thank you!"])
      expect(html, words).toContain(words);
    for (const words of ["Verified buyer", "Size M", "found this helpful", "Reply from the seller"]) expect(html, words).not.toContain(words);
    const english = (await getPage(`/product/${product.id}`)).html;
    for (const words of ["Verified buyer", "1 person found this helpful", "Reply from the seller"]) expect(english, words).toContain(words);
    expect(english).not.toContain("पक्का ख़रीदार");
  });

  it("answers a product's reviews pages in Hindi: all of them sorted, the review form, a hidden review's note; links kept in /hi, the English pages' words as they were", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { title: "Kota Sorted Kurta", category: ["kurtas", "women"], size: ["M"] });
    const buyer = await signUp(false);
    await deliverTo(seller, buyer, product.id, "M");
    const written = await call("POST", `/api/product/${product.id}/reviews`, { token: buyer.token, body: { rating: 4, text: "Soft cotton." } });
    expect(written.status).toBe(201);
    const reviews = `/product/${product.id}/reviews`;
    const form = `/product/${product.id}/review`;
    // The Hindi product page leads to the Hindi pages.
    const productPage = (await getPage(`/hi/product/${product.id}`)).html;
    for (const path of [reviews, form]) expect(productPage, path).toContain(`href="/hi${path}"`);

    const hindi = [
      "Kota Sorted Kurta के रिव्यू",
      "क्रम बदलें",
      "सबसे नए",
      "सबसे ज़्यादा मददगार",
      "सबसे कम रेटिंग",
      "सबसे ज़्यादा रेटिंग",
      "अपना रिव्यू लिखें या बदलें",
      ">मददगार<",
      "5 में से 4 स्टार",
    ];
    const english = [
      "Reviews of Kota Sorted Kurta",
      "Sort by",
      "Newest",
      "Most helpful",
      "Lowest rated",
      "Highest rated",
      "Write or edit your review",
      ">Helpful<",
      "4 out of 5 stars",
    ];
    const { status, html } = await getPage(`/hi${reviews}`);
    expectHindiTwin(reviews, status, html);
    for (const words of hindi) expect(html, words).toContain(words);
    for (const words of [...english, "Thank you for your vote.", "Please Login to Continue.", "Post reply"]) expect(html, words).not.toContain(words);
    for (const path of [`${reviews}?sort=helpful`, form, `/product/${product.id}`]) expect(html, path).toContain(`href="/hi${path}"`);
    expect((await getPage(`/hi${reviews}?sort=lowest`)).html).toMatch(/<span aria-current="true" class="filter-chip">सबसे कम रेटिंग<\/span>/);
    const en = await getPage(reviews);
    expect(langOf(en.html)).toBe("en-IN");
    expect(alternatesOf(en.html)).toContainEqual(["hi-IN", `/hi${reviews}`]);
    for (const words of english) expect(en.html, words).toContain(words);
    for (const words of hindi) expect(en.html, words).not.toContain(words);
    expect((await getPage(`/hi/product/no-such-product/reviews`)).status).toBe(404);

    // The buyer's own review on the form's page.
    await expectPrivateTwins([
      [
        form,
        { cookie: `vastra_session=${buyer.token}` },
        [
          "Kota Sorted Kurta का आपका रिव्यू",
          "हमारी रिव्यू नीति",
          'href="/hi/policies/reviews"',
          "अपना रिव्यू बदलें",
          "आपकी रेटिंग",
          "शीर्षक (ज़रूरी नहीं)",
          "फ़ोटो (ज़्यादा से ज़्यादा 3)",
          "बदलाव सेव करें",
          "रिव्यू हटाएँ",
        ],
        [
          "Your review of Kota Sorted Kurta",
          "our review policy",
          "Edit your review",
          "Your rating",
          "Title (optional)",
          "Photos (up to 3)",
          "Save changes",
          "Delete review",
        ],
      ],
    ]);

    // Hidden by the shop (its owner, on a shop of its own): the author is told why in their page's language.
    const base = inject("ownShopUrl");
    const ownSeller = await signUp(true, base);
    const ownProduct = await addProduct(ownSeller, { title: "Kota Hidden Kurta", size: ["M"] }, base);
    const author = await signUp(false, base);
    await deliverTo(ownSeller, author, ownProduct.id, "M", base);
    const mine = await call("POST", `/api/product/${ownProduct.id}/reviews`, { base, token: author.token, body: { rating: 1, text: "Awful." } });
    const { id } = mine.body as { id: string };
    const hidden = await call("PUT", `/api/review/${id}/moderation`, {
      base,
      token: (await ownShopOwner()).token,
      body: { hidden: true, reason: "personal_data" },
    });
    expect(hidden.status).toBe(200);
    const asAuthor = { cookie: `vastra_session=${author.token}` };
    const note = (html: string) => /data-testid="review-hidden"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(note((await getPage(`/hi/product/${ownProduct.id}/review`, asAuthor, base)).html)).toBe(
      "दुकान ने यह रिव्यू छिपा दिया है, क्योंकि इसमें किसी की निजी जानकारी है। इसे सिर्फ़ आप देख सकते हैं, और आप अब भी इसे बदल या हटा सकते हैं।",
    );
    expect(note((await getPage(`/product/${ownProduct.id}/review`, asAuthor, base)).html)).toBe(
      "Hidden by the shop as carries someone&#x27;s personal data: only its author sees it, and may still edit or delete it.",
    );
  });

  it("preloads the Devanagari font on Hindi pages only, its one file served from the shop for a year", async () => {
    const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    const font = "/fonts/noto-sans-devanagari-400.woff2";
    expect(fontPreloads((await getPage("/hi")).html)).toEqual([font]);
    for (const english of ["/", "/products", "/login"]) expect(fontPreloads((await getPage(english)).html)).toEqual([]);
    const answer = await fetch(new URL(font, baseUrl()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("font/woff2");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A WOFF2 file starts with its signature.
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("wOF2");
    // The bold is drawn from the regular file (app/globals.css): no second file to wait for.
    for (const other of ["/fonts/noto-sans-devanagari-700.woff2", "/fonts/other.woff2"]) expect((await fetch(new URL(other, baseUrl()))).status).toBe(404);
  });

  it("answers the buying path in Hindi: cart, checkout, login and sign-up, each with its Hindi canonical and alternates, links kept in /hi", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const product = await addProduct(seller, { title: "Lucknowi Chikan Kurta", category: ["kurtas", "women"], size: ["M"] });
    await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1, size: "M" } });
    const asShopper = { cookie: `vastra_session=${shopper.token}` };
    const pages: PrivateTwin[] = [
      [
        "/cart",
        asShopper,
        ["आपका कार्ट", "कुल एमआरपी", "ऑर्डर करें", "कूपन कोड डालें", "कार्ट का सामान"],
        ["Your cart", "Total MRP", "Place order", "Enter coupon code"],
      ],
      [
        "/address",
        asShopper,
        ["पता जोड़ें", "मोबाइल नंबर", "पिन कोड", "ऑर्डर पक्का करें", "कैश ऑन डिलीवरी"],
        ["Add Address", "Mobile No", "Confirm Order", "Cash on delivery"],
      ],
      [
        "/login",
        {},
        ["लॉग इन करें", "मोबाइल नंबर से आगे बढ़ें", "पासवर्ड भूल गए?", "नया खाता बनाएँ"],
        ["LOGIN", "Forgot password?", "Create an account", "Continue with mobile number"],
      ],
      [
        "/register",
        {},
        ["अपना खाता बनाएँ", "पहला नाम", "कम से कम 8 अक्षर।", "पहले से खाता है?"],
        ["Create your account", "First Name", "SIGNUP", "Already have an account?"],
      ],
    ];
    await expectPrivateTwins(pages);
    const cart = await getPage("/hi/cart", asShopper);
    expect(cart.html).toContain(`href="/hi/product/${product.id}"`);
    expect(cart.html).toContain(`href="/hi/address"`);
    expect((await getPage("/hi/login")).html).toContain(`href="/hi/register"`);
    expect((await getPage("/hi/register")).html).toContain(`href="/hi/login"`);
    // Without a login the cart and checkout send the shopper to the Hindi landing page; logged in, the login page does.
    for (const [path, headers] of [
      ["/hi/cart", {}],
      ["/hi/address", {}],
      ["/hi/login", asShopper],
    ] as const) {
      const away = await getPage(path, headers);
      expect(away.status, path).toBe(307);
      expect(new URL(away.headers.get("location")!, baseUrl()).pathname, path).toBe("/hi");
    }
  });

  it("answers the policy and grievance pages in Hindi: Hindi headings and words, a default policy written in Hindi", async () => {
    const pages: [string, string[], string[]][] = [
      [
        "/policies/returns",
        ["वापसी, रिफ़ंड और बदलाव", "वापसी और बदलाव</h2>", "रिफ़ंड</h2>", "कामकाजी दिनों के अंदर"],
        ["Returns, refunds and exchanges</h1>", "Refunds</h2>"],
      ],
      ["/policies/terms", ["इस्तेमाल की शर्तें", "इसका इस्तेमाल करके आप इन शर्तों को स्वीकार करते हैं।"], ["Terms of use</h1>", "By using it you accept these terms."]],
      [
        "/grievance",
        ["शिकायत अधिकारी", "शिकायत भेजें", "आपकी शिकायत", "ऑर्डर नंबर (अगर शिकायत किसी ऑर्डर की है)", "कम से कम 10 अक्षर।"],
        ["Grievance officer", "Send a complaint", "Your complaint", "Designation", "At least 10 characters."],
      ],
    ];
    for (const [path, hindi, english] of pages) {
      const { status, html } = await getPage(`/hi${path}`);
      expectHindiTwin(path, status, html);
      for (const words of hindi) expect(html, `${path}: ${words}`).toContain(words);
      for (const words of english) expect(html, `${path}: ${words}`).not.toContain(words);
      expect(html, path).toContain('href="/hi/grievance"');
      const en = await getPage(path);
      expect(en.status, path).toBe(200);
      expect(langOf(en.html), path).toBe("en-IN");
      expect(canonicalOf(en.html), path).toBe(`${siteOrigin()}${path}`);
      expect(alternatesOf(en.html), path).toContainEqual(["hi-IN", `/hi${path}`]);
      for (const words of english) expect(en.html, `${path}: ${words}`).toContain(words);
      for (const words of hindi) expect(en.html, `${path}: ${words}`).not.toContain(words);
    }
    // The default is the Hindi page's own text: no English mark, no note that it is in English
    // (the owner's own text keeps both: tests/api/legal.test.ts).
    const returns = (await getPage("/hi/policies/returns")).html;
    expect(returns).not.toContain('lang="en-IN"');
    expect(returns).not.toContain("इस नीति का पूरा क़ानूनी पाठ नीचे अंग्रेज़ी में है");
    expect(returns).not.toContain('data-testid="policy-in-english"');
  });

  it("answers the shopper's order list in Hindi: its words, totals and statuses, links kept in /hi where there is a Hindi page", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const product = await addProduct(seller, { title: "Banarasi Kurta", category: ["kurtas", "women"], size: ["M"] });
    await deliverTo(seller, shopper, product.id);
    const asShopper = { cookie: `vastra_session=${shopper.token}` };
    const hindi = ["मेरे ऑर्डर", "साइज़ M", "मात्रा 1", "प्रति नग", "डिलीवर हुआ", "कुल एमआरपी", "कुल चुकाना है", "अभी चुकाना बाकी", "भुगतान", "ऑर्डर और डिलीवरी का पता देखें"];
    const english = ["My orders", "Qty 1", "Total MRP", "To pay", "Still to pay", "View order and delivery address", "Placed "];
    const { status, html } = await getPage("/hi/profile/orders", asShopper);
    expect(status).toBe(200);
    expect(langOf(html)).toBe("hi");
    expect(canonicalOf(html)).toBe(`${siteOrigin()}/hi/profile/orders`);
    expect(alternatesOf(html)).toEqual([
      ["en-IN", "/profile/orders"],
      ["hi-IN", "/hi/profile/orders"],
      ["x-default", "/profile/orders"],
    ]);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    for (const words of hindi) expect(html, words).toContain(words);
    for (const words of english) expect(html, words).not.toContain(words);
    const en = await getPage("/profile/orders", asShopper);
    expect(langOf(en.html)).toBe("en-IN");
    for (const words of english) expect(en.html, words).toContain(words);
    for (const words of hindi) expect(en.html, words).not.toContain(words);
    // Without a login, the Hindi landing page.
    const away = await getPage("/hi/profile/orders");
    expect(new URL(away.headers.get("location")!, baseUrl()).pathname).toBe("/hi");
  });

  it("answers the profile, the wishlist and the account's link pages in Hindi, each with its Hindi canonical and alternates", async () => {
    const shopper = await signUp(false);
    const asShopper = { cookie: `vastra_session=${shopper.token}` };
    const pages: PrivateTwin[] = [
      [
        "/profile",
        asShopper,
        ["आपकी प्रोफ़ाइल", "यूज़रनेम", "प्रोफ़ाइल बदलें", "पासवर्ड बदलें", "मेरा खाता हटाएँ", "मेरी विशलिस्ट", "बंद: ऑर्डर के अपडेट SMS से आते हैं।"],
        ["Your profile", "Update Profile", "Change password", "Delete my account", "My wishlist", "Off: order updates come by SMS."],
      ],
      ["/wishlist", asShopper, ["आपकी विशलिस्ट", "यहाँ अभी कुछ नहीं है।", "सभी सामान"], ["Your wishlist", "Nothing here yet.", "All products"]],
      ["/wishlist/alerts", {}, ["विशलिस्ट के मेल", "यह लिंक अधूरा है"], ["Wishlist mails", "This link is incomplete"]],
      ["/forgot-password", {}, ["पासवर्ड भूल गए?", "लिंक भेजें", "लॉग इन पर वापस जाएँ"], ["Forgot your password?", "Send the link", "Back to log in"]],
      ["/reset-password", {}, ["नया पासवर्ड चुनें", "यह लिंक अधूरा है", "नया लिंक मँगाएँ"], ["Choose a new password", "This link is not complete", "Ask for a new link"]],
      ["/verify-email", {}, ["अपना ई-मेल पता पक्का करें", "दुकान पर जाएँ"], ["Confirm your e-mail address", "Go to the shop"]],
    ];
    await expectPrivateTwins(pages);
    for (const [path, headers] of pages) expect(hindiFrameWords((await getPage(path, headers)).html), path).toEqual([]);
    const profile = (await getPage("/hi/profile", asShopper)).html;
    expect(profile).toContain('href="/hi/profile/orders"');
    expect(profile).toContain('href="/hi/wishlist"');
    expect((await getPage("/hi/forgot-password")).html).toContain('href="/hi/login"');
    // Without a login, the Hindi landing page; the wishlist asks for the Hindi login, to come back.
    expect(new URL((await getPage("/hi/profile")).headers.get("location")!, baseUrl()).pathname).toBe("/hi");
    const wishlist = await getPage("/hi/wishlist");
    expect(new URL(wishlist.headers.get("location")!, baseUrl()).pathname).toBe("/hi/login");
  });

  it("answers a shopper's order page in Hindi: its panels, timeline and parcel, links kept in /hi; the English page unchanged", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const product = await addProduct(seller, { title: "Kota Doria Kurta", category: ["kurtas", "women"], size: ["M"] });
    const { order } = await deliverTo(seller, shopper, product.id);
    const asShopper = { cookie: `vastra_session=${shopper.token}` };
    const path = `/profile/orders/${order.id}`;
    const hindi = [
      "← मेरे ऑर्डर",
      "को किया गया",
      "डिलीवरी का पता",
      "पिन कोड",
      "ऑर्डर में अब तक क्या हुआ",
      "आपने ऑर्डर किया",
      "विक्रेता ने स्वीकार किया",
      "पार्सल",
      "अपना पार्सल ट्रैक करें",
      "वापस करें",
      "तक अनुरोध कर सकते हैं",
      "डिलीवर हुआ",
    ];
    const english = [
      "My orders",
      "Placed ",
      "Delivery address",
      "Timeline",
      "Placed by you",
      "Accepted by the seller",
      "Track your parcel",
      "You can ask until",
      "Ask for a return",
    ];
    const { status, html } = await getPage(`/hi${path}`, asShopper);
    expectHindiTwin(path, status, html);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    for (const words of hindi) expect(html, words).toContain(words);
    for (const words of english) expect(html, words).not.toContain(words);
    // Its times on the 24-hour clock: hi-IN's 12-hour clock says "am" and "pm" in English.
    expect(html).toMatch(/\d{4}, \d{1,2}:\d\d को किया गया/);
    expect(html).not.toMatch(/\d:\d\d\s[ap]m\b/);
    expect(html).toContain('href="/hi/profile/orders"');
    // The English page keeps its words (the dialogs' too, handed to the page), and carries no Hindi.
    const en = await getPage(path, asShopper);
    expect(en.status).toBe(200);
    expect(langOf(en.html)).toBe("en-IN");
    expect(alternatesOf(en.html)).toContainEqual(["hi-IN", `/hi${path}`]);
    for (const words of english) expect(en.html, words).toContain(words);
    for (const words of hindi) expect(en.html, words).not.toContain(words);
    expect(en.html).toMatch(/\d:\d\d\s[ap]m\b/);
    // The Hindi list leads to the Hindi order page; without a login, the Hindi landing page.
    expect((await getPage("/hi/profile/orders", asShopper)).html).toContain(`href="/hi${path}"`);
    const away = await getPage(`/hi${path}`);
    expect(new URL(away.headers.get("location")!, baseUrl()).pathname).toBe("/hi");
  });

  it("asks a Hindi order's shopper about a missed delivery in Hindi: on the order page, and on the page its mail's link opens", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    await confirmEmail(shopper);
    const product = await addProduct(seller, { title: "Sanganeri Kurta", category: ["kurtas", "women"], size: ["M"] });
    await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1, size: "M" } });
    const address = { name: "आशा राव", mobile: "9876543210", address: "12, एमजी रोड", pin: "560001" };
    const placed = await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address, language: "hi" } });
    expect(placed.status).toBe(201);
    const order = await confirmCod(
      shopper,
      placed.body as { id: string; number: string; items: { _id: string }[]; codConfirmation: { status: string } | null },
    );
    const lineId = order.items[0]._id;
    expect((await call("PUT", `/api/order/update/status/${lineId}`, { token: seller.token, body: { status: "Accepted" } })).status).toBe(200);
    const shipped = await call("PUT", `/api/order/ship/${order.id}`, {
      token: seller.token,
      body: { lineIds: [lineId], carrier: "DTDC", awb: `HI${Date.now()}` },
    });
    expect(shipped.status).toBe(200);
    const failed = await call("PUT", `/api/order/shipment/${shipped.body.id}`, {
      token: seller.token,
      body: { status: "attempt_failed", reason: "Nobody at home" },
    });
    expect(failed.status).toBe(200);

    const english = ["Delivery attempt failed", "I will take it", "Send it back", "could not deliver", "Will you take it"];
    const page = await getPage(`/hi/profile/orders/${order.id}`, { cookie: `vastra_session=${shopper.token}` });
    for (const words of ["को डिलीवरी नहीं हो पाई: Nobody at home", "हाँ, मुझे चाहिए", "वापस भेज दें", "डिलीवरी नहीं हो पाई"]) expect(page.html, words).toContain(words);
    for (const words of english) expect(page.html, words).not.toContain(words);

    // The mail's link opens the Hindi page, which asks in Hindi.
    const token = await mailedToken(shopper, `आपका ऑर्डर ${order.number}: कूरियर इसे डिलीवर नहीं कर सका`, "/hi/parcel-answer");
    const linked = await getPage(`/hi/parcel-answer?token=${token}`);
    expect(linked.status).toBe(200);
    expect(langOf(linked.html)).toBe("hi");
    for (const words of ["DTDC आपका पार्सल डिलीवर नहीं कर सका", "क्या आप इसे लेंगे?", "हाँ, मुझे चाहिए", "वापस भेज दें"]) expect(linked.html, words).toContain(words);
    for (const words of english) expect(linked.html, words).not.toContain(words);
  });

  it("answers the pages of a COD confirmation's and a missed delivery's links in Hindi, a dead link said so in Hindi", async () => {
    const pages: [string, string[], string[]][] = [
      [
        "/confirm-cod",
        ["अपना ऑर्डर पक्का करें", "यह लिंक अधूरा है", "आपका ऑर्डर कहाँ तक पहुँचा, यह", "दुकान पर जाएँ"],
        ["Confirm your order", "This link is not complete", "Go to the shop"],
      ],
      ["/parcel-answer", ["आपका पार्सल", "यह लिंक अधूरा है", "आपका पार्सल कहाँ तक पहुँचा, यह"], ["Your parcel", "See where your parcel stands in", "Go to the shop"]],
    ];
    for (const [path, hindi, english] of pages) {
      const { status, html } = await getPage(`/hi${path}`);
      expectHindiTwin(path, status, html);
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
      for (const words of hindi) expect(html, `${path}: ${words}`).toContain(words);
      for (const words of english) expect(html, `${path}: ${words}`).not.toContain(words);
      expect(html, path).toContain('href="/hi/profile/orders"');
      const dead = await getPage(`/hi${path}?token=no-such-token`);
      expect(dead.status, path).toBe(200);
      expect(dead.html, path).toContain("यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है");
      const en = await getPage(path);
      expect(en.status, path).toBe(200);
      expect(langOf(en.html), path).toBe("en-IN");
      for (const words of english) expect(en.html, `${path}: ${words}`).toContain(words);
      for (const words of hindi) expect(en.html, `${path}: ${words}`).not.toContain(words);
    }
  });

  it("answers an address that names nothing with a 404 in its language", async () => {
    // In the HTML or in the page's flight data, where a 404's content travels (tests/api/page-cache.test.ts).
    const hindi = await getPage("/hi/no/such/page");
    expect(hindi.status).toBe(404);
    expect(hindi.html).toContain("हमें यह पेज नहीं मिला");
    expect(hindi.html).toContain("सभी सामान देखें");
    expect(hindi.html).not.toContain("We could not find that page");
    const english = await getPage("/no/such/page");
    expect(english.status).toBe(404);
    expect(english.html).toContain("We could not find that page");
    expect(english.html).not.toContain("हमें यह पेज नहीं मिला");
  });

  it("finds English-titled products for a Hindi search (lib/catalog/hindi-words.ts), on either language's listing", async () => {
    const seller = await signUp(true);
    const word = `zari${Date.now().toString(36)}`;
    const product = await addProduct(seller, { title: `${word} cotton kurta`, category: ["kurtas"] });
    for (const path of [`/hi/products/${encodeURIComponent(`सूती कुर्ता ${word}`)}`, `/products/${encodeURIComponent(`कुर्ता ${word}`)}`]) {
      const { status, html } = await getPage(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`/product/${product.id}`);
    }
    await addProduct(seller, { title: "Mojari", category: ["shoes"] });
    const shoes = await getPage(`/hi/products/${encodeURIComponent("जूते")}`);
    expect(shoes.status).toBe(200);
    // A colour by the Hindi name the filters show (lib/catalog/color-names.ts).
    const grey = await addProduct(seller, { title: `${word} linen kurta`, category: ["kurtas"], color: "Grey" });
    const { status, html } = await getPage(`/hi/products/${encodeURIComponent(`स्लेटी ${word}`)}`);
    expect(status).toBe(200);
    expect(html).toContain(`/product/${grey.id}`);
    expect(html).not.toContain(`/product/${product.id}`);
  });

  it("keeps the internal listing paths unreachable in Hindi too", async () => {
    expect((await getPage("/hi/listing/all/1/-/-/-")).status).toBe(404);
  });

  it("sends a shopper who chose Hindi from an English address to its Hindi one, and nobody else", async () => {
    const chose = await getPage("/products/shirts?page=2", { cookie: "lang=hi" });
    expect(chose.status).toBe(307);
    expect(chose.headers.get("location")).toMatch(/\/hi\/products\/shirts\?page=2$/);
    expect((await getPage("/products/shirts", { cookie: "lang=en" })).status).toBe(200);
    expect((await getPage("/hi", { cookie: "lang=en" })).status).toBe(200);
  });

  it("switches language by a plain link: the same page in the other language, the choice kept in a cookie", async () => {
    const { status, headers } = await getPage("/language/hi", { referer: `${baseUrl()}/products/shirts?page=2` });
    expect(status).toBe(303);
    expect(headers.get("location")).toBe("/hi/products/shirts?page=2");
    expect(headers.get("set-cookie")).toMatch(/^lang=hi;/);
    const back = await getPage("/language/en", { referer: `${baseUrl()}/hi/products/shirts` });
    expect(back.headers.get("location")).toBe("/products/shirts");
    expect(back.headers.get("set-cookie")).toMatch(/^lang=en;/);
    expect((await getPage("/language/fr")).status).toBe(404);
    // Logged in, the switch keeps the choice on the account too (tests/integration/order-mail.test.ts: the mail it leads to).
    const shopper = await signUp(false);
    const loggedIn = await getPage("/language/hi", { referer: `${baseUrl()}/cart`, cookie: `vastra_session=${shopper.token}` });
    expect(loggedIn.status).toBe(303);
    expect(loggedIn.headers.get("location")).toBe("/hi/cart");
  });

  it("lists both languages in the sitemap, each naming the other", async () => {
    const { html: xml } = await getPage("/sitemap.xml");
    expect(xml).toContain(`<loc>${siteOrigin()}/hi/products</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${siteOrigin()}/hi/products"/>`);
    for (const path of ["/policies/returns", "/grievance"]) {
      expect(xml).toContain(`<loc>${siteOrigin()}${path}</loc>`);
      expect(xml).toContain(`<loc>${siteOrigin()}/hi${path}</loc>`);
    }
  });
});
