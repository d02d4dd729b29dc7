import { describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { deleteProduct } from "@/lib/catalog/manage";
import { prisma } from "@/lib/db";
import { placeOrder } from "@/lib/flows/place-order";
import { voteHelpful } from "@/lib/reviews/helpful";
import { toReviewJson } from "@/lib/api-json/reviews";
import { moderateReview } from "@/lib/reviews/moderate";
import { ratingOf } from "@/lib/shared/rating";
import { productReviews, reviewSummary } from "@/lib/reviews/read";
import { replyToReview } from "@/lib/reviews/reply";
import { deleteReview, editReview, writeReview } from "@/lib/reviews/write";
import { deleteAccount } from "@/lib/flows/delete-account";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { reviewInputSchema, reviewListQuerySchema, reviewModerationSchema, reviewUpdateSchema } from "@/lib/validation/reviews";
import { ADDRESS, deliverLine, newProduct, newUser, PASSWORD, pngDataUrl } from "./fixtures.ts";

// Reviews (issue 42): only a shopper who received the product writes one, once; the summary
// and the product's rating (kept by the database's trigger) follow every write, edit, hide and
// delete. On PGlite, and on PostgreSQL when DATABASE_URL is set (the votes then really race).

const write = (userId: string, productId: string, body: unknown) => writeReview(userId, productId, reviewInputSchema.parse(body));
const page = (productId: string, query: Record<string, unknown> = {}, viewerId?: string) =>
  productReviews(productId, reviewListQuerySchema.parse(query), viewerId);
const ratingNow = async (productId: string) => ratingOf(await prisma.product.findUniqueOrThrow({ where: { id: productId } }));

/** A seller's shirt in M and L, and `buyers` shoppers who each received one in M. */
async function shirtWithBuyers(buyers: number) {
  const seller = await newUser({ admin: true });
  const product = await newProduct(seller.id, { size: ["M", "L"] });
  const shoppers = [];
  for (let i = 0; i < buyers; i++) {
    const shopper = await newUser();
    await deliverLine(seller.id, shopper.id, product.id);
    shoppers.push(shopper);
  }
  return { seller, product, shoppers };
}

describe("who may review", () => {
  it("is a shopper with a delivered line of the product, once: a stranger or a line not yet delivered is 403 not_a_buyer, a second review 409", async () => {
    const { seller, product, shoppers } = await shirtWithBuyers(1);
    const stranger = await newUser();
    await expect(write(stranger.id, product.id, { rating: 5 })).rejects.toMatchObject({ status: 403, code: "not_a_buyer" });
    await expect(write(seller.id, product.id, { rating: 5 })).rejects.toMatchObject({ status: 403, code: "not_a_buyer" });

    const waiting = await newUser();
    await addToCart(waiting.id, cartAddSchema.parse({ productId: product.id, quantity: 1, size: "L" }));
    await placeOrder(waiting.id, orderInputSchema.parse({ address: ADDRESS }));
    await expect(write(waiting.id, product.id, { rating: 4 })).rejects.toMatchObject({ status: 403, code: "not_a_buyer" });

    const { review } = await write(shoppers[0].id, product.id, { rating: 4, title: "Fits well", text: "Soft linen." });
    expect(toReviewJson(review)).toMatchObject({
      rating: 4,
      title: "Fits well",
      author: "Asha R.",
      verified: true,
      size: "M",
      helpful: 0,
      reply: null,
      hidden: null,
    });
    await expect(write(shoppers[0].id, product.id, { rating: 1 })).rejects.toMatchObject({ status: 409 });
  });

  it("counts a line returned after delivery: they held it", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: ["M", "L"] });
    const { line } = await deliverLine(seller.id, shopper.id, product.id, { size: "L" });
    await prisma.orderLine.update({ where: { id: line.id }, data: { returnedQuantity: 1 } });
    const { review } = await write(shopper.id, product.id, { rating: 2, text: "Too tight, sent it back." });
    expect(review.size).toBe("L");
  });

  it("edits and deletes by the author only (others 403), and the photos go with the review", async () => {
    const { product, shoppers } = await shirtWithBuyers(2);
    const { review } = await write(shoppers[0].id, product.id, { rating: 3, images: [await pngDataUrl(), await pngDataUrl("#27ae60")] });
    expect(review.images).toHaveLength(2);
    expect(await prisma.image.count({ where: { publicId: { in: review.images }, ownerId: shoppers[0].id } })).toBe(2);
    await expect(editReview(shoppers[1].id, review.id, reviewUpdateSchema.parse({ rating: 1 }))).rejects.toMatchObject({ status: 403 });
    await expect(deleteReview(shoppers[1].id, review.id)).rejects.toMatchObject({ status: 403 });
    await expect(editReview(shoppers[0].id, review.id, reviewUpdateSchema.parse({ images: ["someone/elses"] }))).rejects.toMatchObject({
      status: 400,
      fields: { "images.0": ["Not a photo of this review."] },
    });

    const edited = await editReview(shoppers[0].id, review.id, reviewUpdateSchema.parse({ rating: 5, images: [review.images[1]] }));
    expect(edited.review).toMatchObject({ rating: 5, images: [review.images[1]] });
    expect(edited.ratingMoved).toBe(true);
    expect(await prisma.image.count({ where: { publicId: review.images[0] } })).toBe(0);
    await deleteReview(shoppers[0].id, review.id);
    expect(await prisma.image.count({ where: { publicId: review.images[1] } })).toBe(0);
  });
});

