import Link from "next/link";
import { shopPath } from "@/lib/i18n/hindi-pages";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";
import type { ShopJson } from "@/lib/validation/responses";

/** The shop's return policy in a line, in the page's language, with the way to the full returns policy page. */
export function ReturnPolicyNote({ returns, className = "" }: { returns: ShopJson["returns"]; className?: string }) {
  const t = shopText("product");
  const days = t("days", { n: returns.windowDays });
  const policy = returns.windowDays === 0 ? t("noReturns") : returns.exchange ? t("returnOrExchange", { days }) : t("returnsOnly", { days });
  return (
    <p data-testid="return-policy" className={`text-sm text-stone-600 ${className}`}>
      {policy}
      {t("sentenceEnd")}{" "}
      <Link href={shopPath(pageLang(), "/policies/returns")} className="font-semibold text-brand underline">
        {t("returnsPolicy")}
      </Link>
    </p>
  );
}
