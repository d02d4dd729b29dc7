// The e2e server has no WhatsApp or MSG91 settings, so each message it sends is a JSON file
// under its data folder (README, Phone sign-in and messages); these read them back as the
// shopper's phone would.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

interface MessageFile {
  channel: "whatsapp" | "sms";
  to: string;
  template: string;
  variables?: Record<string, string>;
  parameters?: string[];
}

const messagesDir = () => path.join(process.env.E2E_DATA_DIR!, "messages");

function messagesTo(mobile: string): MessageFile[] {
  if (!fs.existsSync(messagesDir())) return [];
  return fs
    .readdirSync(messagesDir())
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(messagesDir(), file), "utf8")) as MessageFile)
    .filter((message) => message.to === mobile);
}

/** The newest sign-in code sent to `mobile` after `before` codes had been, once it has arrived. */
export async function codeSentTo(mobile: string, before = 0): Promise<string> {
  const codes = () => messagesTo(mobile).filter((m) => m.channel === "sms" && m.template === "otp");
  await expect.poll(() => codes().length, { message: `a code to ${mobile}`, timeout: 20_000 }).toBeGreaterThan(before);
  return codes().at(-1)!.variables!.OTP;
}

/** The WhatsApp templates sent to `mobile` so far. */
export function whatsappTo(mobile: string): MessageFile[] {
  return messagesTo(mobile).filter((m) => m.channel === "whatsapp");
}
