import { deliveryDateText } from "../shared/delivery-estimate.ts";
import { siteUrl } from "../config.ts";
import { placeLine } from "../places/place-line.ts";
import { carrierName } from "../shared/carriers.ts";
import type { Order, OrderLine, Shipment } from "../generated/prisma/client.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { orderMailWaitMs } from "../config.ts";
import { enqueueMail, takeBackPendingMail, type Mail } from "../mail/outbox.ts";
import { codConfirmNews, parcelNews, placedNews } from "../messages/news.ts";
import { enqueueOrderMessage } from "../messages/outbox.ts";
import { enqueueNewOrderAlerts } from "../messages/seller-alerts.ts";
import { discountRows } from "./discounts.ts";
import { formatRupees, lineTotalPaise } from "../money.ts";
import type { Tx } from "../db/user-lock.ts";
import { mailAddressesOf } from "../mail/recipients.ts";
import { isPrepaid } from "../shared/payment-status.ts";
import { cashDue, cashSentence, duePaise, PAYMENT_METHOD_LABEL, roundOffText, type PaymentTerms } from "./payment.ts";
import type { Lang } from "../i18n/langs.ts";
import { messagesOf, textsIn } from "../i18n/text.ts";
import { METHOD_WORDS } from "../shared/method-words.ts";
import { payablePaise } from "../shared/payable.ts";
import { orderPath, sellerOrderPath } from "../shared/order-paths.ts";
import { deadlineText } from "./cod-deadline.ts";
import { codRequest, orderLinkFor } from "./cod-mail.ts";

// The order mail of README "Order mail": what each side hears when an order is placed and
// when a line's status changes. Rendered here, recorded in the caller's transaction. Every
// figure is a line's amount (lib/money.ts lineAmountsPaise) or a sum of them, so the shopper's
// mail, each seller's mail, the order page and the console agree to the paisa. Subjects name
// the order by its number and never a product: a subject is what a lock screen shows.

type MailLine = Pick<OrderLine, "title" | "size" | "quantity" | "unitPaise" | "amountPaise" | "status" | "sellerId"> &
  Partial<Pick<OrderLine, "cancelledBy" | "unitMrpPaise">>;
type MailOrder = Pick<
  Order,
  | "id"
  | "number"
  | "userId"
  | "name"
  | "mobile"
  | "address"
  | "city"
  | "state"
  | "pin"
  | "mrpPaise"
  | "discountPaise"
  | "totalPaise"
  | "paymentMethod"
  | "codFeePaise"
  | "deliveryPaise"
>;
type ChangedStatus = Exclude<OrderLine["status"], "Ordered">;

const money = (paise: number) => formatRupees(paise);
const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** The lines told about in the shopper's news of their order, and the order's words (orderNews, orderMail), in the order's language. */
type Spoken = Partial<Pick<Order, "language">>;
type NewsWords = ReturnType<typeof textsIn<"orderNews">>;

/** A line's state in the shopper's news: a line the shopper cancelled is theirs to confirm. */
const byShopper = (line: MailLine) => line.status === "Cancelled" && line.cancelledBy === "shopper";
const stateOf = (line: MailLine) => (byShopper(line) ? "byShopper" : (line.status as ChangedStatus));

/** "2 items accepted, 1 cancelled by the seller": the lines told about, by their state now. */
function newsSubject(lines: MailLine[], t: NewsWords): string {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(t(`subjectWords.${stateOf(line)}`), (counts.get(t(`subjectWords.${stateOf(line)}`)) ?? 0) + 1);
  return [...counts].map(([words, count], index) => `${t(index ? "itemsNext" : "itemsFirst", { count })} ${words}`).join(", ");
}

/** The order mail's words in a language (lib/i18n/messages, orderMail): the shopper's mail is written in its order's, the sellers' in English. */
type MailWords = ReturnType<typeof textsIn<"orderMail">>;
const ENGLISH = textsIn("en", "orderMail");

