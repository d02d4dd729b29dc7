import { StatusBadge } from "@/components/seller/StatusBadge";
import type { OrderLineJson } from "@/lib/orders/json";

/** A line's status as the shopper reads it: a cancellation says who made it. */
export function LineStatusBadge({ line }: { line: Pick<OrderLineJson, "status" | "cancelledBy"> }) {
  const label =
    line.cancelledBy === "shopper"
      ? "Cancelled by you"
      : line.cancelledBy === "seller"
        ? "Cancelled by the seller"
        : line.cancelledBy === "system"
          ? "Cancelled: not paid in time"
          : line.status;
  return <StatusBadge status={line.status} label={label} />;
}
