import { invoiceAttachment } from "../invoices/read.ts";
import { createMailPass, wakeMailSender, type MailPassOptions } from "../mail/sender.ts";
import { sendDueMessages } from "../messages/sender.ts";
import { sendReviewPrompts } from "../reviews/prompt.ts";
import { sendWishlistAlerts } from "../wishlist/alerts.ts";
import { expireOverduePayments } from "../flows/expire-unpaid-orders.ts";
import { runCodConfirmations } from "../flows/cod-confirmations.ts";
import { checkPendingRazorpayRefunds, retryRazorpayRefunds } from "../flows/razorpay-refunds.ts";
import { MESSAGES_PASS } from "../jobs/ask.ts";
import type { Pass } from "../jobs/pass.ts";

// Every kind of side work the shop does, in the order GET /api/cron runs them: the ones that
// record mail first, so that the mail pass sends it in the same call. A later kind of side
// work (phone messages, review prompts, back-in-stock mail) writes its rows in the
// transaction that needs them and adds its pass here; docs/architecture.md, Jobs.

/** Looks at unpaid orders and Razorpay refunds every 10 s: the payment window is minutes long. */
const PAYMENTS_EVERY_MS = 10_000;

/** Sends again the Razorpay refunds Razorpay did not take, and asks about those it left pending. */
const razorpayRefundsPass: Pass = {
  name: "razorpay-refunds",
  everyMs: PAYMENTS_EVERY_MS,
  async run() {
    return { done: (await retryRazorpayRefunds()) + (await checkPendingRazorpayRefunds()) };
  },
};

/** Cancels the orders not paid within their window; their stock comes back and their pages expire. */
const unpaidOrdersPass: Pass = {
  name: "unpaid-orders",
  everyMs: PAYMENTS_EVERY_MS,
  async run() {
    const { orderIds, stock } = await expireOverduePayments();
    // Each shopper is told, now rather than at the mail pass's next turn.
    if (orderIds.length) wakeMailSender();
    return { done: orderIds.length, stock };
  },
};

/** Cancels the cash-on-delivery orders not confirmed by their deadline (36 s at the shortest) and reminds those halfway there. */
const codConfirmationsPass: Pass = {
  name: "cod-confirmations",
  everyMs: PAYMENTS_EVERY_MS,
  async run() {
    const { expired, reminded, stock } = await runCodConfirmations();
    if (expired.length || reminded.length) wakeMailSender();
    return { done: expired.length + reminded.length, stock };
  },
};

/** Sends the phone messages due (WhatsApp, else SMS): order updates should reach a phone within seconds. */
const messagesPass: Pass = {
  name: MESSAGES_PASS,
  everyMs: PAYMENTS_EVERY_MS,
  async run() {
    return { done: await sendDueMessages(new Date()) };
  },
};

/** Every minute is soon enough for a mail asking, days after delivery, for a review. */
const REVIEW_PROMPTS_EVERY_MS = 60_000;

/** Writes the review prompt mail of lines delivered `reviewPromptDays` ago (the mail pass sends it). */
const reviewPromptsPass: Pass = {
  name: "review-prompts",
  everyMs: REVIEW_PROMPTS_EVERY_MS,
  async run() {
    const done = await sendReviewPrompts(new Date());
    if (done) wakeMailSender();
    return { done };
  },
};

/** Back in stock and price drops are news within the hour; the one-a-day limit is per shopper. */
const WISHLIST_ALERTS_EVERY_MS = 15 * 60_000;

/** Writes the wishlist's alert mail of shoppers with news (the mail pass sends it). */
const wishlistAlertsPass: Pass = {
  name: "wishlist-alerts",
  everyMs: WISHLIST_ALERTS_EVERY_MS,
  async run(deadline) {
    const done = await sendWishlistAlerts(new Date(), deadline);
    if (done) wakeMailSender();
    return { done };
  },
};

/** The shop's passes; `mail` changes the mail pass's transport or pace (tests). */
export function jobPasses(options: { mail?: MailPassOptions } = {}): Pass[] {
  return [
    razorpayRefundsPass,
    unpaidOrdersPass,
    codConfirmationsPass,
    messagesPass,
    reviewPromptsPass,
    wishlistAlertsPass,
    createMailPass({ invoiceAttachment, ...options.mail }),
  ];
}