const describeLine = (line: MailLine, t: MailWords) => `${line.title}${line.size ? t("sizeInLine", { size: line.size }) : ""}`;
/** The line's MRP: its units' MRP when they were ordered on sale, else what they cost. */
const lineMrp = (line: MailLine) => formatRupees(lineTotalPaise(line.unitMrpPaise ?? line.unitPaise, line.quantity));
/** "2 × ₹799.50 = ₹1,599, after discount ₹1,567.02": `mrp` of the message is the units at the price charged. */
const lineAmount = (line: MailLine, t: MailWords) =>
  t("lineAmount", {
    quantity: line.quantity,
    unit: formatRupees(line.unitPaise),
    mrp: formatRupees(lineTotalPaise(line.unitPaise, line.quantity)),
    amount: money(line.amountPaise),
  });

function linesText(lines: MailLine[], withStatus: (line: MailLine) => string | null = () => null, t = ENGLISH): string {
  return lines.map((line) => `- ${describeLine(line, t)}: ${lineAmount(line, t)}${withStatus(line) ? ` (${withStatus(line)})` : ""}`).join("\n");
}

function linesHtml(lines: MailLine[], withStatus: (line: MailLine) => string | null = () => null, t = ENGLISH): SafeHtml {
  const rows = lines.map(
    (line) =>
      html`<tr>
        <td style="padding:6px 8px 6px 0;border-bottom:1px solid #e7e5e4">
          ${line.title}${line.size ? html`<br /><span style="color:#57534e">${t("size", { size: line.size })}</span>` : ""}${
            withStatus(line) ? html`<br /><strong>${withStatus(line)!}</strong>` : ""
          }
        </td>
        <td style="padding:6px 8px;border-bottom:1px solid #e7e5e4;text-align:right;white-space:nowrap">
          ${line.quantity} × ${formatRupees(line.unitPaise)}<br /><span style="color:#57534e">${t("mrp", { mrp: lineMrp(line) })}</span>
        </td>
        <td style="padding:6px 0 6px 8px;border-bottom:1px solid #e7e5e4;text-align:right;white-space:nowrap">
          <strong>${money(line.amountPaise)}</strong><br /><span style="color:#57534e">${t("afterDiscount")}</span>
        </td>
      </tr>`,
  );
  return html`<table style="width:100%;border-collapse:collapse;font-size:14px;margin:0 0 12px">${rows}</table>`;
}

const addressText = (order: MailOrder, t = ENGLISH) =>
  `${order.name}\n${order.address}\n${placeLine(order) ? `${placeLine(order)}\n` : ""}${t("pin", { pin: order.pin })}\n${t("mobile", { mobile: order.mobile })}`;
const addressHtml = (order: MailOrder, t = ENGLISH) =>
  html`<p style="margin:0 0 12px;line-height:1.5"><strong>${t("deliverTo")}</strong><br>${order.name}<br>${order.address}<br>${placeLine(order) ? html`${placeLine(order)}<br>` : ""}${t("pin", { pin: order.pin })}<br>${t("mobile", { mobile: order.mobile })}</p>`;
const linkHtml = (href: string, label: string) =>
  html`<p style="margin:16px 0 0">
    <a href="${href}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a>
  </p>`;
const paragraph = (text: string) => html`<p style="margin:0 0 12px">${text}</p>`;

function mail(to: string, subject: string, text: string, body: SafeHtml, lang: Lang = "en"): Mail {
  return { to, subject, text: mailText(subject, text, "your order", lang), html: mailHtml(subject, body, "your order", lang) };
}

/** The order's payment as duePaise needs it: a prepaid order is unpaid when its mail is written at placing; later mail passes the payment read in its transaction. */
const placedTerms = (order: MailOrder): PaymentTerms => ({
  codFeePaise: order.codFeePaise,
  deliveryPaise: order.deliveryPaise,
  payment: { method: order.paymentMethod, status: isPrepaid(order.paymentMethod) ? "pending" : "cod" },
});

