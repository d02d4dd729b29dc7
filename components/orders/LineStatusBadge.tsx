import { StatusBadge } from "@/components/seller/StatusBadge";
import { shopText } from "@/lib/i18n/text";
import type { OrderLineJson } from "@/lib/api-json/orders";

const STATUS_KEYS = {
  Ordered: "Ordered",
  Accepted: "Accepted",
  Shipped: "Shipped",
  Delivered: "Delivered",
  Cancelled: "Cancelled",
  "Returned to origin": "ReturnedToOrigin",
} as const;

/** A line's status as the shopper reads it, in the page's language: a cancellation says who made it; `state`, what a return or exchange made of it. */
export function LineStatusBadge({ line, state }: { line: Pick<OrderLineJson, "status" | "cancelledBy">; state?: string }) {
  const t = shopText("orders");
  const label =
    state ??
    (line.cancelledBy === "shopper"
      ? t("status.byYou")
      : line.cancelledBy === "seller"
        ? t("status.bySeller")
        : line.cancelledBy === "system"
          ? t("status.bySystem")
          : t(`status.${STATUS_KEYS[line.status]}`));
  return <StatusBadge status={line.status} label={label} />;
}
