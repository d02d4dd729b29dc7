import { StatusBadge } from "@/components/seller/StatusBadge";
import type { OrderLineJson } from "@/lib/views/order-json";

/** A line's status as the shopper reads it: a cancellation says who made it; `state`, what a return or exchange made of it. */
export function LineStatusBadge({ line, state }: { line: Pick<OrderLineJson, "status" | "cancelledBy">; state?: string }) {
  const label =
    state ??
    (line.cancelledBy === "shopper"
      ? "Cancelled by you"
      : line.cancelledBy === "seller"
        ? "Cancelled by the seller"
        : line.cancelledBy === "system"
          ? "Cancelled: not paid in time"
          : line.status);
  return <StatusBadge status={line.status} label={label} />;
}
