import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import type { OrderEventType } from "@/lib/shared/order-events";
import type { OrderJson } from "@/lib/views/order-json";
import { orderDate } from "./orderDate";

type Viewer = "shopper" | "seller";
type Event = OrderJson["events"][number];
type Who = "you" | "seller" | "shop" | "shopper";

// Who made a change, as the one reading the timeline says it (the `orderPage.who` words).
const WHO: Record<Viewer, Record<Event["by"], Who>> = {
  shopper: { shopper: "you", seller: "seller", owner: "shop", system: "shop" },
  seller: { shopper: "shopper", seller: "you", owner: "shop", system: "shop" },
};

/** The words of an event (`orderPage.event`): a payment step says it differently by who made it. */
function wordsOf(type: OrderEventType, who: Who): OrderEventType | "waiting_payment" | "payment_confirmed" {
  // The shop confirms a UPI payment (or Razorpay's webhook does); a shopper pays through Razorpay Checkout.
  if (type === "payment_pending" && who === "shop") return "waiting_payment";
  if (type === "paid" && who !== "you" && who !== "shopper") return "payment_confirmed";
  return type;
}

/**
 * Events whose note is someone's own words (a cancellation's reason, what the courier said); the others' notes
 * are the shop's sentences in English (amounts, references, a return's number), which a page in another language
 * leaves out: its payment and returns panels say the same in its language.
 */
const OWN_WORDS = new Set<OrderEventType>(["cancelled", "delivery_failed"]);

/** Steps of the seller's bookkeeping, not of the shopper's order: the shopper finds the invoice under Invoices. */
const SELLERS_ONLY = new Set<OrderEventType>(["invoice_issued", "delivery_challan_issued"]);

/**
 * An order's timeline in a card, oldest first: what changed, when, by whom, and which items; a seller's
 * reason for a cancellation in their words. The same events the order's JSON carries, in the page's language.
 */
export function OrderTimeline({ events, items, viewer }: { events: Event[]; items: OrderJson["items"]; viewer: Viewer }) {
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const titles = new Map(items.map((line) => [line._id, line.size ? t("titleSize", { title: line.productId.title, size: line.size }) : line.productId.title]));
  return (
    <section aria-labelledby="timeline" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="timeline" className="mb-3 text-sm font-semibold">
        {t("timeline")}
      </h2>
      <ol className="space-y-3 border-l-2 border-stone-200 pl-4 text-sm">
        {events
          .filter((event) => viewer === "seller" || !SELLERS_ONLY.has(event.type))
          .map((event, index) => {
            const named = (event.lineIds ?? []).map((id) => titles.get(id)).filter(Boolean);
            const who = WHO[viewer][event.by];
            return (
              <li key={index} className="relative">
                <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-brand" />
                <p className="font-medium">
                  {t(`event.${wordsOf(event.type, who)}`, { who: t(`who.${who}`) })}
                  {named.length > 0 && <span className="font-normal text-stone-700">: {named.join(", ")}</span>}
                </p>
                {event.note && (lang === "en" || OWN_WORDS.has(event.type)) && (
                  <p className="mt-0.5 wrap-anywhere text-stone-700">{event.type === "cancelled" ? t("reason", { note: event.note }) : event.note}</p>
                )}
                <p className="text-xs text-stone-500">
                  <time dateTime={event.at}>{orderDate(event.at, lang)}</time>
                </p>
              </li>
            );
          })}
      </ol>
    </section>
  );
}
