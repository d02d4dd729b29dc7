import { pageLang } from "@/lib/i18n/page-lang";
import { messagesOf, textsIn } from "@/lib/i18n/text";
import { formatRupeeAmount } from "@/lib/money";
import type { ReturnJson } from "@/lib/validation/responses";

/**
 * What a return holds and where its money goes, for the shopper and the seller alike: each line's units,
 * reason and new size, the refund and its masked destination, the pickup's courier and AWB, the refund's
 * reference and the seller's note; in the page's language (the reasons as the return form words them).
 */
export function ReturnDetails({ ret }: { ret: ReturnJson }) {
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const reasons = messagesOf(lang).returnForm;
  const rows: [string, React.ReactNode][] = [];
  if (ret.kind === "return") {
    rows.push([
      t("refund"),
      <span key="refund" data-testid="return-refund">
        {formatRupeeAmount(ret.refund)}
      </span>,
    ]);
    rows.push([t("refundTo"), ret.refundTo ?? t("wayYouPaid")]);
  }
  if (ret.awb) {
    rows.push([
      t("pickup"),
      <span key="pickup">
        {ret.carrier} · <span className="font-mono">{ret.awb}</span>
        {ret.trackingUrl && (
          <>
            {" "}
            <a href={ret.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline">
              {t("trackIt")}
            </a>
          </>
        )}
      </span>,
    ]);
  }
  if (ret.reference)
    rows.push([
      t("refundReference"),
      <span key="reference" className="font-mono">
        {ret.reference}
      </span>,
    ]);
  if (ret.note)
    rows.push([
      t("sellerNote"),
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
            {line.size && <> {t("size", { size: line.size })}</>}
            {line.exchangeSize && <> {t("newSize", { size: line.exchangeSize })}</>}
            <span className="block text-stone-600">
              {reasons[`reason_${line.reason}`]}
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
