import { mintLinkToken, TOKEN_MARKER } from "../auth/link-token.ts";
import { siteUrl } from "../config.ts";
import { prisma as defaultPrisma } from "../db.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { invoiceAttachment } from "../invoices/read.ts";
import { transportFromConfig, type MailTransport } from "./transport.ts";

// Delivers the outbox (lib/mail/outbox.ts). Rows are claimed with FOR UPDATE SKIP LOCKED and
// leased for a while, so several server processes on one database never take the same mail;
// the lease is what brings back a mail whose sender died mid-send. README "Order mail".

export interface MailSenderOptions {
  prisma?: PrismaClient;
  transport?: MailTransport;
  /** How often the outbox is looked at besides the wake-ups after each commit. */
  pollMs?: number;
  batchSize?: number;
  /** Tries before a mail is given up and logged. */
  maxAttempts?: number;
  /** The wait after the n-th failed try. */
  retryDelayMs?: (attempt: number) => number;
  /** How long a claimed mail stays invisible to other senders; longer than a send can take. */
  leaseMs?: number;
}

export interface MailSender {
  /** Looks at the outbox now (after a commit that recorded mail). */
  wake(): void;
  /** Stops polling and waits for the pass under way; claimed but unsent mail returns after its lease. */
  stop(): Promise<void>;
}

/** 30 s, 1 min, 2 min … at most an hour between tries: ten tries span about three hours. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

interface ClaimedMail {
  id: bigint;
  to: string;
  subject: string;
  text: string;
  html: string;
  accountTokenId: string | null;
  invoiceId: string | null;
  attempts: number;
  createdAt: Date;
}

export function createMailSender(options: MailSenderOptions = {}): MailSender {
  const db = options.prisma ?? defaultPrisma;
  const transport = options.transport ?? transportFromConfig();
  const { pollMs = 15_000, batchSize = 10, maxAttempts = 10, retryDelayMs = defaultRetryDelayMs, leaseMs = 120_000 } = options;
  const host = new URL(siteUrl()).hostname;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  // The timestamps are UTC without a zone (Prisma's DateTime), hence timezone('UTC', now()).
  const claim = () => db.$queryRaw<ClaimedMail[]>`
    UPDATE "OutboxMail"
       SET "attempts" = "attempts" + 1,
           "nextAttemptAt" = timezone('UTC', now()) + make_interval(secs => ${leaseMs / 1000}::double precision)
     WHERE "id" IN (
           SELECT "id" FROM "OutboxMail"
            WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "nextAttemptAt" <= timezone('UTC', now())
            ORDER BY "id"
            LIMIT ${batchSize}
              FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "subject", "text", "html", "accountTokenId", "invoiceId", "attempts", "createdAt"`;

  /** The mail as it goes out: a link's token is made now, so only its hash is ever stored; null when the link is void. */
  async function withLinkToken(mail: ClaimedMail): Promise<ClaimedMail | null> {
    if (!mail.accountTokenId) return mail;
    const token = await mintLinkToken(db, mail.accountTokenId);
    if (!token) return null;
    return { ...mail, text: mail.text.replaceAll(TOKEN_MARKER, token), html: mail.html.replaceAll(TOKEN_MARKER, token) };
  }

  async function deliver(claimed: ClaimedMail): Promise<void> {
    const prepared = await withLinkToken(claimed);
    if (!prepared) {
      await db.outboxMail.update({
        where: { id: claimed.id },
        data: { failedAt: new Date(), lastError: "not sent: its link was used, replaced or expired first" },
      });
      return;
    }
    const { accountTokenId: _link, invoiceId, ...mail } = prepared;
    try {
      const attachments = invoiceId ? [await invoiceAttachment(db, invoiceId)] : undefined;
      await transport.send({ ...mail, attachments, messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${host}>` });
      await db.outboxMail.update({ where: { id: mail.id }, data: { sentAt: new Date(), lastError: null } });
    } catch (error) {
      const reason = (error as Error).message.split("\n")[0].slice(0, 500);
      if (mail.attempts >= maxAttempts) {
        console.error(`[mail] gave up on mail ${mail.id} to ${mail.to} ("${mail.subject}") after ${mail.attempts} tries: ${reason}`);
        await db.outboxMail.update({ where: { id: mail.id }, data: { failedAt: new Date(), lastError: reason } });
      } else {
        const delay = retryDelayMs(mail.attempts);
        console.warn(
          `[mail] mail ${mail.id} to ${mail.to} not sent (try ${mail.attempts} of ${maxAttempts}), next try in ${Math.round(delay / 1000)} s: ${reason}`,
        );
        await db.outboxMail.update({ where: { id: mail.id }, data: { nextAttemptAt: new Date(Date.now() + delay), lastError: reason } });
      }
    }
  }

  async function pass(): Promise<void> {
    try {
      for (;;) {
        const batch = await claim();
        for (const mail of batch) await deliver(mail);
        if (batch.length < batchSize || stopped) return;
      }
    } catch (error) {
      // The database is away (or closing); the next poll tries again.
      if (!stopped) console.error("[mail] the outbox could not be read:", (error as Error).message.split("\n")[0]);
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      transport.close();
    },
  };
}

// One sender per server process, reachable from every bundle of it (instrumentation.ts starts
// it; lib/orders wakes it after a commit).
const holder = globalThis as unknown as { __vastraMailSender?: MailSender };

export function startMailSender(options: MailSenderOptions = {}): MailSender {
  return (holder.__vastraMailSender ??= createMailSender(options));
}

/** Sends recorded mail now rather than at the next poll; does nothing where no sender runs. */
export function wakeMailSender(): void {
  holder.__vastraMailSender?.wake();
}

/** For shutdown: stops this process's sender, letting a send under way finish. */
export async function stopMailSender(): Promise<void> {
  const sender = holder.__vastraMailSender;
  holder.__vastraMailSender = undefined;
  await sender?.stop();
}
