import { siteUrl } from "../config.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { localized, type Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail, type Mail } from "../mail/outbox.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { DEFAULT_REVIEW_PROMPT_DAYS } from "../shop/profile.ts";

// The review prompt: a few days after a line is delivered its shopper is mailed a link to the
// review form, once a line, through the shop's side work (the review-prompts pass of lib/side-work/passes.ts calls
// sendReviewPrompts; the mail goes out through the outbox). In the order's language, as its
// other mail is, its link to that language's review form.

/** Lines looked at in one pass, at most. */
const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

interface DueLine {
  id: string;
  productId: string | null;
  title: string;
  userId: string | null;
  firstName: string | null;
  email: string | null;
  language: Lang;
}

function reviewPromptMail(line: DueLine & { productId: string; email: string }): Mail {
  const lang = line.language;
  const t = textsIn(lang, "reviewMail");
  const subject = t("subject", { title: line.title });
  const link = `${siteUrl()}${localized(lang, `/product/${line.productId}/review`)}`;
  const said = t("lead", { name: line.firstName ?? "", title: line.title });
  return {
    to: line.email,
    subject,
    text: mailText(subject, `${said}\n\n${t("write")}: ${link}`, "your order", lang),
    html: mailHtml(
      subject,
      html`<p style="margin:0 0 12px">${said}</p><p style="margin:0"><a href="${link}" style="color:#9a3412;font-weight:600">${t("write")}</a></p>`,
      "your order",
      lang,
    ),
  };
}

/**
 * One pass: asks the shoppers of lines delivered at least `reviewPromptDays` days before `now`
 * (the shop profile; 0: never) to review them, at most BATCH lines. Each line is marked in the
 * transaction that writes its mail, and locked rows are skipped, so passes run twice or at once
 * ask once. A line whose shopper has no confirmed address, has reviewed the product already, or
 * whose product is gone is marked without a mail; two lines of one product, one mail. Returns
 * how many mails were written.
 */
export async function sendReviewPrompts(now: Date): Promise<number> {
  const shop = await prisma.shop.findUnique({ where: { id: 1 }, select: { reviewPromptDays: true } });
  const days = shop?.reviewPromptDays ?? DEFAULT_REVIEW_PROMPT_DAYS;
  if (days === 0) return 0;
  const deliveredBy = new Date(now.getTime() - days * DAY_MS);
  const mailed = await prisma.$transaction(async (tx) => {
    const due = await tx.$queryRaw<DueLine[]>`
      SELECT l."id", l."productId", l."title", o."userId", o."language"::text AS "language", u."firstName", u."verifiedEmail" AS "email"
      FROM "OrderLine" l
      JOIN "Shipment" s ON s."id" = l."shipmentId"
      JOIN "Order" o ON o."id" = l."orderId"
      LEFT JOIN "User" u ON u."id" = o."userId"
      WHERE l."status" = 'Delivered' AND l."reviewPromptedAt" IS NULL AND s."deliveredAt" <= ${deliveredBy}
      ORDER BY s."deliveredAt", l."id"
      LIMIT ${BATCH}
      FOR UPDATE OF l SKIP LOCKED`;
    if (due.length === 0) return 0;
    await tx.orderLine.updateMany({ where: { id: { in: due.map((line) => line.id) } }, data: { reviewPromptedAt: now } });
    const askable = due.filter((line): line is DueLine & { productId: string; userId: string; email: string } =>
      Boolean(line.productId && line.userId && line.email),
    );
    const reviewed = await tx.review.findMany({
      where: { OR: askable.map((line) => ({ userId: line.userId, productId: line.productId })) },
      select: { userId: true, productId: true },
    });
    const skip = new Set(reviewed.map((review) => `${review.userId} ${review.productId}`));
    const mails: Mail[] = [];
    for (const line of askable) {
      const key = `${line.userId} ${line.productId}`;
      if (skip.has(key)) continue;
      skip.add(key);
      mails.push(reviewPromptMail(line));
    }
    await enqueueMail(tx, mails);
    return mails.length;
  }, TX_OPTIONS);
  if (mailed > 0) wakeMailSender();
  return mailed;
}
