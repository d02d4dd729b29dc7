import { mintLinkToken, TOKEN_MARKER } from "../security/link-token.ts";
import { siteUrl } from "../config.ts";
import { prisma as defaultPrisma } from "../db.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { askForJobs, MESSAGES_PASS } from "../jobs/ask.ts";
import type { Pass } from "../jobs/pass.ts";
import { transportFromConfig, type MailTransport, type OutgoingMail } from "./transport.ts";

// Delivers the outbox (lib/mail/outbox.ts): the mail pass of lib/jobs. Rows are claimed with
// FOR UPDATE SKIP LOCKED and leased for a while, so several server processes on one database
// never take the same mail; the lease is what brings back a mail whose sender died mid-send.
// README "Order mail".

/** The mail pass's name (lib/side-work/passes.ts). */
export const MAIL_PASS = "mail";

/** Makes the PDF of the invoice a mail carries (lib/invoices/read.ts invoiceAttachment), as it is sent. */
type InvoiceAttachment = (db: PrismaClient, invoiceId: string) => Promise<NonNullable<OutgoingMail["attachments"]>[number]>;

export interface MailPassOptions {
  prisma?: PrismaClient;
  transport?: MailTransport;
  /**
   * The invoice's PDF for a mail that carries one. The outbox knows no invoice: the pass that
   * lists the shop's side work (lib/side-work/passes.ts) hands it in. Without it such a mail
   * fails its try, with its reason, as a refused send does.
   */
  invoiceAttachment?: InvoiceAttachment;
  /** How often a long-lived process looks at the outbox besides the wake-ups after each commit. */
  pollMs?: number;
  batchSize?: number;
  /** Tries before a mail is given up and logged. */
  maxAttempts?: number;
  /** The wait after the n-th failed try. */
  retryDelayMs?: (attempt: number) => number;
  /** How long a claimed mail stays invisible to other senders; longer than a send can take. */
  leaseMs?: number;
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
  chargesInvoiceId: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  createdAt: Date;
}

/** The mail pass: sends what is due, a batch at a time, until the outbox has none or the deadline passes; claimed but unsent mail returns after its lease. */
export function createMailPass(options: MailPassOptions = {}): Pass {
  const db = options.prisma ?? defaultPrisma;
  let transport: MailTransport | undefined = options.transport;
  const { pollMs = 15_000, batchSize = 10, maxAttempts = 10, retryDelayMs = defaultRetryDelayMs, leaseMs = 120_000 } = options;
  const host = new URL(siteUrl()).hostname;
  const attachInvoice: InvoiceAttachment =
    options.invoiceAttachment ?? (() => Promise.reject(new Error("this mail carries an invoice and the mail pass was given no invoiceAttachment")));

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
    RETURNING "id", "to", "subject", "text", "html", "accountTokenId", "invoiceId", "chargesInvoiceId", "headers", "attempts", "createdAt"`;

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
    const { accountTokenId: _link, invoiceId, chargesInvoiceId, ...mail } = prepared;
    try {
      const invoiceIds = [invoiceId, chargesInvoiceId].filter((id): id is string => id !== null);
      const attachments = invoiceIds.length ? await Promise.all(invoiceIds.map((id) => attachInvoice(db, id))) : undefined;
      transport ??= transportFromConfig();
      await transport.send({ ...mail, headers: mail.headers ?? undefined, attachments, messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${host}>` });
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

  return {
    name: MAIL_PASS,
    everyMs: pollMs,
    async run(deadline) {
      let sent = 0;
      for (;;) {
        const batch = await claim();
        for (const mail of batch) await deliver(mail);
        sent += batch.length;
        if (batch.length < batchSize || Date.now() >= deadline) return { done: sent };
      }
    },
    close() {
      transport?.close();
    },
  };
}

/**
 * Sends recorded mail soon (after the commit that recorded it) rather than at the next pass:
 * lib/jobs/ask.ts. An order's news writes a phone message beside its mail
 * (lib/messages/outbox.ts), so the phone outbox is asked for too: on a serverless host
 * (BACKGROUND_WORK=request) nothing else would send it before the next cron call.
 */
export function wakeMailSender(): void {
  askForJobs(MAIL_PASS);
  askForJobs(MESSAGES_PASS);
}
