import type { WhatsAppConfig } from "../config.ts";
import { internationalNumber } from "./mobile.ts";

// Meta's WhatsApp Cloud API (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
// a business may open a conversation only with a template Meta approved, so every message the
// shop sends is one: `type: "template"`, the template's name and language, and its body's
// parameters in order. Quick-reply buttons carry a payload that comes back in the webhook.

/** The Graph API version the shop speaks. */
const GRAPH_VERSION = "v21.0";
/** No call holds the sender longer than this. */
const TIMEOUT_MS = 15_000;

export interface TemplateMessage {
  /** Ten digits. */
  to: string;
  template: string;
  /** The body's `{{1}}`, `{{2}}`… in order. */
  parameters: string[];
  /** Payloads of the template's quick-reply buttons, in their order. */
  buttons?: string[];
  /** The template's language code when not English ("hi": the Hindi text of the same template). */
  language?: string;
}

/** Meta refused or could not be reached; `permanent` when sending it again cannot help (a bad number, a template not approved). */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

function requestBody(message: TemplateMessage) {
  const components: object[] = [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }];
  for (const [index, payload] of (message.buttons ?? []).entries()) {
    components.push({ type: "button", sub_type: "quick_reply", index: String(index), parameters: [{ type: "payload", payload }] });
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: internationalNumber(message.to),
    type: "template",
    template: { name: message.template, language: { code: message.language ?? "en" }, components },
  };
}

/** Sends a template message; resolves with its `wamid`, which the status webhooks name. */
export async function sendWhatsAppTemplate(config: WhatsAppConfig, message: TemplateMessage): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/${GRAPH_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify(requestBody(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppError(`WhatsApp could not be reached: ${(error as Error).message}`, false);
  }
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
  const id = answer?.messages?.[0]?.id;
  if (response.ok && id) return id;
  const reason = `WhatsApp answered ${response.status}: ${answer?.error?.message ?? "no message id"} (code ${answer?.error?.code ?? "none"})`;
  // 5xx, 429 and Meta's throttling codes pass; a 4xx otherwise says this message will never go.
  throw new WhatsAppError(reason, response.status < 500 && response.status !== 429 && !isThrottled(answer?.error?.code));
}

/** Meta's rate-limit codes (cloud-api/support/error-codes): wait and try again. */
function isThrottled(code: number | undefined): boolean {
  return code === 4 || code === 80007 || code === 130429 || code === 131056;
}
