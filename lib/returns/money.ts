import type { OrderLine } from "../generated/prisma/client.ts";
import type { ReturnReason } from "../generated/prisma/enums.ts";

// What a return gives back beyond its units (docs/architecture.md, Returns, money): the
// order's own charges (delivery and the cash-on-delivery fee) are refunded only when the
// whole order comes back, every unit of it, and every reason given for it says the shop was
// at fault. The units' own amounts are lib/money.ts returnedUnitsPaise.

/** The reasons that put the fault on the shop: its charges come back with a whole order. */
const SHOP_AT_FAULT: readonly ReturnReason[] = ["damaged_or_defective", "not_as_described"];

/**
 * The charges a return refunds: `chargesPaise` when, counting this return, every line of the
 * order is cancelled or all its units are held by returns, and every reason (this return's
 * and the other returns' of the order still standing) is the shop's fault; otherwise 0.
 */
export function returnedChargesPaise(
  lines: readonly (Pick<OrderLine, "id" | "quantity"> & { status: string })[],
  heldUnits: ReadonlyMap<string, number>,
  reasons: readonly ReturnReason[],
  chargesPaise: number,
): number {
  const whole = lines.every((line) => line.status === "Cancelled" || (heldUnits.get(line.id) ?? 0) >= line.quantity);
  return whole && reasons.length > 0 && reasons.every((reason) => SHOP_AT_FAULT.includes(reason)) ? chargesPaise : 0;
}
