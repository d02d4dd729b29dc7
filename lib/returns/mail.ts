import type { Tx } from "../db/key-lock.ts";
import type { ReturnKind, ReturnStatus } from "../generated/prisma/enums.ts";
import { formatRupees } from "../money.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";

// What the shopper hears at each step of a return (README "Order mail"): recorded in the
// transaction that makes the step, sent after commit, to their verified address only. The
// order's news mail of lib/payments/mail.ts carries it, with the link to the order.

interface ReturnNews {
  number: string;
  kind: ReturnKind;
  status: ReturnStatus;
  refundPaise: number;
  /** What is sent back, e.g. "1 × Linen shirt (M)". */
  items: string;
  note?: string | null;
  pickup?: string | null;
  reference?: string | null;
}

function words(news: ReturnNews): { subject: string; text: string } {
  const what = news.kind === "exchange" ? "exchange" : "return";
  const money = formatRupees(news.refundPaise);
  const said = news.note ? ` The seller says: "${news.note}"` : "";
  switch (news.status) {
    case "requested":
      return {
        subject: `${what} ${news.number} asked for`,
        text: `We have your request ${news.number} to ${what} ${news.items}. The seller will approve it and arrange the pickup; we will mail you at each step.`,
      };
    case "approved":
      return {
        subject: `${what} ${news.number} approved`,
        text: `Your ${what} ${news.number} (${news.items}) is approved. Keep the items packed with their tags for the pickup${news.pickup ? ` (${news.pickup})` : ""}.${said}`,
      };
    case "rejected":
      return { subject: `${what} ${news.number} not accepted`, text: `The seller did not accept your ${what} ${news.number} (${news.items}).${said}` };
    case "picked_up":
      return {
        subject: `${what} ${news.number} picked up`,
        text: `The items of your ${what} ${news.number} were picked up${news.pickup ? ` (${news.pickup})` : ""} and are on their way back to the seller.`,
      };
    case "received":
      return {
        subject: `${what} ${news.number} received`,
        text:
          news.kind === "exchange"
            ? `The seller received ${news.items} back; your new size is sent next.`
            : `The seller received ${news.items} back. ${money} will be refunded to you.`,
      };
    case "refunded":
      return {
        subject: `${money} refunded for ${news.number}`,
        text: `We have sent ${money} back to you for return ${news.number}${news.reference ? ` (reference ${news.reference})` : ""}. It can take a few days to show in your account.`,
      };
    case "exchanged":
      return {
        subject: `exchange ${news.number}: new size on its way`,
        text: `The seller received ${news.items} back, and the new size for your exchange ${news.number} is ready to be sent; you will get the courier's tracking link when it leaves. Nothing more to pay.`,
      };
  }
}

/**
 * Records the mail about a step of a return to the order's shopper. "Received" waits a minute:
 * the refund or the new size usually follows at once (a Razorpay refund, the seller's next
 * click), and its mail, which says the items came back, then goes instead of two.
 */
export async function enqueueReturnMail(tx: Tx, order: { id: string; number: string; userId: string | null }, news: ReturnNews): Promise<void> {
  const key = `return-news:${news.number}`;
  const batch = news.status === "received" ? { key, wait: true } : news.status === "refunded" || news.status === "exchanged" ? { key, wait: false } : undefined;
  await enqueuePaymentMail(tx, order, words(news), batch);
}