/** What is paid in cash when it differs from the amount due (lib/orders/payment.ts cashSentence), in the mail's words. */
function inCash(duePaise: number, t: MailWords): string {
  const cash = cashDue(duePaise);
  return cash.roundOffPaise === 0 ? "" : t("inCash", { cash: formatRupees(cash.cashPaise), roundOff: roundOffText(cash.roundOffPaise) });
}

/**
 * To the shopper: everything they ordered with each line's amount, the totals, the address, how they pay, and the order
 * page; in the order's language (the checkout page's, issue 46).
 */
export function orderPlacedMail(
  order: MailOrder &
    Partial<Pick<Order, "deliveryBy" | "codConfirmStatus" | "codConfirmBy" | "couponCode" | "couponDiscountPaise" | "prepaidDiscountPaise" | "language">>,
  lines: MailLine[],
  shopperEmail: string,
): Mail {
  const lang = order.language ?? "en";
  const t = textsIn(lang, "orderMail");
  const link = `${siteUrl()}${orderPath(order.id, lang)}`;
  // A confirmation the order waits for comes first: the seller sends nothing without it.
  const ask = order.codConfirmStatus === "pending" && order.codConfirmBy ? codRequest(deadlineText(order.codConfirmBy, lang), lang) : null;
  const arrives = order.deliveryBy ? t("deliveryBy", { date: deliveryDateText(order.deliveryBy, lang) }) : "";
  const totals: [string, string][] = [
    [t("totalMrp"), money(order.mrpPaise)],
    [t("discountOnMrp"), `−${money(order.discountPaise)}`],
    [t("totalAmount"), money(order.totalPaise)],
    ...discountRows(order, messagesOf(lang).cart).map((row): [string, string] => [row.label, row.text]),
    [t("delivery"), order.deliveryPaise ? money(order.deliveryPaise) : t("free")],
    ...(order.codFeePaise ? ([[t("codFee"), money(order.codFeePaise)]] as [string, string][]) : []),
    [t("toPay"), money(payablePaise(order))],
  ];
  const method = textsIn(lang, "checkout")(METHOD_WORDS[order.paymentMethod]);
  const payable = payablePaise(order);
  const pay = isPrepaid(order.paymentMethod)
    ? t("payPrepaid", { method, amount: money(payable) })
    : t("payCod", { method, amount: money(payable), cash: inCash(payable, t) });
  const text = `${t("thanksLead")}${order.number}${t("thanksTail")}
${ask ? `\n${ask.text}\n` : ""}
${linesText(lines, undefined, t)}

${totals.map(([k, v]) => `${k}: ${v}`).join("\n")}
${pay}${arrives ? `\n${arrives}` : ""}

${t("deliverTo")}:
${addressText(order, t)}

${t("followText", { link })}`;
  const body = html`<p style="margin:0 0 12px">${t("thanksLead")}<strong>${order.number}</strong>${t("thanksTail")}</p>
    ${ask ? ask.html : ""} ${linesHtml(lines, undefined, t)}
    <table style="width:100%;font-size:14px;margin:0 0 12px">
      ${totals.map(
        ([k, v]) =>
          html`<tr>
            <td style="padding:2px 0">${k}</td>
            <td style="padding:2px 0;text-align:right">${v}</td>
          </tr>`,
      )}
    </table>
    ${paragraph(pay)} ${arrives ? paragraph(arrives) : ""} ${addressHtml(order, t)} ${linkHtml(link, t("follow"))}`;
  return mail(shopperEmail, t("subject", { number: order.number }), text, body, lang);
}