describe("the summary", () => {
  it("follows writes, edits, deletes and hides, and the product's rating with it", async () => {
    const { product, shoppers } = await shirtWithBuyers(4);
    const owner = await newUser({ admin: true });
    expect(await ratingNow(product.id)).toBeNull();
    const reviews: { id: string }[] = [];
    for (const [i, rating] of [5, 4, 4, 1].entries()) reviews.push((await write(shoppers[i].id, product.id, { rating })).review);
    expect(await reviewSummary(product.id)).toEqual({ average: 3.5, count: 4, histogram: { "1": 1, "2": 0, "3": 0, "4": 2, "5": 1 } });
    expect(await ratingNow(product.id)).toEqual({ average: 3.5, count: 4 });

    await editReview(shoppers[3].id, reviews[3].id, reviewUpdateSchema.parse({ rating: 2 }));
    expect(await reviewSummary(product.id)).toMatchObject({ average: 3.8, count: 4, histogram: { "1": 0, "2": 1 } });

    const hidden = await moderateReview(owner.id, reviews[0].id, reviewModerationSchema.parse({ hidden: true, reason: "abusive" }));
    expect(hidden.ratingMoved).toBe(true);
    expect(await reviewSummary(product.id)).toMatchObject({ average: 3.3, count: 3, histogram: { "5": 0 } });
    expect(await ratingNow(product.id)).toEqual({ average: 3.3, count: 3 });
    // Gone from everyone's page but its author's, who sees why.
    expect((await page(product.id)).reviews.map((r) => r.id)).not.toContain(reviews[0].id);
    const own = (await page(product.id, {}, shoppers[0].id)).reviews.find((r) => r.id === reviews[0].id)!;
    expect(toReviewJson(own).hidden).toMatchObject({ reason: "abusive" });
    await moderateReview(owner.id, reviews[0].id, reviewModerationSchema.parse({ hidden: false }));
    expect(await prisma.reviewModeration.findMany({ where: { reviewId: reviews[0].id }, orderBy: { id: "asc" } })).toMatchObject([
      { hidden: true, reason: "abusive", actorId: owner.id },
      { hidden: false, reason: null },
    ]);
    expect(await ratingNow(product.id)).toEqual({ average: 3.8, count: 4 });

    await deleteReview(shoppers[1].id, reviews[1].id);
    expect(await reviewSummary(product.id)).toMatchObject({ average: 3.7, count: 3 });
    // An account deleted takes its review out of the rating too.
    await deleteAccount(shoppers[2].id, { password: PASSWORD }, "127.0.0.1");
    expect(await ratingNow(product.id)).toEqual({ average: 3.5, count: 2 });
    expect(await reviewSummary(product.id)).toMatchObject({ average: 3.5, count: 2 });
  });

  it("sorts and pages: recent, helpful, lowest, highest, with the total over every page", async () => {
    const { product, shoppers } = await shirtWithBuyers(3);
    const ids: string[] = [];
    for (const [i, rating] of [3, 5, 1].entries()) ids.push((await write(shoppers[i].id, product.id, { rating })).review.id);
    await voteHelpful(shoppers[1].id, ids[0]);
    const order = async (sort: string) => (await page(product.id, { sort })).reviews.map((r) => r.rating);
    expect(await order("recent")).toEqual([1, 5, 3]);
    expect(await order("lowest")).toEqual([1, 3, 5]);
    expect(await order("highest")).toEqual([5, 3, 1]);
    expect((await order("helpful"))[0]).toBe(3);
    const second = await page(product.id, { sort: "highest", limit: 2, offset: 2 });
    expect(second.total).toBe(3);
    expect(second.reviews.map((r) => r.rating)).toEqual([1]);
  });

  it("lets the product's seller reply once and edit it; nobody else", async () => {
    const { seller, product, shoppers } = await shirtWithBuyers(1);
    const { review } = await write(shoppers[0].id, product.id, { rating: 4 });
    const other = await newUser({ admin: true });
    await expect(replyToReview(other.id, review.id, "Thanks!")).rejects.toMatchObject({ status: 403 });
    await replyToReview(seller.id, review.id, "Thanks!");
    const edited = toReviewJson(await replyToReview(seller.id, review.id, "Thank you, Asha."));
    expect(edited.reply).toMatchObject({ text: "Thank you, Asha." });
    // Replies, votes and moderation are not the author's edits.
    expect(edited.updatedAt).toBe(review.updatedAt.toISOString());
  });

  it("leaves with its product when the product is deleted", async () => {
    const { seller, product, shoppers } = await shirtWithBuyers(1);
    await write(shoppers[0].id, product.id, { rating: 4 });
    await deleteProduct(seller.id, product.id);
    expect(await prisma.review.count({ where: { productId: product.id } })).toBe(0);
  });
});

describe("helpful votes", () => {
  it("count one per shopper under 10 votes at once, never the author's", async () => {
    const { product, shoppers } = await shirtWithBuyers(1);
    const { review } = await write(shoppers[0].id, product.id, { rating: 5 });
    await expect(voteHelpful(shoppers[0].id, review.id)).rejects.toMatchObject({ status: 403 });
    const voters = await Promise.all(Array.from({ length: 5 }, () => newUser()));
    // Each voter twice, all ten at once.
    await Promise.all([...voters, ...voters].map((voter) => voteHelpful(voter.id, review.id)));
    const after = await prisma.review.findUniqueOrThrow({ where: { id: review.id } });
    expect(after.helpfulCount).toBe(5);
    expect(await prisma.reviewVote.count({ where: { reviewId: review.id } })).toBe(5);
  });
});
