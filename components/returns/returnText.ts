import type { ReturnJson } from "@/lib/validation/responses";

// What the screens show of returns besides their words: the reasons' order, the statuses'
// colours and the steps (docs/product.md, Returns). The words are messages, in the page's
// language (`orderPage`, `returnForm`): the shopper's order page and the seller's console
// read the same ones.

type Status = ReturnJson["status"];
type Reason = ReturnJson["lines"][number]["reason"];

/** The reasons, in the order the form offers them (their words: `returnForm.reason_…`). */
export const REASONS: Reason[] = ["too_small", "too_large", "not_as_described", "damaged_or_defective", "changed_my_mind", "other"];

export const RETURN_STATUS_TONE: Record<Status, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-red-100 text-red-900",
  picked_up: "bg-violet-100 text-violet-900",
  received: "bg-indigo-100 text-indigo-900",
  refunded: "bg-emerald-100 text-emerald-900",
  exchanged: "bg-emerald-100 text-emerald-900",
};

/** The steps a return or an exchange goes through, in order (a rejection ends it after the first). */
export function stepsOf(kind: ReturnJson["kind"], status: Status): Status[] {
  if (status === "rejected") return ["requested", "rejected"];
  return ["requested", "approved", "picked_up", "received", kind === "exchange" ? "exchanged" : "refunded"];
}
