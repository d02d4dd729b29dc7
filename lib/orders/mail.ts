import { siteUrl } from "../config.ts";
import type { Order, OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail, type Mail } from "../mail/outbox.ts";
import { formatRupees, lineTotalPaise } from "../money.ts";
import type { Tx } from "../users/lock.ts";
import { PAYMENT_METHOD_LABEL } from "./payment.ts";
import { orderPath, SELLER_ORDERS_PATH } from "./paths.ts";

// The order mail of README "Order mail": what each side hears when an order is placed and
// when a line's status changes. Rendered here, recorded in the caller's transaction.

type MailLine = Pick<OrderLine, "title" | "size" | "quantity" | "unitPaise" | "status" | "sellerId">;
type MailOrder = Pick<Order, "id" | "userId" | "name" | "mobile" | "address" | "pin" | "mrpPaise" | "discountPaise" | "totalPaise">;

const PAYMENT_LABEL = PAYMENT_METHOD_LABEL.cod;

const STATUS_WORDS: Record<OrderStatus, string> = {
  Ordered: "ordered",
  Accepted: "accepted by the seller",
  Cancelled: "cancelled by the seller",
  Delivered: "delivered, and the cash on delivery collected",
};

const describeLine = (line: MailLine) => `${line.title}${line.size ? `, size ${line.size}` : ""}`;
const lineAmount = (line: MailLine) => `${line.quantity} × ${formatRupees(line.unitPaise)} = ${formatRupees(lineTotalPaise(line.unitPaise, line.quantity))}`;

function linesText(lines: MailLine[], withStatus: (line: MailLine) => string | null = () => null): string {
  return lines.map((line) => `- ${describeLine(line)}: ${lineAmount(line)}${withStatus(line) ? ` (${withStatus(line)})` : ""}`).join("\n");
}

function linesHtml(lines: MailLine[], withStatus: (line: MailLine) => string | null = () => null): SafeHtml {
  const rows = lines.map(
    (line) => html`<tr>
<td style="padding:6px 8px 6px 0;border-bottom:1px solid #e7e5e4">${line.title}${line.size ? html`<br><span style="color:#57534e">Size ${line.size}</span>` : ""}${
      withStatus(line) ? html`<br><strong>${withStatus(line)!}</strong>` : ""
    }</td>
<td style="padding:6px 8px;border-bottom:1px solid #e7e5e4;text-align:right;white-space:nowrap">${line.quantity} × ${formatRupees(line.unitPaise)}</td>
<td style="padding:6px 0 6px 8px;border-bottom:1px solid #e7e5e4;text-align:right;white-space:nowrap">${formatRupees(lineTotalPaise(line.unitPaise, line.quantity))}</td>
</tr>`,
  );
  return html`<table style="width:100%;border-collapse:collapse;font-size:14px;margin:0 0 12px">${rows}</table>`;
}

const addressText = (order: MailOrder) => `${order.name}\n${order.address}\nPIN ${order.pin}\nMobile ${order.mobile}`;
const addressHtml = (order: MailOrder) =>
  html`<p style="margin:0 0 12px;line-height:1.5"><strong>Deliver to</strong><br>${order.name}<br>${order.address}<br>PIN ${order.pin}<br>Mobile ${order.mobile}</p>`;
const linkHtml = (href: string, label: string) =>
  html`<p style="margin:16px 0 0"><a href="${href}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a></p>`;

function mail(to: string, subject: string, text: string, body: SafeHtml): Mail {
  return { to, subject, text: mailText(subject, text), html: mailHtml(subject, body) };
}

/** To the shopper: everything they ordered, the totals, the address, how they pay, and the order page. */
export function orderPlacedMail(order: MailOrder, lines: MailLine[], shopperEmail: string): Mail {
  const link = `${siteUrl()}${orderPath(order.id)}`;
  const totals: [string, string][] = [
    ["Total MRP", formatRupees(order.mrpPaise, { exact: true })],
    ["Discount on MRP", `−${formatRupees(order.discountPaise, { exact: true })}`],
    ["Total amount", formatRupees(order.totalPaise, { exact: true })],
  ];
  const text = `Thank you for your order ${order.id}.

${linesText(lines)}

${totals.map(([k, v]) => `${k}: ${v}`).join("\n")}
Payment: ${PAYMENT_LABEL}. You pay ${formatRupees(order.totalPaise, { exact: true })} when your order arrives.

Deliver to:
${addressText(order)}

Follow your order: ${link}`;
  const body = html`<p style="margin:0 0 12px">Thank you for your order <strong>${order.id}</strong>.</p>
${linesHtml(lines)}
<table style="width:100%;font-size:14px;margin:0 0 12px">${totals.map(
    ([k, v]) => html`<tr><td style="padding:2px 0">${k}</td><td style="padding:2px 0;text-align:right">${v}</td></tr>`,
  )}</table>
<p style="margin:0 0 12px"><strong>Payment: ${PAYMENT_LABEL}.</strong> You pay ${formatRupees(order.totalPaise, { exact: true })} when your order arrives.</p>
${addressHtml(order)}
${linkHtml(link, "Follow your order")}`;
  return mail(shopperEmail, `Your order ${order.id} is placed`, text, body);
}

