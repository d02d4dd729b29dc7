import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PolicyBody } from "@/components/legal/PolicyBody";
import { cachedPolicy } from "@/lib/legal/policies";
import { POLICY_SLUGS, type PolicySlug } from "@/lib/legal/policy-defaults";

// The shop's policies (docs/product.md, The shop's legal pages): rendered on their first
// visit and served from Next's cache until the owner edits a policy or the shop profile
// (lib/legal/policies.ts); daily as a safety net. Nothing at build time.
export const revalidate = 86400;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

interface PolicyProps {
  params: Promise<{ slug: string }>;
}

const isPolicy = (slug: string): slug is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(slug);

export async function generateMetadata({ params }: PolicyProps): Promise<Metadata> {
  const { slug } = await params;
  if (!isPolicy(slug)) return {};
  const { title } = await cachedPolicy(slug);
  return { title, description: `${title}: the shop's rules, in full.`, alternates: { canonical: `/policies/${slug}` } };
}

export default async function PolicyPage({ params }: PolicyProps) {
  const { slug } = await params;
  if (!isPolicy(slug)) notFound();
  const policy = await cachedPolicy(slug);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{policy.title}</h1>
      <PolicyBody text={policy.text} />
    </main>
  );
}
