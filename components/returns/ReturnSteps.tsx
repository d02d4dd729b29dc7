import { orderDate } from "@/components/orders/orderDate";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import type { ReturnJson } from "@/lib/validation/responses";
import { stepsOf } from "./returnText";

/**
 * Every step of a return or an exchange, done ones with their time (from the return's events), the
 * current one marked, the ones to come greyed: the shopper and the seller see where it stands (in the page's language).
 */
export function ReturnSteps({ ret }: { ret: Pick<ReturnJson, "kind" | "status" | "events"> }) {
  const lang = pageLang();
  const t = textsIn(lang, "orderPage");
  const steps = stepsOf(ret.kind, ret.status);
  const reached = steps.indexOf(ret.status);
  const when = new Map((ret.events ?? []).map((event) => [event.type.replace(/^return_/, ""), event.at]));
  return (
    <ol className="space-y-2 border-l-2 border-stone-200 pl-4 text-sm" aria-label={t("steps")}>
      {steps.map((step, index) => {
        const done = index <= reached;
        const at = when.get(step);
        return (
          <li key={step} className="relative" aria-current={index === reached ? "step" : undefined}>
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full ${done ? (step === "rejected" ? "bg-red-700" : "bg-brand") : "border border-stone-400 bg-white"}`}
            />
            <p className={done ? "font-medium" : "text-stone-500"}>
              {t(`step.${step}`)}
              {!done && <span className="sr-only"> {t("toCome")}</span>}
            </p>
            {done && at && (
              <p className="text-xs text-stone-500">
                <time dateTime={at}>{orderDate(at, lang)}</time>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
