import type { ReturnJson } from "@/lib/validation/responses";

// The words the screens use for returns: one place, so the shopper's order page, the seller's
// console and the browser tests read the same texts (docs/product.md, Returns).

type Status = ReturnJson["status"];
type Reason = ReturnJson["lines"][number]["reason"];

/** The reasons, in the order the form offers them. */
export const REASONS: { value: Reason; label: string }[] = [
  { value: "too_small", label: "Too small" },
  { value: "too_large", label: "Too large" },
  { value: "not_as_described", label: "Not as described" },
  { value: "damaged_or_defective", label: "Damaged or defective" },
  { value: "changed_my_mind", label: "Changed my mind" },
  { value: "other", label: "Other" },
];

export const REASON_TEXT = Object.fromEntries(REASONS.map(({ value, label }) => [value, label])) as Record<Reason, string>;

/** A return's status as a short badge. */
export const RETURN_STATUS_TEXT: Record<Status, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  picked_up: "Picked up",
  received: "Received",
  refunded: "Refunded",
  exchanged: "Exchanged",
};

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

/** The name of a step on the shopper's list of steps. */
export const STEP_TEXT: Record<Status, string> = {
  requested: "Asked for",
  approved: "Approved by the seller",
  rejected: "Rejected by the seller",
  picked_up: "Picked up by the courier",
  received: "Received by the seller",
  refunded: "Refunded",
  exchanged: "Exchanged for the new size",
};
