import { requireCaller } from "@/lib/auth/guard";
import { notFound } from "@/lib/errors";
import { methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { shopperOrder } from "@/lib/orders/shopper";
import { upiQrSvg } from "@/lib/shared/upi";
import { idSchema } from "@/lib/validation/common";

// The folder is [userId] because Next gives one name to a path's dynamic segment and
// GET /api/order/{userId} came first; here it holds an order id (docs/api.md, Payments).

/** The order's UPI link as an SVG QR code, for the shopper who placed it, while its payment waits; 404 otherwise. */
export const GET = route<{ userId: string }>(async (request, { userId: orderId }) => {
  const caller = await requireCaller(request);
  const order = toOrderJson(await shopperOrder(caller.id, parseInput(idSchema, orderId, "orderId")));
  if (!order.payment.upi) throw notFound("This order has no UPI payment waiting.");
  return new Response(await upiQrSvg(order.payment.upi.uri), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, no-store" },
  });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
