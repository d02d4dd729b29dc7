import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { messagesDir, msg91Config, whatsappConfig } from "../config.ts";
import { sendMsg91Flow } from "./msg91.ts";
import { sendWhatsAppTemplate, type TemplateMessage } from "./whatsapp.ts";

// The two ways a message leaves the shop, each through its provider when its settings are
// there (README, Phone messages), else written as a JSON file under DATA_DIR/messages/, as mail
// without SMTP_URL is written as .eml: the demo and the browser tests read codes from there.

/** The SMS templates the shop has: a sign-in code (`OTP`), and an order's news (`ORDER`, `TEXT`). */
export type SmsTemplate = "otp" | "order";

export interface Channels {
  /** Resolves with the provider's message id (a `wamid`), which status webhooks name. */
  whatsapp(message: TemplateMessage): Promise<string>;
  /** Resolves with the provider's request id. */
  sms(to: string, template: SmsTemplate, variables: Record<string, string>): Promise<string>;
}

async function writeMessage(channel: "whatsapp" | "sms", content: object): Promise<string> {
  const id = `file-${crypto.randomUUID()}`;
  const dir = messagesDir();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${channel}-${id}.json`);
  // Written aside and renamed, so whoever reads the folder (the demo, the browser tests) never sees half a message.
  await fs.writeFile(`${file}.part`, `${JSON.stringify({ id, channel, ...content, writtenAt: new Date().toISOString() }, null, 2)}\n`);
  await fs.rename(`${file}.part`, file);
  console.log(`[messages] ${channel} to ${(content as { to: string }).to} written to ${file}`);
  return id;
}

export function channelsFromConfig(): Channels {
  const whatsapp = whatsappConfig();
  const msg91 = msg91Config();
  return {
    whatsapp: (message) => (whatsapp ? sendWhatsAppTemplate(whatsapp, message) : writeMessage("whatsapp", message)),
    sms: (to, template, variables) =>
      msg91
        ? sendMsg91Flow(msg91, template === "otp" ? msg91.otpTemplateId : msg91.orderTemplateId, to, variables)
        : writeMessage("sms", { to, template, variables }),
  };
}
