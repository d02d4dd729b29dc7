import { describe, expect, inject, it } from "vitest";
import { deletedJsonSchema, productJsonSchema, reviewJsonSchema, reviewPageJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, deliverTo, expectError, expectOk, ownShopOwner, pngDataUrl, signUp, type Account } from "./client.ts";
import { getPage, jsonLdBlocks } from "./html.ts";

// Reviews (issue 42) over HTTP: each call's shape, who may make it, bad and oversized input,
// and the list's X-Total-Count.

/** A seller's shirt in M and L, received by `buyers` shoppers, on the suite's server or `base`. */
async function reviewedShirt(buyers = 1, base?: string) {
  const seller = await signUp(true, base);
  const product = await addProduct(seller, { title: "Kurta", size: ["M", "L"] }, base);
  const shoppers: Account[] = [];
  for (let i = 0; i < buyers; i++) {
    const shopper = await signUp(false, base);
    await deliverTo(seller, shopper, product.id, "M", base);
    shoppers.push(shopper);
  }
  return { seller, product, shoppers };
}

const review = (token: string | null, productId: string, body: unknown, base?: string) =>
  call("POST", `/api/product/${productId}/reviews`, { base, token, body });

describe("POST /api/product/{id}/reviews", () => {
  it("201 the review for a buyer, with photos; 403 not_a_buyer for anyone else; 409 the second time; 401 logged out", async () => {
    const { seller, product, shoppers } = await reviewedShirt();
    const stranger = await signUp();
    const refused = await review(stranger.token, product.id, { rating: 5 });
    expectError(refused, 403);
    expect(refused.body.error.code).toBe("not_a_buyer");
    expect((await review(seller.token, product.id, { rating: 5 })).body.error.code).toBe("not_a_buyer");
    expectError(await review(null, product.id, { rating: 5 }), 401);

    const written = expectOk(
      await review(shoppers[0].token, product.id, { rating: 4, title: "Soft", text: "True to size.", images: [await pngDataUrl("#aa3355")] }),
      201,
      reviewJsonSchema,
    );
    expect(written).toMatchObject({ rating: 4, title: "Soft", author: "Asha R.", size: "M", verified: true, helpful: 0, reply: null, hidden: null });
    expect(written.imageUrls).toHaveLength(1);
    expect((await fetch(`${inject("baseUrl")}${written.imageUrls[0]}`)).headers.get("content-type")).toBe("image/webp");
    expectError(await review(shoppers[0].token, product.id, { rating: 2 }), 409);
    expectError(await review(shoppers[0].token, "noSuchProduct", { rating: 2 }), 404);
  });

  it("400 for stars out of 1..5, a title over 100 or a text over 2,000 characters, four photos; 413 for a body over the cap; 415 for a file that is no image", async () => {
    const { product, shoppers } = await reviewedShirt();
    const token = shoppers[0].token;
    expectError(await review(token, product.id, { rating: 0 }), 400, "rating");
    expectError(await review(token, product.id, { rating: 6 }), 400, "rating");
    expectError(await review(token, product.id, { rating: 4.5 }), 400, "rating");
    expectError(await review(token, product.id, { rating: 5, title: "t".repeat(101) }), 400, "title");
    expectError(await review(token, product.id, { rating: 5, text: "t".repeat(2001) }), 400, "text");
    const photo = await pngDataUrl();
    expectError(
      await review(token, product.id, { rating: 5, images: [photo, await pngDataUrl("#111111"), await pngDataUrl("#222222"), await pngDataUrl("#333333")] }),
      400,
      "images",
    );
    expectError(await review(token, product.id, { rating: 5, images: [`data:image/png;base64,${"A".repeat(7 * 1024 * 1024)}`] }), 413);
    expectError(
      await review(token, product.id, { rating: 5, images: [`data:image/png;base64,${Buffer.from("<html>not a picture").toString("base64")}`] }),
      415,
    );
    // Nothing was kept of the refused ones.
    expect(expectOk(await call("GET", `/api/product/${product.id}/reviews`), 200, reviewPageJsonSchema).summary.count).toBe(0);
  });
});

