import type { Msg91Config } from "../config.ts";
import { internationalNumber } from "./mobile.ts";

// MSG91's Flow API (docs.msg91.com, "Send SMS" v5 flow): the `authkey` header, a DLT-approved
// template, and one recipient with its variables. MSG91 answers `{type: "success", message:
// <request id>}`, or `{type: "error", message}` — sometimes with status 200.

const TIMEOUT_MS = 15_000;

/** MSG91 refused or could not be reached. */
export class Msg91Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Msg91Error";
  }
}

/** Sends one SMS by a flow template; resolves with MSG91's request id. */
export async function sendMsg91Flow(config: Msg91Config, templateId: string, to: string, variables: Record<string, string>): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: config.authKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ template_id: templateId, short_url: "0", recipients: [{ mobiles: internationalNumber(to), ...variables }] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new Msg91Error(`MSG91 could not be reached: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
  if (response.ok && answer?.type === "success" && answer.message) return answer.message;
  throw new Msg91Error(`MSG91 answered ${response.status}: ${answer?.message ?? "no answer"}`);
}
