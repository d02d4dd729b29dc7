import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { mailDir, mailFrom, smtpUrl } from "../config.ts";
import type { Mail } from "./outbox.ts";

export interface OutgoingMail extends Omit<Mail, "accountTokenId" | "invoiceId" | "chargesInvoiceId"> {
  /** Stable per outbox row, so a mail client can tell a resend after a crash is the same message. */
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  /** Resolves once the message is handed over; rejects when it was not (the sender retries). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Bounded waits, so an SMTP server that accepts the connection and then hangs cannot hold a
// claimed mail longer than the sender's lease (lib/mail/sender.ts).
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const;

function message(mail: OutgoingMail) {
  return {
    from: mailFrom(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    attachments: mail.attachments,
  };
}

/** `smtp://user:pass@host:port` (STARTTLS when the server offers it) or `smtps://` (TLS from the start). */
export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const secure = parsed.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    ...TIMEOUTS,
  });
  return {
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: each message as an .eml file a person can open, and one log line. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^\w.-]/g, "")}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, info.message as Buffer);
      console.log(`[mail] to ${mail.to}: "${mail.subject}" written to ${file}`);
    },
    close: () => transporter.close(),
  };
}

export function transportFromConfig(): MailTransport {
  const url = smtpUrl();
  return url ? smtpTransport(url) : fileTransport(mailDir());
}
