import { formatRupeeAmount } from "@/lib/money";
import type { ReturnJson } from "@/lib/validation/responses";
import { ReturnDetails } from "./ReturnDetails";
import { ReturnStatusBadge } from "./ReturnStatusBadge";
import { ReturnSteps } from "./ReturnSteps";

/** What happens next, in the shopper's words, for where the return stands now. */
function nextStep(ret: ReturnJson): string {
  const refund = formatRupeeAmount(ret.refund);
  const to = ret.refundTo ? ` to ${ret.refundTo}` : " the way you paid";
  switch (ret.status) {
    case "requested":
      return "Waiting for the seller to approve it.";
    case "approved":
      return "Approved: a courier will come to pick the item up. Keep it packed, with its tags.";
    case "picked_up":
      return "Picked up: on its way back to the seller.";
    case "received":
      return ret.kind === "exchange"
        ? "The seller has the item back; your new size is sent next."
        : `The seller has the item back; your refund of ${refund} is sent${to}.`;
    case "refunded":
      return `${refund} refunded${to}.`;
    case "exchanged":
      return "Your new size is on its way: it is on this order as a new item, with its own parcel.";
    case "rejected":
      return "The seller rejected it.";
  }
}

/** The order's returns and exchanges on the shopper's order page, each with its steps and what comes next. */
export function OrderReturns({ returns }: { returns: ReturnJson[] }) {
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="returns" className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="returns" className="mb-3 text-sm font-semibold">
        Returns and exchanges
      </h2>
      <ul className="divide-y divide-stone-100 [&>li]:py-4 [&>li:first-child]:pt-0 [&>li:last-child]:pb-0">
        {returns.map((ret) => (
          <li key={ret.id} data-testid="order-return" aria-label={`${ret.kind === "exchange" ? "Exchange" : "Return"} ${ret.number}`} className="space-y-3">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {ret.kind === "exchange" ? "Exchange" : "Return"} <span className="font-mono">{ret.number}</span>
              </span>
              <ReturnStatusBadge status={ret.status} />
            </p>
            <p data-testid="return-next" className="rounded-md bg-stone-50 px-3 py-2 text-stone-800">
              {nextStep(ret)}
            </p>
            {/* One under the other: beside the order's side column there is no room for two. */}
            <ReturnDetails ret={ret} />
            <ReturnSteps ret={ret} />
          </li>
        ))}
      </ul>
    </section>
  );
}
