// The e2e server has no SMTP_URL, so its mail is written as .eml files under its data
// folder (README "Order mail"); these read them back the way a mail program would.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

const mailDir = () => path.join(process.env.E2E_DATA_DIR!, "mail");

async function mailsTo(email: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(mailDir())) return [];
  const files = fs.readdirSync(mailDir()).sort();
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(mailDir(), file)))));
  return mails.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === email);
}

/** The link to `path` in the newest mail to `email` with this subject, once it has arrived. */
export async function linkInMail(email: string, subject: string, linkPath: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).filter((m) => m.subject === subject).pop();
        link = new RegExp(`https?://[^\\s]+${linkPath}\\?token=[A-Za-z0-9_-]+`).exec(mail?.text ?? "")?.[0];
        return link !== undefined;
      },
      { message: `a mail "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

/** The text of the newest mail to `email` with this subject, once it has arrived. */
export async function mailText(email: string, subject: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        text = (await mailsTo(email)).filter((m) => m.subject === subject).pop()?.text;
        return text !== undefined;
      },
      { message: `a mail "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return text!;
}
