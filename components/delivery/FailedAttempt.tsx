import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import type { ShipmentJson } from "@/lib/views/order-json";
import { orderDate } from "@/components/orders/orderDate";
import { ParcelAnswerPanel } from "./ParcelAnswerPanel";

// The seller's words: the console stays English (the shopper's are the page's, orderPage.willTake and wontTake).
const SELLER_ANSWERED = {
  retry: "The shopper will take it: ask the courier to try again.",
  decline: "The shopper no longer wants it: ask the courier to return it, and mark it Returned to origin when it arrives.",
} as const;

/**
 * A parcel in transit after a failed delivery attempt: when, what the courier said, and the
 * shopper's answer (they will take it, or it goes back); the shopper gets the buttons to answer,
 * or to change their mind. The shopper's in the page's language.
 */
export function FailedAttempt({ shipment, viewer }: { shipment: ShipmentJson; viewer: "shopper" | "seller" }) {
  const attempt = shipment.lastFailedAttempt;
  if (shipment.status !== "in_transit" || !attempt) return null;
  const given = shipment.retryRequested ? "retry" : shipment.declined ? "decline" : undefined;
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const answered = given && (viewer === "seller" ? SELLER_ANSWERED[given] : t(given === "retry" ? "willTake" : "wontTake"));
  return (
    <div data-testid="failed-attempt" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
      <p>
        {t("attemptFailed", { date: orderDate(attempt.at, lang), reason: attempt.reason })}
        {shipment.failedAttempts > 1 && ` ${t("attempts", { count: shipment.failedAttempts })}`}
      </p>
      {answered ? <p className="font-semibold">{answered}</p> : viewer === "seller" && <p>The shopper has not answered yet.</p>}
      {viewer === "shopper" && <ParcelAnswerPanel shipmentId={shipment.id} given={given} />}
    </div>
  );
}
