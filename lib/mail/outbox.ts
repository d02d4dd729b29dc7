import type { Prisma } from "../generated/prisma/client.ts";

/** One message, rendered when it is recorded, so it says what was true at that moment. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link this mail carries (lib/security/link-token.ts): its token is put in as the mail is sent. */
  accountTokenId?: string;
  /** An invoice to attach as a PDF (lib/invoices/pdf.ts): made as the mail is sent, from the invoice as issued. */
  invoiceId?: string;
  /** The shop's invoice of a marketplace order's charges, attached beside `invoiceId` (lib/invoices/for-lines.ts). */
  chargesInvoiceId?: string;
  /** Header lines of its own (List-Unsubscribe), beside those every mail has. */
  headers?: Record<string, string>;
  /** The batch whose later news may replace this mail before it goes (takeBackPendingMail). */
  batchKey?: string;
  /** The order lines the mail tells about, for the mail that replaces it. */
  lineIds?: string[];
  /** Not sent before this time; now when absent. */
  notBefore?: Date;
}

/**
 * Records mail to send inside the caller's transaction: it is sent only if that transaction
 * commits, and it is not lost if the process dies right after (lib/mail/sender.ts picks it up).
 */
export async function enqueueMail(tx: Prisma.TransactionClient, mails: Mail[]): Promise<void> {
  if (mails.length)
    await tx.outboxMail.createMany({ data: mails.map(({ notBefore, ...mail }) => ({ ...mail, ...(notBefore ? { nextAttemptAt: notBefore } : {}) })) });
}

/** What a mail taken back held, for the one that replaces it. */
interface PendingMail {
  lineIds: string[];
  invoiceId: string | null;
  notBefore: Date;
}

/**
 * Takes back the mail of `batchKey` to `to` that waits unsent, unless the mail pass has already
 * claimed it (its claim counts an attempt and locks the row, so the delete finds it no longer
 * untried and leaves it). Returns what it held, or null when there is none to take back.
 */
export async function takeBackPendingMail(
  tx: Prisma.TransactionClient,
  batchKey: string,
  to: string,
  /** The new mail carries an invoice: one carrying another stays, as a mail attaches one. */
  withInvoice = false,
  /** Whether the new mail tells all the waiting one told, by the lines it named; by default it does (it tells them again). */
  toldAgain: (lineIds: string[]) => boolean = () => true,
): Promise<PendingMail | null> {
  const pending = await tx.outboxMail.findFirst({
    where: { batchKey, to, sentAt: null, failedAt: null, attempts: 0, ...(withInvoice ? { invoiceId: null } : {}) },
    orderBy: { id: "desc" },
    select: { id: true, lineIds: true, invoiceId: true, nextAttemptAt: true },
  });
  if (!pending || !toldAgain(pending.lineIds)) return null;
  const { count } = await tx.outboxMail.deleteMany({ where: { id: pending.id, attempts: 0, sentAt: null } });
  return count === 1 ? { lineIds: pending.lineIds, invoiceId: pending.invoiceId, notBefore: pending.nextAttemptAt } : null;
}

/** Forgets every mail to these addresses, sent or not (an account erased: its mail names the person). */
export async function forgetMailToIn(tx: Prisma.TransactionClient, addresses: string[]): Promise<void> {
  await tx.outboxMail.deleteMany({ where: { to: { in: addresses } } });
}
