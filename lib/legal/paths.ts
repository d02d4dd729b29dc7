import { POLICY_SLUGS, POLICY_TITLES, type PolicySlug } from "./policy-defaults.ts";

export const GRIEVANCE_PATH = "/grievance";

export const policyPath = (slug: PolicySlug) => `/policies/${slug}`;

/** The footer's links, in the order a shopper looks for them. */
export const LEGAL_LINKS: { href: string; label: string }[] = [
  ...POLICY_SLUGS.map((slug) => ({ href: policyPath(slug), label: POLICY_TITLES[slug] })),
  { href: GRIEVANCE_PATH, label: "Grievances" },
];
