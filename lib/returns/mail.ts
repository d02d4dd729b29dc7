import type { Tx } from "../db/key-lock.ts";
import type { ReturnKind, ReturnStatus } from "../generated/prisma/enums.ts";
import { formatRupees } from "../money.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";
import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";

// What the shopper hears at each step of a return (README "Order mail"): recorded in the
// transaction that makes the step, sent after commit, to their verified address only, in the
// order's language. The order's news mail of lib/notices/order-news.ts carries it, with the link to the order.

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

/** Each step's words (returnMail), but "received", whose sentence is the kind's. */
const STEP_WORDS = {
  requested: "requested",
  approved: "approved",
  rejected: "rejected",
  picked_up: "pickedUp",
  refunded: "refunded",
  exchanged: "exchanged",
} as const satisfies Record<Exclude<ReturnStatus, "received">, string>;

/** The step's subject and sentences in the order's language (the returnMail words). */
function words(news: ReturnNews, lang: Lang): { subject: string; text: string } {
  const t = textsIn(lang, "returnMail");
  const values = {
    kind: news.kind,
    what: t(`kind.${news.kind}`),
    number: news.number,
    items: news.items,
    amount: formatRupees(news.refundPaise),
    said: news.note ? t("sellerSays", { note: news.note }) : "",
    // "Delhivery, AWB DL123": a name and a number, the same in every language.
    pickup: news.pickup ? ` (${news.pickup})` : "",
    reference: news.reference ? t("reference", { reference: news.reference }) : "",
  };
  if (news.status === "received") {
    return { subject: t("receivedSubject", values), text: t(news.kind === "exchange" ? "receivedExchange" : "receivedReturn", values) };
  }
  const key = STEP_WORDS[news.status];
  return { subject: t(`${key}Subject`, values), text: t(key, values) };
}

/**
 * Records the mail about a step of a return to the order's shopper. "Received" waits a minute:
 * the refund or the new size usually follows at once (a Razorpay refund, the seller's next
 * click), and its mail, which says the items came back, then goes instead of two.
 */
export async function enqueueReturnMail(tx: Tx, order: { id: string; number: string; userId: string | null; language: Lang }, news: ReturnNews): Promise<void> {
  const key = `return-news:${news.number}`;
  const batch = news.status === "received" ? { key, wait: true } : news.status === "refunded" || news.status === "exchanged" ? { key, wait: false } : undefined;
  await enqueuePaymentMail(tx, order, words(news, order.language), batch);
}
