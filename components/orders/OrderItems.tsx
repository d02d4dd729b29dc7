import Image from "next/image";
import type { ReactNode } from "react";
import type { LineState } from "@/components/returns/lineStates";
import { shopText } from "@/lib/i18n/text";
import { formatRupeeAmount } from "@/lib/money";
import { SalePrice } from "@/components/product/SalePrice";
import type { OrderJson } from "@/lib/api-json/orders";
import { CancelLineButton } from "./CancelLineButton";
import { LineStatusBadge } from "./LineStatusBadge";

/**
 * The lines of an order: picture, title, size, quantity, price and status of each, as ordered, and the units
 * returned. Given the order's id (its own page), each line no seller has accepted yet can be cancelled alone,
 * when the order has others; `actions` adds what else a line offers (a return or an exchange), `states` what
 * returns and exchanges made of each line (components/returns/lineStates.ts).
 */
export function OrderItems({
  items,
  orderId,
  actions,
  states,
}: {
  items: OrderJson["items"];
  orderId?: string;
  actions?: Map<string, ReactNode>;
  states?: Map<string, LineState[]>;
}) {
  const t = shopText("orders");
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((line) => {
        const own = states?.get(line._id) ?? [];
        const badge = own.find((state) => state.badge);
        return (
          <li key={line._id} data-line-id={line._id} className="flex flex-wrap gap-3 py-3">
            <Image
              src={line.productId.imageUrl}
              alt=""
              width={72}
              height={72}
              sizes="72px"
              className="h-16 w-16 shrink-0 rounded object-cover sm:h-[72px] sm:w-[72px]"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere">{line.productId.title}</p>
              <p className="text-sm text-stone-600">
                {line.size && <>{t("size", { size: line.size })} · </>}
                {t("qty", { quantity: line.quantity })} ·{" "}
                <SalePrice
                  price={line.mrp}
                  salePrice={line.mrp === line.price ? null : line.price}
                  offPercent={line.offPercent}
                  words={{ mrp: t("mrp"), off: t("off", { percent: line.offPercent ?? 0 }) }}
                />{" "}
                {t("each")}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <LineStatusBadge line={line} state={badge?.text} />
                {own
                  .filter((state) => state !== badge)
                  .map((state) => (
                    <span key={state.text} data-testid="line-state" className="text-sm font-medium text-stone-700">
                      {state.text}
                    </span>
                  ))}
                {!states && line.returned > 0 && (
                  <span data-testid="line-returned" className="text-sm text-stone-600">
                    {t("returned", { count: line.returned })}
                  </span>
                )}
                {orderId && items.length > 1 && line.status === "Ordered" && (
                  <CancelLineButton orderId={orderId} lineId={line._id} title={line.productId.title} />
                )}
              </p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block font-semibold">{formatRupeeAmount(line.amount)}</span>
              {line.amount !== line.total && <span className="block text-xs text-stone-500 line-through">{formatRupeeAmount(line.total)}</span>}
            </p>
            {/* Under the whole line on a phone, where the title's column is narrow; under the title beside the picture from 640 px. */}
            {actions?.has(line._id) && <div className="w-full sm:pl-[84px]">{actions.get(line._id)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