/** To a seller: their lines of a new order with each line's amount, what to collect for them, and where to send them. */
export function newOrderSellerMail(order: MailOrder & Partial<Pick<Order, "codConfirmStatus" | "codConfirmBy">>, lines: MailLine[], sellerEmail: string): Mail {
  const link = `${siteUrl()}${sellerOrderPath(order.number)}`;
  const sellerDue = duePaise(lines, { ...placedTerms(order), codFeePaise: 0, deliveryPaise: 0 });
  const waits =
    order.codConfirmStatus === "pending" && order.codConfirmBy
      ? ` The shopper is asked to confirm it by ${deadlineText(order.codConfirmBy)}: accept it once they have; unconfirmed, it cancels itself.`
      : "";
  const collect = isPrepaid(order.paymentMethod)
    ? `Payment: ${PAYMENT_METHOD_LABEL[order.paymentMethod]}, paid in advance. Do not send ${lines.length === 1 ? "this item" : "these items"} before the console shows the order paid; an order not paid in time is cancelled.`
    : `Payment: ${PAYMENT_METHOD_LABEL.cod}. Collect ${money(sellerDue)} in cash for ${lines.length === 1 ? "this item" : "these items"} when you deliver: the amounts above, after the shop's 2% discount.${cashSentence(sellerDue)}${waits}`;
  const text = `A shopper ordered ${items(lines.length)} of yours in order ${order.number}.

${linesText(lines)}

${collect}

Deliver to:
${addressText(order)}

Accept or cancel the items: ${link}`;
  const body = html`<p style="margin:0 0 12px">A shopper ordered ${items(lines.length)} of yours in order <strong>${order.number}</strong>.</p>
    ${linesHtml(lines)} ${paragraph(collect)} ${addressHtml(order)} ${linkHtml(link, "Accept or cancel the items")}`;
  return mail(sellerEmail, `New order ${order.number}: ${items(lines.length)} to send`, text, body);
}

/** What is still to pay for the whole order, in the shopper's mail after a change: cash due with its round-off, or nothing; in the order's language. */
function stillToPay(order: MailOrder, allLines: MailLine[], terms: PaymentTerms, lang: Lang): string {
  const due = duePaise(allLines, terms);
  const t = textsIn(lang, "orderNews");
  const method = textsIn(lang, "checkout")(METHOD_WORDS[order.paymentMethod]);
  return due > 0
    ? t("payDue", { method, due: money(due), cash: isPrepaid(order.paymentMethod) ? "" : inCash(due, textsIn(lang, "orderMail")) })
    : t("payNothing", { method });
}

/**
 * To the shopper, after their seller accepted, cancelled or delivered lines of their order, or
 * they cancelled some: which, each as it stands now, the seller's reason for a cancellation,
 * and what is still to pay for the whole order.
 */
export function sellerChangedMail(
  order: MailOrder & Spoken,
  lines: MailLine[],
  allLines: MailLine[],
  shopperEmail: string,
  terms: PaymentTerms,
  reason?: string,
): Mail {
  const lang = order.language ?? "en";
  const t = textsIn(lang, "orderNews");
  const words = textsIn(lang, "orderMail");
  const link = `${siteUrl()}${orderPath(order.id, lang)}`;
  const subject = t("subject", { number: order.number, news: newsSubject(lines, t) });
  const lineLabel = (line: MailLine) => t(`lineWords.${stateOf(line)}`);
  const because = reason ? t("sellerReason", { reason }) : null;
  const pay = stillToPay(order, allLines, terms, lang);
  const text = `${t("newsLead")}${order.number}${t("newsTail")}

${linesText(lines, lineLabel, words)}
${because ? `\n${because}\n` : ""}
${pay}

${t("seeText", { link })}`;
  const body = html`<p style="margin:0 0 12px">${t("newsLead")}<strong>${order.number}</strong>${t("newsTail")}</p>
    ${linesHtml(lines, lineLabel, words)} ${because ? paragraph(because) : ""} ${paragraph(pay)} ${linkHtml(link, t("seeButton"))}`;
  return mail(shopperEmail, subject, text, body, lang);
}

