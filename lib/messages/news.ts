import { siteUrl } from "../config.ts";
import { carrierName } from "../shared/carriers.ts";
import { deliveryDateText } from "../shared/delivery-estimate.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { formatRupees } from "../money.ts";
import { payablePaise } from "../shared/payable.ts";
import { orderPath } from "../shared/order-paths.ts";
import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import type { OrderNews } from "./outbox.ts";

// What the shopper's phone is told, as WhatsApp template parameters and one SMS line: the same
// moments as the order mail (README, Order mail), shorter. The templates are the shop's own,
// approved at Meta as order_placed, order_dispatched, order_delivered, order_update and
// cod_confirm (with the quick-reply buttons Confirm and Cancel). Each has a Hindi text too
// (language "hi", README), sent for an order placed in Hindi.

type NewsOrder = { id: string; number: string } & Parameters<typeof payablePaise>[0];
/** The order's page in the news's language. */
const link = (order: { id: string }, lang: Lang) => `${siteUrl()}${orderPath(order.id, lang)}`;

/**
 * The order placed, with the day the shop promised delivery by (a template takes no empty parameter: the words stand in
 * for a day not promised); in the order's language (the template's Hindi text, README).
 */
export function placedNews(order: NewsOrder & { deliveryBy?: Date | null }, lang: Lang = "en"): OrderNews {
  const t = textsIn(lang, "phoneNews");
  const total = formatRupees(payablePaise(order));
  const arrives = order.deliveryBy ? t("deliveryBy", { date: deliveryDateText(order.deliveryBy, lang) }) : t("toldWhenSent");
  return {
    template: "order_placed",
    ...(lang !== "en" ? { language: lang } : {}),
    parameters: [order.number, total, link(order, lang), arrives],
    text: t("placed", { number: order.number, total, arrives, link: link(order, lang) }),
  };
}

/**
 * A cash-on-delivery order waiting for its shopper's yes: Confirm and Cancel answer it on WhatsApp; an SMS links to the
 * order's page. In the order's language (`deadline` said in it, deadlineText); the buttons' payloads are the same.
 */
export function codConfirmNews(order: NewsOrder, deadline: string, lang: Lang = "en"): OrderNews {
  const total = formatRupees(payablePaise(order));
  return {
    template: "cod_confirm",
    ...(lang !== "en" ? { language: lang } : {}),
    parameters: [order.number, total, deadline],
    buttons: [...COD_REPLIES],
    text: textsIn(lang, "phoneNews")("codConfirm", { number: order.number, total, deadline, link: link(order, lang) }),
  };
}

/** The quick-reply payloads of the cash-on-delivery request, in the template's order: Confirm, Cancel. */
export const COD_REPLIES = ["confirm", "cancel"] as const;

/** A parcel's news, in the order's language: dispatched, delivered, or its end otherwise (the mail's sentence). */
export function parcelNews(order: NewsOrder, shipment: Pick<Shipment, "carrier" | "awb" | "trackingUrl" | "status">, lang: Lang = "en"): OrderNews {
  const t = textsIn(lang, "phoneNews");
  const carrier = carrierName(shipment.carrier);
  const language = lang !== "en" ? { language: lang } : {};
  if (shipment.status === "in_transit") {
    return {
      template: "order_dispatched",
      ...language,
      parameters: [order.number, carrier, shipment.awb, shipment.trackingUrl],
      text: t("dispatched", { number: order.number, carrier, awb: shipment.awb, url: shipment.trackingUrl }),
    };
  }
  if (shipment.status === "delivered") {
    return {
      template: "order_delivered",
      ...language,
      parameters: [order.number, link(order, lang)],
      text: t("delivered", { number: order.number, link: link(order, lang) }),
    };
  }
  return updateNews(order, t("parcel", { news: textsIn(lang, "orderNews")(`parcelNews.${shipment.status}`) }), lang);
}

/** After a failed delivery attempt: what the courier said, and where to say whether they will take it; in the order's language. */
export function failedAttemptNews(
  order: { id: string; number: string; language?: Lang },
  shipment: Pick<Shipment, "carrier" | "awb">,
  reason: string,
): OrderNews {
  const lang = order.language ?? "en";
  return updateNews(order, textsIn(lang, "phoneNews")("failedAttempt", { carrier: carrierName(shipment.carrier), awb: shipment.awb, reason }), lang);
}

/** Payment, return and refund news: the sentences the mail says, in the order's language. */
export function updateNews(order: { id: string; number: string }, sentences: string, lang: Lang = "en"): OrderNews {
  const text = sentences.replace(/\s+/g, " ").trim();
  return {
    template: "order_update",
    ...(lang !== "en" ? { language: lang } : {}),
    parameters: [order.number, text],
    text: textsIn(lang, "phoneNews")("update", { number: order.number, text, link: link(order, lang) }),
  };
}
