import { json, methodNotAllowed, preflight, readText, route } from "@/lib/http";
import { handleRazorpayWebhook } from "@/lib/flows/razorpay-payments";

/** Razorpay's webhooks (the few KB of one event): checked against the raw body's signature, each event id acted on once. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export const POST = route(async (request) => {
  const body = await readText(request, MAX_WEBHOOK_BYTES);
  const eventId = request.headers.get("x-razorpay-event-id")?.slice(0, 100) || null;
  const outcome = await handleRazorpayWebhook(body, request.headers.get("x-razorpay-signature"), eventId);
  return json({ outcome });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
