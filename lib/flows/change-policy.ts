import { revalidatePolicies, savePolicy } from "../legal/policies.ts";
import type { PolicySlug } from "../validation/legal.ts";

// The owner writes a policy in their own words, or goes back to the default (PUT
// /api/policies/{slug}): the text is saved, then the policy pages are expired so the next
// request shows it. Only the route calls this, in its request, where Next lets pages be expired.

export async function changePolicy(slug: PolicySlug, body: string | null): Promise<void> {
  await savePolicy(slug, body);
  await revalidatePolicies();
}
