import { z } from "zod";
import { text } from "./common.ts";

/** A complaint to the grievance officer, from the /grievance form or any client. */
export const grievanceSchema = z.object({
  name: text(1, 100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  orderNumber: text(0, 40)
    .optional()
    .transform((value) => value || undefined),
  text: text(10, 5000),
});

/** The shop's policies, each a page (/policies/{slug}) with a default text (lib/legal/policy-defaults.ts). */
export const POLICY_SLUGS = ["returns", "shipping", "cancellation", "payments", "reviews", "privacy", "terms"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const policySlugSchema = z.enum(POLICY_SLUGS);

export type GrievanceInput = z.infer<typeof grievanceSchema>;

/** The owner's own text of a policy, or null for the default one. */
export const policyBodySchema = z.object({ body: text(1, 20_000).nullable() });

/** The grievance officer's step on a complaint. */
export const grievanceStepSchema = z.object({ step: z.enum(["acknowledged", "resolved"]) });
