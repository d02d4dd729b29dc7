import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { formatRupeeAmount } from "@/lib/money";
import type { ReturnJson } from "@/lib/validation/responses";
import { ReturnDetails } from "./ReturnDetails";
import { ReturnStatusBadge } from "./ReturnStatusBadge";
import { ReturnSteps } from "./ReturnSteps";

type Words = ReturnType<typeof textsIn<"orderPage">>;

/** What happens next, in the shopper's words, for where the return stands now. */
function nextStep(ret: ReturnJson, t: Words): string {
  const refund = formatRupeeAmount(ret.refund);
  const to = ret.refundTo;
  switch (ret.status) {
    case "received":
      if (ret.kind === "exchange") return t("next.receivedExchange");
      return to ? t("next.receivedTo", { refund, to }) : t("next.received", { refund });
    case "refunded":
      return to ? t("next.refundedTo", { refund, to }) : t("next.refunded", { refund });
    default:
      return t(`next.${ret.status}`);
  }
}

/** The order's returns and exchanges on the shopper's order page, each with its steps and what comes next, in the page's language. */
export function OrderReturns({ returns }: { returns: ReturnJson[] }) {
  if (returns.length === 0) return null;
  const t = textsIn(pageLang(), "orderPage");
  return (
    <section aria-labelledby="returns" className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="returns" className="mb-3 text-sm font-semibold">
        {t("returns")}
      </h2>
      <ul className="divide-y divide-stone-100 [&>li]:py-4 [&>li:first-child]:pt-0 [&>li:last-child]:pb-0">
        {returns.map((ret) => (
          <li key={ret.id} data-testid="order-return" aria-label={`${t(`kind.${ret.kind}`)} ${ret.number}`} className="space-y-3">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {t(`kind.${ret.kind}`)} <span className="font-mono">{ret.number}</span>
              </span>
              <ReturnStatusBadge status={ret.status} />
            </p>
            <p data-testid="return-next" className="rounded-md bg-stone-50 px-3 py-2 text-stone-800">
              {nextStep(ret, t)}
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
