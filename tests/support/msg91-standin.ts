import crypto from "node:crypto";
import { serveStandIn, type StandInState } from "./standin-http.ts";

// A local stand-in for MSG91's Flow API (docs.msg91.com, "Send SMS" v5), run on a loopback port
// so tests exercise the shop's real client over real HTTP: `POST /api/v5/flow` with the
// `authkey` header, `{template_id, recipients: [{mobiles, …variables}]}`, answered
// `{type: "success", message: <request id>}` or `{type: "error", message}`.
// Other test processes read and steer it over HTTP: `GET /standin/sent`, `POST /standin/down`.

export interface Msg91StandInKeys {
  authKey: string;
  otpTemplateId: string;
  orderTemplateId: string;
}

export const MSG91_STANDIN_KEYS: Msg91StandInKeys = {
  authKey: "standin-msg91-authkey",
  otpTemplateId: "standin-otp-flow",
  orderTemplateId: "standin-order-flow",
};

/** One SMS as the stand-in received it: the number with the country code, and the template's variables. */
export interface SentSms {
  id: string;
  templateId: string;
  mobiles: string;
  variables: Record<string, string>;
}

export interface Msg91StandIn extends StandInState<SentSms> {
  /** The base to give as MSG91_API_BASE. */
  url: string;
  /** `down`: while true, MSG91 answers 503. */
  close(): Promise<void>;
}

/** The shop's settings for a server that talks to a stand-in at `url`. */
export const msg91Env = (url: string, keys = MSG91_STANDIN_KEYS) => ({
  MSG91_AUTH_KEY: keys.authKey,
  MSG91_OTP_TEMPLATE_ID: keys.otpTemplateId,
  MSG91_ORDER_TEMPLATE_ID: keys.orderTemplateId,
  MSG91_API_BASE: url,
});

export async function startMsg91StandIn(keys = MSG91_STANDIN_KEYS, port = 0): Promise<Msg91StandIn> {
  const state = { sent: [] as SentSms[], down: false };
  const templates = new Set([keys.otpTemplateId, keys.orderTemplateId]);
  const server = await serveStandIn(state, port, (request, path, text, answer) => {
    if (request.method !== "POST" || path !== "/api/v5/flow") return answer(404, { type: "error", message: "Not found" });
    if (request.headers.authkey !== keys.authKey) return answer(401, { type: "error", message: "Authentication failure", code: "401" });
    if (state.down) return answer(503, { type: "error", message: "Service unavailable" });
    let body: { template_id?: string; recipients?: Record<string, string>[] };
    try {
      body = JSON.parse(text);
    } catch {
      return answer(400, { type: "error", message: "Invalid JSON" });
    }
    if (!body.template_id || !templates.has(body.template_id)) return answer(400, { type: "error", message: "Template ID Missing or Invalid Template" });
    const recipients = body.recipients ?? [];
    if (!recipients.length || recipients.some((r) => !/^\d{10,13}$/.test(r.mobiles ?? "")))
      return answer(400, { type: "error", message: "Mobile Missing or Invalid Mobile" });
    const id = crypto.randomBytes(12).toString("hex");
    for (const { mobiles, ...variables } of recipients) state.sent.push({ id, templateId: body.template_id, mobiles, variables });
    answer(200, { type: "success", message: id });
  });
  return Object.assign(state, server);
}
