import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { channelsFromConfig } from "@/lib/messages/channels";
import { sendMsg91Flow } from "@/lib/messages/msg91";
import { sendWhatsAppTemplate, WhatsAppError } from "@/lib/messages/whatsapp";
import { MSG91_STANDIN_KEYS, startMsg91StandIn, type Msg91StandIn } from "../support/msg91-standin.ts";
import { startWhatsAppStandIn, WHATSAPP_STANDIN_KEYS, type WhatsAppStandIn } from "../support/whatsapp-standin.ts";

// The shop's WhatsApp and MSG91 clients over real HTTP against the local stand-ins of both
// APIs, and the JSON files written when neither is set.

let whatsapp: WhatsAppStandIn;
let msg91: Msg91StandIn;
const whatsappConfig = () => ({ ...WHATSAPP_STANDIN_KEYS, apiBase: whatsapp.url });
const msg91Config = () => ({ ...MSG91_STANDIN_KEYS, apiBase: msg91.url });

beforeAll(async () => {
  [whatsapp, msg91] = await Promise.all([startWhatsAppStandIn(), startMsg91StandIn()]);
});
afterAll(async () => {
  await Promise.all([whatsapp.close(), msg91.close()]);
});

describe("the WhatsApp Cloud API client", () => {
  it("sends a template with its body's parameters and quick-reply payloads, and answers the wamid", async () => {
    const id = await sendWhatsAppTemplate(whatsappConfig(), {
      to: "9876543210",
      template: "order_placed",
      parameters: ["VA-1", "₹1,299"],
      buttons: ["confirm:1"],
    });
    expect(id).toMatch(/^wamid\./);
    expect(whatsapp.sent.at(-1)).toEqual({ id, to: "919876543210", template: "order_placed", parameters: ["VA-1", "₹1,299"], buttons: ["confirm:1"] });
  });

  it("says a wrong token is permanent and an outage is not", async () => {
    const refused = await sendWhatsAppTemplate({ ...whatsappConfig(), token: "wrong" }, { to: "9876543210", template: "x", parameters: [] }).catch((e) => e);
    expect(refused).toBeInstanceOf(WhatsAppError);
    expect(refused.permanent).toBe(true);
    expect(refused.message).toContain("190");
    whatsapp.down = true;
    const outage = await sendWhatsAppTemplate(whatsappConfig(), { to: "9876543210", template: "x", parameters: [] }).catch((e) => e);
    whatsapp.down = false;
    expect(outage.permanent).toBe(false);
    const unreachable = await sendWhatsAppTemplate(
      { ...whatsappConfig(), apiBase: "http://127.0.0.1:9" },
      { to: "9876543210", template: "x", parameters: [] },
    ).catch((e) => e);
    expect(unreachable.permanent).toBe(false);
  });
});

describe("the MSG91 Flow API client", () => {
  it("sends a flow with the number and the template's variables, and answers the request id", async () => {
    const id = await sendMsg91Flow(msg91Config(), MSG91_STANDIN_KEYS.otpTemplateId, "9876543210", { OTP: "123456" });
    expect(msg91.sent.at(-1)).toEqual({ id, templateId: MSG91_STANDIN_KEYS.otpTemplateId, mobiles: "919876543210", variables: { OTP: "123456" } });
  });

  it("rejects on MSG91's error answers", async () => {
    await expect(sendMsg91Flow({ ...msg91Config(), authKey: "wrong" }, MSG91_STANDIN_KEYS.otpTemplateId, "9876543210", {})).rejects.toThrow(
      /401: Authentication failure/,
    );
    await expect(sendMsg91Flow(msg91Config(), "no-such-template", "9876543210", {})).rejects.toThrow(/Invalid Template/);
  });
});

describe("without settings", () => {
  it("each message is a JSON file under DATA_DIR/messages", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-messages-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const channels = channelsFromConfig();
      const smsId = await channels.sms("9876543210", "otp", { OTP: "654321" });
      await channels.whatsapp({ to: "9876543210", template: "order_placed", parameters: ["VA-1"] });
      const files = fs.readdirSync(path.join(dataDir, "messages")).map((name) => JSON.parse(fs.readFileSync(path.join(dataDir, "messages", name), "utf8")));
      expect(files).toHaveLength(2);
      expect(files).toContainEqual(expect.objectContaining({ id: smsId, channel: "sms", to: "9876543210", template: "otp", variables: { OTP: "654321" } }));
      expect(files).toContainEqual(expect.objectContaining({ channel: "whatsapp", to: "9876543210", template: "order_placed", parameters: ["VA-1"] }));
    } finally {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
