import { answerWebhook } from "@/lib/flows/whatsapp-reply";
import { json, MAX_JSON_BYTES, methodNotAllowed, preflight, readText, route } from "@/lib/http";
import { verifySubscription } from "@/lib/messages/webhook";

/** Meta's subscription check: the challenge echoed as plain text, 403 for another verify token. */
export const GET = route(async (request) => {
  const challenge = verifySubscription(new URL(request.url).searchParams);
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
});

/** `{ok: true}` for a delivery signed with the app secret (X-Hub-Signature-256), 401 otherwise; a Confirm or Cancel tap answers its order. */
export const POST = route(async (request) => {
  await answerWebhook(await readText(request, MAX_JSON_BYTES), request.headers.get("x-hub-signature-256"));
  return json({ ok: true });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, POST");
export { otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
