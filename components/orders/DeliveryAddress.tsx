import { shopText } from "@/lib/i18n/text";
import { placeLine } from "@/lib/places/place-line";
import type { OrderJson } from "@/lib/views/order-json";

/** An order's delivery address as it was given, with its city and state as the mail and the invoice have them, in a card: for the shopper's order page (in its language) and the seller's order view. */
export function DeliveryAddress({ address, title }: { address: OrderJson["address"]; title: string }) {
  const t = shopText("orderPage");
  return (
    <section aria-labelledby="deliver-to" className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="deliver-to" className="mb-2 font-semibold">
        {title}
      </h2>
      <address className="not-italic leading-relaxed wrap-anywhere">
        <span className="font-medium">{address.name}</span>
        <br />
        {address.address}
        <br />
        {placeLine(address) && (
          <>
            {placeLine(address)}
            <br />
          </>
        )}
        {t("pin", { pin: address.pin })}
        <br />
        {t("mobile", { mobile: address.mobile })}
      </address>
    </section>
  );
}