/** To a seller: their lines of a new order, where to send them, and how the shopper pays. */
export function newOrderSellerMail(order: MailOrder, lines: MailLine[], sellerEmail: string): Mail {
  const link = `${siteUrl()}${SELLER_ORDERS_PATH}`;
  const count = `${lines.length} ${lines.length === 1 ? "item" : "items"}`;
  const text = `A shopper ordered ${count} of yours in order ${order.id}.

${linesText(lines)}

Payment: ${PAYMENT_LABEL}: collect the amount when you deliver.

Deliver to:
${addressText(order)}

Accept or cancel the items: ${link}`;
  const body = html`<p style="margin:0 0 12px">A shopper ordered ${count} of yours in order <strong>${order.id}</strong>.</p>
${linesHtml(lines)}
<p style="margin:0 0 12px"><strong>Payment: ${PAYMENT_LABEL}:</strong> collect the amount when you deliver.</p>
${addressHtml(order)}
${linkHtml(link, "Accept or cancel the items")}`;
  return mail(sellerEmail, `New order ${order.id}: ${count} to send`, text, body);
}

/** To the shopper, after their seller accepted, cancelled or delivered lines of their order. */
export function sellerChangedMail(order: MailOrder, lines: MailLine[], shopperEmail: string): Mail {
  const link = `${siteUrl()}${orderPath(order.id)}`;
  const subject = lines.length === 1 ? `Your order ${order.id}: ${lines[0].title} was ${STATUS_WORDS[lines[0].status]}` : `Your order ${order.id} was updated`;
  const status = (line: MailLine) => `${STATUS_WORDS[line.status][0].toUpperCase()}${STATUS_WORDS[line.status].slice(1)}`;
  const text = `News about your order ${order.id}:

${linesText(lines, status)}

Payment: ${PAYMENT_LABEL}.

See your order: ${link}`;
  const body = html`<p style="margin:0 0 12px">News about your order <strong>${order.id}</strong>:</p>
${linesHtml(lines, status)}
<p style="margin:0 0 12px">Payment: ${PAYMENT_LABEL}.</p>
${linkHtml(link, "See your order")}`;
  return mail(shopperEmail, subject, text, body);
}

/** To a seller, after the shopper cancelled lines of theirs: nothing to send for them. */
export function shopperCancelledMail(order: MailOrder, lines: MailLine[], sellerEmail: string): Mail {
  const link = `${siteUrl()}${SELLER_ORDERS_PATH}`;
  const count = `${lines.length} ${lines.length === 1 ? "item" : "items"}`;
  const text = `The shopper cancelled ${count} of order ${order.id}. Do not send ${lines.length === 1 ? "it" : "them"}.

${linesText(lines, () => "Cancelled by the shopper")}

Your orders: ${link}`;
  const body = html`<p style="margin:0 0 12px">The shopper cancelled ${count} of order <strong>${order.id}</strong>. Do not send ${lines.length === 1 ? "it" : "them"}.</p>
${linesHtml(lines, () => "Cancelled by the shopper")}
${linkHtml(link, "Your orders")}`;
  return mail(sellerEmail, `Order ${order.id}: the shopper cancelled ${count}`, text, body);
}

function bySeller<L extends MailLine>(lines: L[]): Map<string, L[]> {
  const groups = new Map<string, L[]>();
  for (const line of lines) groups.set(line.sellerId, [...(groups.get(line.sellerId) ?? []), line]);
  return groups;
}

async function emails(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  const users = await tx.user.findMany({ where: { id: { in: [...new Set(userIds)] } }, select: { id: true, email: true } });
  return new Map(users.map((u) => [u.id, u.email]));
}

/** Records the new order's mail: one to the shopper, one to each seller with lines in it. */
export async function enqueueOrderPlacedMail(tx: Tx, order: MailOrder, lines: MailLine[]): Promise<void> {
  const groups = bySeller(lines);
  const to = await emails(tx, [order.userId, ...groups.keys()]);
  await enqueueMail(tx, [
    orderPlacedMail(order, lines, to.get(order.userId)!),
    ...[...groups].map(([sellerId, own]) => newOrderSellerMail(order, own, to.get(sellerId)!)),
  ]);
}

/**
 * Records the mail a status change causes: the seller's changes go to each order's shopper,
 * the shopper's cancellations to each seller whose lines they were.
 */
export async function enqueueStatusMail(tx: Tx, by: "seller" | "shopper", lines: (MailLine & { orderId: string })[]): Promise<void> {
  const orders = await tx.order.findMany({ where: { id: { in: [...new Set(lines.map((l) => l.orderId))] } } });
  const to = await emails(tx, by === "seller" ? orders.map((o) => o.userId) : lines.map((l) => l.sellerId));
  const mails = orders.flatMap((order) => {
    const own = lines.filter((l) => l.orderId === order.id);
    if (by === "seller") return [sellerChangedMail(order, own, to.get(order.userId)!)];
    return [...bySeller(own)].map(([sellerId, sellerLines]) => shopperCancelledMail(order, sellerLines, to.get(sellerId)!));
  });
  await enqueueMail(tx, mails);
}
