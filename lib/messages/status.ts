// A message's life as WhatsApp reports it: sent (to Meta's servers) → delivered (to the phone) →
// read. Webhooks may come twice or out of order, so a status is taken only when it moves the
// message forward. `failed` ends a message that never reached the phone (the shop then sends
// the news by SMS); it cannot follow delivered or read.

export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const RANK: Record<MessageStatus, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 2 };

/** Whether a message at `current` takes the status `next` (false for a repeat or a step back). */
export function movesForward(current: MessageStatus, next: MessageStatus): boolean {
  if (current === "failed") return false;
  if (next === "failed") return current === "queued" || current === "sent";
  return RANK[next] > RANK[current];
}

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === "string" && (MESSAGE_STATUSES as readonly string[]).includes(value);
}