/** To a seller, after the shopper cancelled lines of theirs: nothing to send for them, and what is left to collect. */
export function shopperCancelledMail(order: MailOrder, lines: MailLine[], sellerLines: MailLine[], sellerEmail: string, terms: PaymentTerms): Mail {
  const link = `${siteUrl()}${sellerOrderPath(order.number)}`;
  const count = items(lines.length);
  const left = duePaise(sellerLines, { ...terms, codFeePaise: 0, deliveryPaise: 0 });
  const collect =
    left > 0
      ? `Still to collect for your items of this order: ${money(left)}.${cashSentence(left)}`
      : "Nothing is left to collect for your items of this order.";
  const text = `The shopper cancelled ${count} of order ${order.number}. Do not send ${lines.length === 1 ? "it" : "them"}.

${linesText(lines, () => "Cancelled by the shopper")}

${collect}

The order: ${link}`;
  const body = html`<p style="margin:0 0 12px">
      The shopper cancelled ${count} of order <strong>${order.number}</strong>. Do not send ${lines.length === 1 ? "it" : "them"}.
    </p>
    ${linesHtml(lines, () => "Cancelled by the shopper")} ${paragraph(collect)} ${linkHtml(link, "See the order")}`;
  return mail(sellerEmail, `Order ${order.number}: the shopper cancelled ${count}`, text, body);
}

/** Lines by their seller; lines whose seller's account is gone go to nobody. */
function bySeller<L extends MailLine>(lines: L[]): Map<string, L[]> {
  const groups = new Map<string, L[]>();
  for (const line of lines) if (line.sellerId) groups.set(line.sellerId, [...(groups.get(line.sellerId) ?? []), line]);
  return groups;
}

function emails(tx: Tx, userIds: (string | null)[]): Promise<Map<string, string>> {
  return mailAddressesOf(
    userIds.filter((id): id is string => id !== null),
    tx,
  );
}

/** Records the new order's mail: one to the shopper, one to each seller with lines in it. */
export async function enqueueOrderPlacedMail(
  tx: Tx,
  order: MailOrder & Pick<Order, "codConfirmStatus" | "codConfirmBy" | "language">,
  lines: MailLine[],
): Promise<void> {
  const groups = bySeller(lines);
  const to = await emails(tx, [order.userId, ...groups.keys()]);
  const shopper = order.userId ? to.get(order.userId) : undefined;
  // The confirmation link's row; its token is made as the mail is sent.
  const link = shopper && order.codConfirmStatus === "pending" ? await orderLinkFor(tx, order) : null;
  await enqueueMail(tx, [
    ...(shopper ? [{ ...orderPlacedMail(order, lines, shopper), ...(link ? { accountTokenId: link.linkId } : {}) }] : []),
    ...[...groups].flatMap(([sellerId, own]) => (to.has(sellerId) ? [newOrderSellerMail(order, own, to.get(sellerId)!)] : [])),
  ]);
  await enqueueOrderMessage(tx, order.id, placedNews(order, order.language));
  await enqueueNewOrderAlerts(tx, order, new Map([...groups].map(([sellerId, own]) => [sellerId, own.reduce((sum, line) => sum + line.quantity, 0)])));
  if (order.codConfirmStatus === "pending" && order.codConfirmBy)
    await enqueueOrderMessage(tx, order.id, codConfirmNews(order, deadlineText(order.codConfirmBy, order.language), order.language));
}

/** The shopper's news of one order's lines, which waits orderMailWaitMs to gather what follows (shopperNewsMail). */
const newsBatchKey = (orderId: string) => `order-news:${orderId}`;

type StatusMailOrder = MailOrder & PaymentTerms & { lines: (MailLine & { id: string })[] };

/**
 * The shopper's news of their order's lines: it waits orderMailWaitMs, and a change made
 * meanwhile takes it back and writes one mail of every line told so far, each as it stands
 * (two items accepted a second apart: one mail). A seller's cancellation with a reason goes at
 * once, alone, so the reason is read with its items.
 */