describe("GET /api/product/{id}/reviews", () => {
  it("gives the summary and a page of reviews, X-Total-Count over every page, and the product JSON its rating", async () => {
    const { product, shoppers } = await reviewedShirt(3);
    expect(expectOk(await call("GET", `/api/product/${product.id}`), 200, productJsonSchema).rating).toBeNull();
    for (const [i, rating] of [5, 2, 4].entries()) expectOk(await review(shoppers[i].token, product.id, { rating }), 201, reviewJsonSchema);
    const answer = await call("GET", `/api/product/${product.id}/reviews?sort=highest&limit=2`);
    const list = expectOk(answer, 200, reviewPageJsonSchema);
    expect(answer.headers.get("x-total-count")).toBe("3");
    expect(list.summary).toEqual({ average: 3.7, count: 3, histogram: { "1": 0, "2": 1, "3": 0, "4": 1, "5": 1 } });
    expect(list.reviews.map((r) => r.rating)).toEqual([5, 4]);
    const next = expectOk(await call("GET", `/api/product/${product.id}/reviews?sort=highest&limit=2&offset=2`), 200, reviewPageJsonSchema);
    expect(next.reviews.map((r) => r.rating)).toEqual([2]);
    expectError(await call("GET", `/api/product/${product.id}/reviews?sort=best`), 400, "sort");
    expect(expectOk(await call("GET", `/api/product/${product.id}`), 200, productJsonSchema).rating).toEqual({ average: 3.7, count: 3 });
    expect((await call("GET", `/api/product?q=Kurta&limit=100`)).body.find((p: { id: string }) => p.id === product.id)?.rating).toEqual({
      average: 3.7,
      count: 3,
    });
  });
});

describe("PUT and DELETE /api/review/{reviewId}", () => {
  it("are its author's: another shopper 403, logged out 401; an edit changes the fields given", async () => {
    const { product, shoppers } = await reviewedShirt(2);
    const mine = expectOk(await review(shoppers[0].token, product.id, { rating: 3, text: "Fine." }), 201, reviewJsonSchema);
    expectError(await call("PUT", `/api/review/${mine.id}`, { token: shoppers[1].token, body: { rating: 1 } }), 403);
    expectError(await call("DELETE", `/api/review/${mine.id}`, { token: shoppers[1].token }), 403);
    expectError(await call("PUT", `/api/review/${mine.id}`, { body: { rating: 1 } }), 401);
    const edited = expectOk(await call("PUT", `/api/review/${mine.id}`, { token: shoppers[0].token, body: { rating: 5 } }), 200, reviewJsonSchema);
    expect(edited).toMatchObject({ rating: 5, text: "Fine." });
    expect(expectOk(await call("DELETE", `/api/review/${mine.id}`, { token: shoppers[0].token }), 200, deletedJsonSchema)).toEqual({ deleted: mine.id });
    expect((await call("GET", `/api/product/${product.id}/reviews`)).headers.get("x-total-count")).toBe("0");
  });
});

