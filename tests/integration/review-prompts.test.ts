import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { sendReviewPrompts } from "@/lib/reviews/prompt";
import { reviewInputSchema } from "@/lib/validation/reviews";
import { writeReview } from "@/lib/reviews/write";
import { updateShop } from "@/lib/shop/profile";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { deliverLine, newProduct, newUser } from "./fixtures.ts";

// The review prompt (issue 42): a mail `reviewPromptDays` days after delivery, once a line,
// only to a confirmed address, none when the shopper reviewed already or the shop turned it off.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A line delivered `daysAgo` days before now to a new shopper. */
async function deliveredDaysAgo(daysAgo: number, shopper?: { id: string; email: string }) {
  const seller = await newUser({ admin: true });
  const buyer = shopper ?? (await newUser());
  const product = await newProduct(seller.id, { title: "Prompted kurta" });
  const { parcel, line } = await deliverLine(seller.id, buyer.id, product.id);
  await prisma.shipment.update({ where: { id: parcel.id }, data: { deliveredAt: new Date(Date.now() - daysAgo * DAY_MS) } });
  return { buyer, product, line };
}

const promptsTo = (email: string) => prisma.outboxMail.findMany({ where: { to: email, subject: { startsWith: "How is your" } } });

describe("the review prompt", () => {
  it("is mailed once, after reviewPromptDays, with a link to the review form; never to an unconfirmed address or after a review", async () => {
    await updateShop(shopUpdateSchema.parse({ reviewPromptDays: 3 }));
    const due = await deliveredDaysAgo(4);
    const early = await deliveredDaysAgo(1);
    const unconfirmed = await deliveredDaysAgo(5, await newUser({ verified: false }));
    const reviewedFirst = await deliveredDaysAgo(5);
    await writeReview(reviewedFirst.buyer.id, reviewedFirst.product.id, reviewInputSchema.parse({ rating: 5 }));

    const now = new Date();
    // Two passes at once, and one after: each line is asked about once.
    await Promise.all([sendReviewPrompts(now), sendReviewPrompts(now)]);
    for (let pass = 0; pass < 5 && (await prisma.orderLine.count({ where: { id: due.line.id, reviewPromptedAt: null } })) > 0; pass++) {
      await sendReviewPrompts(now);
    }
    await sendReviewPrompts(now);
    const mails = await promptsTo(due.buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/product/${due.product.id}/review`);
    expect(await promptsTo(early.buyer.email)).toHaveLength(0);
    expect(await promptsTo(unconfirmed.buyer.email)).toHaveLength(0);
    expect(await promptsTo(reviewedFirst.buyer.email)).toHaveLength(0);
    expect((await prisma.orderLine.findUniqueOrThrow({ where: { id: reviewedFirst.line.id } })).reviewPromptedAt).not.toBeNull();
    expect((await prisma.orderLine.findUniqueOrThrow({ where: { id: early.line.id } })).reviewPromptedAt).toBeNull();
  });

  it("is written in the order's language: a Hindi order's prompt in Hindi, its link to the Hindi review form", async () => {
    await updateShop(shopUpdateSchema.parse({ reviewPromptDays: 3 }));
    const due = await deliveredDaysAgo(4);
    await prisma.order.update({ where: { id: due.line.orderId }, data: { language: "hi" } });
    for (let pass = 0; pass < 5 && (await prisma.orderLine.count({ where: { id: due.line.id, reviewPromptedAt: null } })) > 0; pass++) {
      await sendReviewPrompts(new Date());
    }
    const mails = await prisma.outboxMail.findMany({ where: { to: due.buyer.email, subject: "आपको Prompted kurta कैसा लगा?" } });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain(`अपना रिव्यू लिखें: `);
    expect(mail.text).toContain(`/hi/product/${due.product.id}/review\n`);
    expect(mail.html).toContain('<html lang="hi">');
    for (const words of ["How is", "Hello", "delivered", "Write your review", "This mail"]) expect(mail.text, words).not.toContain(words);
  });

  it("is never sent when the shop sets 0 days", async () => {
    await updateShop(shopUpdateSchema.parse({ reviewPromptDays: 0 }));
    try {
      const due = await deliveredDaysAgo(10);
      expect(await sendReviewPrompts(new Date())).toBe(0);
      expect(await promptsTo(due.buyer.email)).toHaveLength(0);
    } finally {
      await updateShop(shopUpdateSchema.parse({ reviewPromptDays: 3 }));
    }
  });
});
