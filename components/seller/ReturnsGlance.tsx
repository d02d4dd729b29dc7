import Link from "next/link";
import { ageText } from "@/components/returns/age";
import { ReturnStatusBadge } from "@/components/returns/ReturnStatusBadge";
import type { ReturnJson } from "@/lib/validation/responses";

/** How many of the waiting returns the dashboard lists; the rest are on /returns. */
const SHOWN = 3;

/** The dashboard's returns to handle: how many wait, the longest waiting first, and the way to all of them. */
export function ReturnsGlance({ open, now }: { open: ReturnJson[]; now: Date }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="returns-glance">
      {open.length === 0 && <li className="px-4 py-3 text-sm text-stone-600">No return is waiting for you.</li>}
      {open.slice(0, SHOWN).map((ret) => (
        <li key={ret.id}>
          <Link href={`/returns/${ret.id}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-stone-50">
            <span className="min-w-0">
              <span className="font-mono font-medium">{ret.number}</span> · {ret.kind === "exchange" ? "Exchange" : "Return"} ·{" "}
              {ret.lines.map((line) => line.title).join(", ")}
            </span>
            <span className="flex items-center gap-3">
              <span className="text-stone-600">waiting {ageText(ret.createdAt, now)}</span>
              <ReturnStatusBadge status={ret.status} />
            </span>
          </Link>
        </li>
      ))}
      <li className="px-4 py-3 text-sm">
        <Link href="/returns" className="font-semibold text-brand hover:underline">
          {open.length > SHOWN ? `All ${open.length} returns to handle →` : "All returns →"}
        </Link>
      </li>
    </ul>
  );
}
