import { FailedAttempt } from "@/components/delivery/FailedAttempt";
import { findCarrier } from "@/lib/shared/carriers";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import type { OrderJson } from "@/lib/views/order-json";
import { orderDate } from "./orderDate";

/** The order's parcels: carrier, AWB, the tracking link and what became of each, with the items in it; in the page's language. */
export function OrderShipments({ order }: { order: Pick<OrderJson, "shipments" | "items"> }) {
  if (order.shipments.length === 0) return null;
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const titles = new Map(order.items.map((line) => [line._id, line.productId.title]));
  return (
    <section aria-labelledby="parcels" className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="parcels" className="mb-3 text-sm font-semibold">
        {t("parcels")}
      </h2>
      <ul className="space-y-3">
        {order.shipments.map((shipment) => (
          <li key={shipment.id} data-testid="parcel" className="space-y-1">
            <p className="font-medium">
              {shipment.carrier} · <span className="font-mono">{shipment.awb}</span>
            </p>
            <p className="text-stone-600">
              {t(`parcelStatus.${shipment.status}`)} · {t("sent", { date: orderDate(shipment.shippedAt, lang) })}
            </p>
            <p className="text-stone-600">{shipment.lineIds.map((id) => titles.get(id) ?? t("anItem")).join(", ")}</p>
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline">
              {t("track")}
            </a>
            <FailedAttempt shipment={shipment} viewer="shopper" />
            {findCarrier(shipment.carrier)?.awbInUrl === false && <p className="text-xs text-stone-600">{t("enterAwb", { awb: shipment.awb })}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
