import { prisma } from "../db.ts";
import { defaultRetryDelayMs } from "../mail/sender.ts";
import { channelsFromConfig } from "./channels.ts";
import { WhatsAppError } from "./whatsapp.ts";

// Sends the message outbox (lib/messages/outbox.ts), one bounded batch a call, as the
// "messages" pass of the shop's side work (lib/side-work/passes.ts). Rows are claimed with
// FOR UPDATE SKIP LOCKED and leased, so two processes never take the same message, and one
// whose sender died comes back after its lease. A WhatsApp message Meta refuses for good, or
// cannot take for as many tries as mail gets, goes by SMS instead: nothing is lost.

const BATCH = 20;
const MAX_ATTEMPTS = 10;
const LEASE_MS = 120_000;

interface ClaimedMessage {
  id: bigint;
  mobile: string;
  channel: string;
  template: string;
  language: string;
  parameters: string[];
  text: string;
  buttons: string[];
  attempts: number;
  orderNumber: string;
}

const reasonOf = (error: unknown) => (error as Error).message.split("\n")[0].slice(0, 500);

/** Sends what is due at `now`; resolves with how many messages a provider took. */
export async function sendDueMessages(now: Date): Promise<number> {
  const claimed = await prisma.$queryRaw<ClaimedMessage[]>`
    UPDATE "OutboxMessage" AS m
       SET "attempts" = m."attempts" + 1,
           "nextAttemptAt" = ${new Date(now.getTime() + LEASE_MS)}
      FROM "Order" AS o
     WHERE o."id" = m."orderId"
       AND m."id" IN (
           SELECT "id" FROM "OutboxMessage"
            WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "nextAttemptAt" <= ${now}
            ORDER BY "id"
            LIMIT ${BATCH}
              FOR UPDATE SKIP LOCKED)
    RETURNING m."id", m."mobile", m."channel", m."template", m."language", m."parameters", m."text", m."buttons", m."attempts", o."number" AS "orderNumber"`;
  const channels = channelsFromConfig();
  let sent = 0;
  for (const message of claimed) {
    try {
      const providerId =
        message.channel === "whatsapp"
          ? await channels.whatsapp({
              to: message.mobile,
              template: message.template,
              ...(message.language !== "en" ? { language: message.language } : {}),
              parameters: message.parameters,
              buttons: message.buttons,
            })
          : await channels.sms(message.mobile, "order", { ORDER: message.orderNumber, TEXT: message.text });
      // WhatsApp's own statuses come by webhook; an SMS (or a message written to a file) is sent once handed over.
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: { providerId, sentAt: new Date(), status: message.channel === "whatsapp" && !providerId.startsWith("file-") ? "queued" : "sent" },
      });
      sent += 1;
    } catch (error) {
      await failed(message, error, now);
    }
  }
  return sent;
}

async function failed(message: ClaimedMessage, error: unknown, now: Date): Promise<void> {
  const reason = reasonOf(error);
  const whatsapp = message.channel === "whatsapp";
  if (whatsapp && ((error instanceof WhatsAppError && error.permanent) || message.attempts >= MAX_ATTEMPTS)) {
    console.warn(`[messages] WhatsApp message ${message.id} not sent (${reason}); sending it by SMS`);
    await prisma.outboxMessage.update({
      where: { id: message.id },
      data: { channel: "sms", attempts: 0, nextAttemptAt: now, lastError: `WhatsApp: ${reason}` },
    });
  } else if (message.attempts >= MAX_ATTEMPTS) {
    console.error(`[messages] gave up on message ${message.id} to ${message.mobile} after ${message.attempts} tries: ${reason}`);
    await prisma.outboxMessage.update({ where: { id: message.id }, data: { failedAt: now, status: "failed", lastError: reason } });
  } else {
    const next = new Date(now.getTime() + defaultRetryDelayMs(message.attempts));
    await prisma.outboxMessage.update({ where: { id: message.id }, data: { nextAttemptAt: next, lastError: reason } });
  }
}