async function shopperNewsMail(tx: Tx, order: StatusMailOrder, changed: { id: string }[], shopper: string, reason?: string, invoiceId?: string): Promise<Mail> {
  const attach = invoiceId ? { invoiceId } : {};
  const linesOf = (ids: Set<string>) => order.lines.filter((line) => ids.has(line.id));
  if (reason) return { ...sellerChangedMail(order, linesOf(new Set(changed.map((line) => line.id))), order.lines, shopper, order, reason), ...attach };
  const batchKey = newsBatchKey(order.id);
  const pending = await takeBackPendingMail(tx, batchKey, shopper, Boolean(invoiceId));
  const told = new Set([...(pending?.lineIds ?? []), ...changed.map((line) => line.id)]);
  const kept = invoiceId ?? pending?.invoiceId;
  return {
    ...sellerChangedMail(order, linesOf(told), order.lines, shopper, order),
    ...(kept ? { invoiceId: kept } : {}),
    batchKey,
    lineIds: [...told],
    notBefore: pending?.notBefore ?? new Date(Date.now() + orderMailWaitMs()),
  };
}

/** A seller's news of the shopper's cancellations in one order, gathered as the shopper's news is. */
const cancelledBatchKey = (orderId: string) => `order-cancelled:${orderId}`;

/**
 * To a seller, the shopper's cancellations of their lines: it waits orderMailWaitMs, and a
 * cancellation meanwhile takes it back and writes one mail of every line cancelled so far (two
 * items cancelled a moment apart: one mail).
 */
async function sellerCancelledNews(tx: Tx, order: StatusMailOrder, cancelled: { id: string }[], sellerLines: MailLine[], to: string): Promise<Mail> {
  const batchKey = cancelledBatchKey(order.id);
  const pending = await takeBackPendingMail(tx, batchKey, to);
  const told = new Set([...(pending?.lineIds ?? []), ...cancelled.map((line) => line.id)]);
  return {
    ...shopperCancelledMail(
      order,
      order.lines.filter((line) => told.has(line.id)),
      sellerLines,
      to,
      order,
    ),
    batchKey,
    lineIds: [...told],
    notBefore: pending?.notBefore ?? new Date(Date.now() + orderMailWaitMs()),
  };
}

/**
 * Records the mail a status change causes: the seller's changes go to each order's shopper
 * (with the seller's reason for a cancellation), the shopper's cancellations to each seller
 * whose lines they were and, as a confirmation, to the shopper. Runs after the change, in its
 * transaction, so the sums it tells are the new ones. Nobody is mailed whose account is gone.
 */
export async function enqueueStatusMail(
  tx: Tx,
  by: "seller" | "shopper",
  lines: (MailLine & { id: string; orderId: string })[],
  reason?: string,
  /** The invoice each order's change issued (lines marked Delivered), which the shopper's mail carries as a PDF. */
  invoices: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const orders = await tx.order.findMany({
    where: { id: { in: [...new Set(lines.map((l) => l.orderId))] } },
    include: { lines: { orderBy: { id: "asc" } }, payment: { select: { method: true, status: true } } },
  });
  const to = await emails(tx, [...orders.map((o) => o.userId), ...(by === "shopper" ? lines.map((l) => l.sellerId) : [])]);
  const mails: Mail[] = [];
  for (const order of orders) {
    const own = lines.filter((l) => l.orderId === order.id);
    const shopper = order.userId ? to.get(order.userId) : undefined;
    if (shopper) mails.push(await shopperNewsMail(tx, order, own, shopper, by === "seller" ? reason : undefined, invoices.get(order.id)));
    if (by === "seller") continue;
    const sellerLines = bySeller(order.lines);
    for (const [sellerId, cancelled] of bySeller(own)) {
      if (to.has(sellerId)) mails.push(await sellerCancelledNews(tx, order, cancelled, sellerLines.get(sellerId) ?? [], to.get(sellerId)!));
    }
  }
  await enqueueMail(tx, mails);
}

