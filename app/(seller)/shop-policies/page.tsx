import type { Metadata } from "next";
import Link from "next/link";
import { PolicyEditor } from "@/components/owner/PolicyEditor";
import { readPolicy } from "@/lib/legal/policies";
import { POLICY_SLUGS } from "@/lib/legal/policy-defaults";
import { policyPath } from "@/lib/legal/paths";
import { requireOwnerPage } from "@/lib/seller/owner-page";

export const metadata: Metadata = { title: "Policies" };

/** POLICIES (the owner): the text of each policy page; until the owner writes one, the default written from the shop profile. */
export default async function ShopPoliciesPage() {
  await requireOwnerPage();
  const policies = await Promise.all(POLICY_SLUGS.map(readPolicy));
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Policies</h1>
        <p className="mt-1 text-sm text-stone-600">
          What shoppers read on the policy pages linked from every page&apos;s footer. The default texts follow the shop profile; once you save your own, it
          stays as you wrote it.
        </p>
      </div>
      {policies.map((policy) => (
        <div key={policy.slug} className="space-y-1">
          <PolicyEditor slug={policy.slug} title={policy.title} text={policy.text} own={policy.own} />
          <Link href={policyPath(policy.slug)} className="text-sm font-semibold text-brand hover:underline">
            See the page
          </Link>
        </div>
      ))}
    </main>
  );
}