describe("replies, votes and moderation", () => {
  it("the product's seller replies (and edits it); another seller 403", async () => {
    const { seller, product, shoppers } = await reviewedShirt();
    const mine = expectOk(await review(shoppers[0].token, product.id, { rating: 4 }), 201, reviewJsonSchema);
    const other = await signUp(true);
    expectError(await call("PUT", `/api/review/${mine.id}/reply`, { token: other.token, body: { text: "Hi" } }), 403);
    expectError(await call("PUT", `/api/review/${mine.id}/reply`, { token: seller.token, body: { text: "" } }), 400, "text");
    expectOk(await call("PUT", `/api/review/${mine.id}/reply`, { token: seller.token, body: { text: "Thanks!" } }), 200, reviewJsonSchema);
    const replied = expectOk(await call("PUT", `/api/review/${mine.id}/reply`, { token: seller.token, body: { text: "Thank you!" } }), 200, reviewJsonSchema);
    expect(replied.reply?.text).toBe("Thank you!");
  });

  it("a helpful vote counts once per shopper; the author's own is 403", async () => {
    const { product, shoppers } = await reviewedShirt();
    const mine = expectOk(await review(shoppers[0].token, product.id, { rating: 4 }), 201, reviewJsonSchema);
    const fan = await signUp();
    expect(expectOk(await call("POST", `/api/review/${mine.id}/helpful`, { token: fan.token }), 200, reviewJsonSchema).helpful).toBe(1);
    expect(expectOk(await call("POST", `/api/review/${mine.id}/helpful`, { token: fan.token }), 200, reviewJsonSchema).helpful).toBe(1);
    expectError(await call("POST", `/api/review/${mine.id}/helpful`, { token: shoppers[0].token }), 403);
    expectError(await call("POST", `/api/review/${mine.id}/helpful`), 401);
  });

  it("only the owner hides, only for a listed reason; the author sees why, the summary leaves it out", async () => {
    const base = inject("ownShopUrl");
    const boss = await ownShopOwner();
    const { seller, product, shoppers } = await reviewedShirt(1, base);
    const mine = expectOk(await review(shoppers[0].token, product.id, { rating: 1, text: "Awful." }, base), 201, reviewJsonSchema);
    const moderate = (token: string, body: unknown) => call("PUT", `/api/review/${mine.id}/moderation`, { base, token, body });
    expectError(await moderate(seller.token, { hidden: true, reason: "spam" }), 403);
    expectError(await moderate(boss.token, { hidden: true, reason: "negative" }), 400, "reason");
    expectError(await moderate(boss.token, { hidden: true }), 400, "reason");
    const hidden = expectOk(await moderate(boss.token, { hidden: true, reason: "abusive" }), 200, reviewJsonSchema);
    expect(hidden.hidden?.reason).toBe("abusive");
    const everyone = await call("GET", `/api/product/${product.id}/reviews`, { base });
    expect(expectOk(everyone, 200, reviewPageJsonSchema)).toMatchObject({ summary: { count: 0 }, reviews: [] });
    const author = expectOk(await call("GET", `/api/product/${product.id}/reviews`, { base, token: shoppers[0].token }), 200, reviewPageJsonSchema);
    expect(author.reviews[0].hidden?.reason).toBe("abusive");
    expectOk(await moderate(boss.token, { hidden: false }), 200, reviewJsonSchema);
    expect(expectOk(await call("GET", `/api/product/${product.id}/reviews`, { base }), 200, reviewPageJsonSchema).summary.count).toBe(1);
  });
});

describe("the product page", () => {
  it("shows a new, edited and deleted review at the next request though cached, and its JSON-LD carries aggregateRating and the reviews", async () => {
    const { product, shoppers } = await reviewedShirt(2);
    const path = `/product/${product.id}`;
    const before = await getPage(path);
    expect(before.html).toContain("No reviews yet.");
    expect(jsonLdBlocks(before.html).find((b) => b["@type"] === "Product")).not.toHaveProperty("aggregateRating");

    const first = expectOk(await review(shoppers[0].token, product.id, { rating: 5, title: "Beautiful weave" }), 201, reviewJsonSchema);
    expectOk(await review(shoppers[1].token, product.id, { rating: 4, text: "Runs a little large." }), 201, reviewJsonSchema);
    const { html } = await getPage(path);
    expect(html).toContain("Beautiful weave");
    expect(html).toContain("Runs a little large.");
    const ld = jsonLdBlocks(html).find((b) => b["@type"] === "Product");
    expect(ld?.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 });
    expect(ld?.review).toHaveLength(2);
    expect(ld?.review[0]).toMatchObject({ "@type": "Review", author: { "@type": "Person", name: "Asha R." }, reviewRating: { ratingValue: 4 } });

    await call("PUT", `/api/review/${first.id}`, { token: shoppers[0].token, body: { title: "Beautiful weave, fast delivery" } });
    expect((await getPage(path)).html).toContain("Beautiful weave, fast delivery");
    await call("DELETE", `/api/review/${first.id}`, { token: shoppers[0].token });
    const after = await getPage(path);
    expect(after.html).not.toContain("Beautiful weave");
    expect(jsonLdBlocks(after.html).find((b) => b["@type"] === "Product")?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });
});
