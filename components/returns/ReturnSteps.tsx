import { orderDate } from "@/components/orders/orderDate";
import type { ReturnJson } from "@/lib/validation/responses";
import { STEP_TEXT, stepsOf } from "./returnText";

/**
 * Every step of a return or an exchange, done ones with their time (from the return's events), the
 * current one marked, the ones to come greyed: the shopper and the seller see where it stands.
 */
export function ReturnSteps({ ret }: { ret: Pick<ReturnJson, "kind" | "status" | "events"> }) {
  const steps = stepsOf(ret.kind, ret.status);
  const reached = steps.indexOf(ret.status);
  const when = new Map((ret.events ?? []).map((event) => [event.type.replace(/^return_/, ""), event.at]));
  return (
    <ol className="space-y-2 border-l-2 border-stone-200 pl-4 text-sm" aria-label="Steps">
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
              {STEP_TEXT[step]}
              {!done && <span className="sr-only"> (to come)</span>}
            </p>
            {done && at && (
              <p className="text-xs text-stone-500">
                <time dateTime={at}>{orderDate(at)}</time>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
