import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/side-work/background";
import { invoiceAttachment } from "@/lib/invoices/read";
import { createMailPass, type MailPassOptions } from "@/lib/mail/sender";

/** A real SMTP server in the test process: it keeps every message it accepts, parsed. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** Starts on `port` (0: any free port). `refuse` makes it answer every message with a 550. */
export async function startSmtp(port = 0, options: { refuse?: boolean } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (options.refuse) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The address a message went to. */
export const recipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** Waits until `done()` holds, polling; fails with `what` after `ms` (long: a loaded CI machine is slow, a hang still fails). */
export async function until(done: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mail pass on its timer in this process, woken after each commit, as a long-lived server runs it (lib/side-work/background.ts). */
export function startMailSender(options: MailPassOptions): void {
  startBackgroundWork("interval", [createMailPass({ invoiceAttachment, ...options })]);
}

/** Stops it, letting a send under way finish. */
export const stopMailSender = stopBackgroundWork;