type MailShipment = Pick<Shipment, "orderId" | "carrier" | "awb" | "trackingUrl" | "status" | "lineIds">;

/**
 * To the shopper, when a parcel of their order ships or comes to an end: which items are in
 * it, the carrier, the AWB and the tracking link (for a carrier whose page does not take the
 * number, the number to enter there), and what is still to pay for the whole order.
 */
export function shipmentMail(
  order: MailOrder & Spoken,
  shipment: MailShipment,
  lines: MailLine[],
  allLines: MailLine[],
  shopperEmail: string,
  terms: PaymentTerms,
): Mail {
  const lang = order.language ?? "en";
  const t = textsIn(lang, "orderNews");
  const link = `${siteUrl()}${orderPath(order.id, lang)}`;
  const news = t(`parcelNews.${shipment.status}`);
  const subject = t("subject", { number: order.number, news: `${t("itemsFirst", { count: lines.length })} ${t(`parcelSubject.${shipment.status}`)}` });
  const parcel = t("parcel", { carrier: carrierName(shipment.carrier), awb: shipment.awb });
  const pay = stillToPay(order, allLines, terms, lang);
  const text = `${t("parcelLead")}${order.number}${t("parcelTail", { news })}

${linesText(lines, undefined, textsIn(lang, "orderMail"))}

${parcel}
${t("trackIt")} ${shipment.trackingUrl}

${pay}

${t("seeText", { link })}`;
  const body = html`<p style="margin:0 0 12px">${t("parcelLead")}<strong>${order.number}</strong>${t("parcelTail", { news })}</p>
    ${linesHtml(lines, undefined, textsIn(lang, "orderMail"))} ${paragraph(parcel)}
    <p style="margin:0 0 12px">${t("trackIt")} <a href="${shipment.trackingUrl}">${shipment.trackingUrl}</a></p>
    ${paragraph(pay)} ${linkHtml(link, t("seeButton"))}`;
  return mail(shopperEmail, subject, text, body, lang);
}

/**
 * Records the shopper's mail about a parcel of their order (after the lines moved, in their
 * transaction), with the parcel's invoice as a PDF when its dispatch issued one, and the shop's
 * invoice of a marketplace order's charges when it issued that too; nobody is mailed whose
 * account is gone or unverified.
 */
export async function enqueueShipmentMail(
  tx: Tx,
  shipment: MailShipment,
  lines: MailLine[],
  invoices: { invoiceId: string | null; chargesInvoiceId: string | null } = { invoiceId: null, chargesInvoiceId: null },
): Promise<void> {
  const { invoiceId, chargesInvoiceId } = invoices;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: shipment.orderId },
    include: { lines: { orderBy: { id: "asc" } }, payment: { select: { method: true, status: true } } },
  });
  const to = await emails(tx, [order.userId]);
  const shopper = order.userId ? to.get(order.userId) : undefined;
  if (shopper) {
    // News still waiting of lines all in this parcel (accepted a moment before it left) says
    // less than the parcel's mail does: it goes, and the shopper gets one mail (issue 47, 14).
    const inParcel = new Set(shipment.lineIds);
    await takeBackPendingMail(tx, newsBatchKey(order.id), shopper, Boolean(invoiceId), (lineIds) => lineIds.every((id) => inParcel.has(id)));
    await enqueueMail(tx, [
      {
        ...shipmentMail(order, shipment, lines, order.lines, shopper, order),
        ...(invoiceId ? { invoiceId } : {}),
        ...(chargesInvoiceId ? { chargesInvoiceId } : {}),
      },
    ]);
  }
  await enqueueOrderMessage(tx, order.id, parcelNews(order, shipment, order.language));
}
