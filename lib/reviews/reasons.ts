// Why the shop may hide a review (issue 42; the review policy, lib/legal/policy-defaults.ts),
// as the console offers them and as the author is told. Nothing else hides one.

export const HIDDEN_REASONS = ["abusive", "personal_data", "irrelevant", "spam"] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

export const HIDDEN_REASON_LABELS: Record<HiddenReason, string> = {
  abusive: "abusive",
  personal_data: "carries someone's personal data",
  irrelevant: "not about the item",
  spam: "spam",
};
