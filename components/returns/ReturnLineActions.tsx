import { INTL_LOCALE } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { ReturnForm, type ReturnableLine } from "./ReturnForm";

/**
 * A delivered line's Return and Exchange for another size buttons, and until when they are offered (`until`, the last
 * Indian day: lib/returns/options.ts); in the page's language.
 */
export function ReturnLineActions({
  orderId,
  line,
  until,
  exchange,
  cashRefund,
}: {
  orderId: string;
  line: ReturnableLine;
  until: string;
  exchange: boolean;
  cashRefund: boolean;
}) {
  const sizes = line.exchangeSizes.length > 0;
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const day = new Date(`${until}T12:00:00+05:30`).toLocaleDateString(INTL_LOCALE[lang], { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });
  return (
    <div className="space-y-2" data-testid="line-return">
      <div className="flex flex-wrap gap-2">
        <ReturnForm orderId={orderId} line={line} kind="return" cashRefund={cashRefund} />
        {exchange && sizes && <ReturnForm orderId={orderId} line={line} kind="exchange" cashRefund={cashRefund} />}
      </div>
      <p className="text-xs text-stone-500">
        {t("askUntil", { date: day })}
        {exchange && !sizes && ` ${t("noOtherSize")}`}
      </p>
    </div>
  );
}
