import { z } from "zod";

// Meta's WhatsApp webhook (lib/messages/webhook.ts), as the OpenAPI document describes it; the
// handler reads the raw body itself, since the signature is over its bytes.

export const whatsappVerifyQuerySchema = z.object({
  "hub.mode": z.literal("subscribe"),
  "hub.verify_token": z.string().describe("WHATSAPP_VERIFY_TOKEN"),
  "hub.challenge": z.string().describe("echoed back"),
});

export const whatsappWebhookSchema = z
  .looseObject({
    object: z.literal("whatsapp_business_account"),
    entry: z.array(z.looseObject({ changes: z.array(z.looseObject({ field: z.string(), value: z.looseObject({}) })) })),
  })
  .describe("value.statuses[] (id, status) and value.messages[] (from, type, text.body) are read; the rest is acknowledged");
