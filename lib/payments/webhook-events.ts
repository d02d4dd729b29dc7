import type { Tx } from "../db/key-lock.ts";

// The payment provider's webhook events already acted on (docs/architecture.md, Payments):
// recorded in the transaction of what the event does, so a repeat finds it and does nothing.

/** Records the event's id; false when it was recorded before (a repeat, however late or concurrent). */
export async function firstTimeOfEventIn(tx: Tx, eventId: string): Promise<boolean> {
  const fresh = await tx.webhookEvent.createMany({ data: [{ id: eventId }], skipDuplicates: true });
  return fresh.count > 0;
}
