import type { Metadata } from "next";
import Link from "next/link";
import { ageText } from "@/components/returns/age";
import { isOpenReturn } from "@/components/returns/open";
import { ReturnStatusBadge } from "@/components/returns/ReturnStatusBadge";
import { formatRupeeAmount } from "@/lib/money";
import { returnsToHandle } from "@/lib/returns/read";
import { toReturnJson } from "@/lib/api-json/returns";
import { requireSellerPage } from "@/lib/seller/guard";
import type { ReturnJson } from "@/lib/validation/responses";

export const metadata: Metadata = { title: "Returns" };

function ReturnRows({ returns, now }: { returns: ReturnJson[]; now: Date }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {returns.map((ret) => (
        <li key={ret.id} data-testid="return-row">
          <Link href={`/returns/${ret.id}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-stone-50">
            <div className="min-w-0">
              <p className="font-medium">
                <span className="font-mono">{ret.number}</span> · {ret.kind === "exchange" ? "Exchange" : "Return"} · order{" "}
                <span className="font-mono">{ret.orderNumber}</span>
              </p>
              <p className="truncate text-stone-600">
                {ret.lines
                  .map(
                    (line) =>
                      `${line.quantity} × ${line.title}${line.exchangeSize ? ` (${line.size} → ${line.exchangeSize})` : line.size ? ` (${line.size})` : ""}`,
                  )
                  .join(", ")}
              </p>
            </div>
            <div className="flex items-center gap-3">
              {ret.kind === "return" && <span className="font-semibold tabular-nums">{formatRupeeAmount(ret.refund)}</span>}
              <span className="text-stone-600" title={ret.createdAt}>
                {isOpenReturn(ret) ? `waiting ${ageText(ret.createdAt, now)}` : `asked ${ageText(ret.createdAt, now)} ago`}
              </span>
              <ReturnStatusBadge status={ret.status} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** RETURNS: the returns and exchanges of the seller's items (the owner: every seller's), the open ones first, longest waiting at the top. */
export default async function ReturnsPage() {
  const seller = await requireSellerPage();
  const returns = (await returnsToHandle(seller)).map((request) => toReturnJson(request));
  const open = returns.filter(isOpenReturn);
  const closed = returns.filter((ret) => !isOpenReturn(ret));
  const now = new Date();
  return (
    <main className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Returns</h1>
        <p className="text-sm text-stone-600">
          Returns and size exchanges shoppers asked for{seller.owner ? " (every seller's: you are the shop's owner)" : " on your items"}. Open one to approve
          it, record its pickup, its arrival, and the refund or the new size.
        </p>
      </div>
      <section aria-labelledby="open-returns" className="space-y-3">
        <h2 id="open-returns" className="text-lg font-semibold">
          To handle ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="rounded border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">No return is waiting for you.</p>
        ) : (
          <ReturnRows returns={open} now={now} />
        )}
      </section>
      {closed.length > 0 && (
        <section aria-labelledby="closed-returns" className="space-y-3">
          <h2 id="closed-returns" className="text-lg font-semibold">
            Closed
          </h2>
          <ReturnRows returns={closed} now={now} />
        </section>
      )}
    </main>
  );
}
