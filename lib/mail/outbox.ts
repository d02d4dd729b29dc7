import type { Prisma } from "../generated/prisma/client.ts";

/** One message, rendered when it is recorded, so it says what was true at that moment. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link this mail carries (lib/auth/link-token.ts): its token is put in as the mail is sent. */
  accountTokenId?: string;
  /** An invoice to attach as a PDF (lib/invoices/pdf.ts): made as the mail is sent, from the invoice as issued. */
  invoiceId?: string;
  /** Header lines of its own (List-Unsubscribe), beside those every mail has. */
  headers?: Record<string, string>;
}

/**
 * Records mail to send inside the caller's transaction: it is sent only if that transaction
 * commits, and it is not lost if the process dies right after (lib/mail/sender.ts picks it up).
 */
export async function enqueueMail(tx: Prisma.TransactionClient, mails: Mail[]): Promise<void> {
  if (mails.length) await tx.outboxMail.createMany({ data: mails });
}
