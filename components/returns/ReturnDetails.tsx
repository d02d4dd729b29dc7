import { formatRupeeAmount } from "@/lib/money";
import type { ReturnJson } from "@/lib/validation/responses";
import { REASON_TEXT } from "./returnText";

/**
 * What a return holds and where its money goes, for the shopper and the seller alike: each line's units,
 * reason and new size, the refund and its masked destination, the pickup's courier and AWB, the refund's
 * reference and the seller's note.
 */
export function ReturnDetails({ ret }: { ret: ReturnJson }) {
  const rows: [string, React.ReactNode][] = [];
  if (ret.kind === "return") {
    rows.push([
      "Refund",
      <span key="refund" data-testid="return-refund">
        {formatRupeeAmount(ret.refund)}
      </span>,
    ]);
    rows.push(["Refund to", ret.refundTo ?? "The way you paid"]);
  }
  if (ret.awb) {
    rows.push([
      "Pickup",
      <span key="pickup">
        {ret.carrier} · <span className="font-mono">{ret.awb}</span>
        {ret.trackingUrl && (
          <>
            {" "}
            <a href={ret.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline">
              Track it
            </a>
          </>
        )}
      </span>,
    ]);
  }
  if (ret.reference)
    rows.push([
      "Refund reference",
      <span key="reference" className="font-mono">
        {ret.reference}
      </span>,
    ]);
  if (ret.note)
    rows.push([
      "Seller's note",
      <span key="note" className="wrap-anywhere">
        “{ret.note}”
      </span>,
    ]);
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-1">
        {ret.lines.map((line) => (
          <li key={line.lineId}>
            <span className="font-medium">
              {line.quantity} × {line.title}
            </span>
            {line.size && <> (size {line.size})</>}
            {line.exchangeSize && <> → size {line.exchangeSize}</>}
            <span className="block text-stone-600">
              {REASON_TEXT[line.reason]}
              {line.reasonText && <>: “{line.reasonText}”</>}
            </span>
          </li>
        ))}
      </ul>
      {rows.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="min-w-0 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
