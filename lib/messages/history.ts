import { prisma } from "../db.ts";

// What the shopper's phone was told about an order, for the seller's order view: each
// message's news, the way it went, and its last status (never a number or its text).

const NEWS: Record<string, string> = {
  order_placed: "Order placed",
  order_dispatched: "Dispatched",
  order_delivered: "Delivered",
  order_update: "Order update",
  cod_confirm: "Asked to confirm (cash on delivery)",
};

export interface SentMessage {
  id: string;
  news: string;
  channel: "WhatsApp" | "SMS";
  /** queued (waiting to go, or handed to WhatsApp), sent, delivered, read or failed. */
  status: string;
  /** The WhatsApp attempt that failed before the SMS went, if any. */
  note: string | null;
  at: Date;
}

export async function orderMessages(orderId: string): Promise<SentMessage[]> {
  const rows = await prisma.outboxMessage.findMany({ where: { orderId }, orderBy: { id: "asc" } });
  return rows.map((row) => ({
    id: String(row.id),
    news: NEWS[row.template] ?? row.template,
    channel: row.channel === "whatsapp" ? "WhatsApp" : "SMS",
    status: row.status,
    note: row.lastError?.startsWith("WhatsApp:") ? "WhatsApp failed first" : null,
    at: row.statusAt ?? row.sentAt ?? row.createdAt,
  }));
}
