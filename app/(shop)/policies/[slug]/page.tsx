import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PolicyBody } from "@/components/legal/PolicyBody";
import { languageAlternates } from "@/lib/i18n/alternates";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { policyPath } from "@/lib/legal/paths";
import { cachedPolicy } from "@/lib/legal/policies";
import { POLICY_SLUGS, type PolicySlug } from "@/lib/legal/policy-defaults";

// The shop's policies (docs/product.md, The shop's legal pages): rendered on their first
// visit and served from Next's cache until the owner edits a policy or the shop profile
// (lib/legal/policies.ts); daily as a safety net. Nothing at build time.
export const revalidate = 86400;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export interface PolicyProps {
  params: Promise<{ slug: string }>;
}

const isPolicy = (slug: string): slug is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(slug);

/** A policy page's title, description and addresses in a language: app/hi/policies/[slug] is its Hindi twin. */
export async function policyMetadata(lang: Lang, { params }: PolicyProps): Promise<Metadata> {
  const { slug } = await params;
  if (!isPolicy(slug)) return {};
  const title = textsIn(lang, "footer")(`policyTitles.${slug}`);
  return { title, description: textsIn(lang, "legal")("policyDescription", { title }), alternates: languageAlternates(lang, policyPath(slug)) };
}

export async function generateMetadata(props: PolicyProps): Promise<Metadata> {
  return policyMetadata("en", props);
}

/**
 * The policy's text is the owner's, or the default written from the shop's profile in the page's
 * language. The owner's text is in English: a Hindi page names it in Hindi and says, in Hindi,
 * that its legal text follows in English; a default it shows in Hindi.
 */
export default async function PolicyPage({ params }: PolicyProps) {
  const { slug } = await params;
  if (!isPolicy(slug)) notFound();
  const lang = pageLang();
  const policy = await cachedPolicy(slug, lang);
  const inEnglish = lang !== "en" && policy.own;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{textsIn(lang, "footer")(`policyTitles.${slug}`)}</h1>
      {inEnglish && (
        <p data-testid="policy-in-english" className="mb-6 rounded-md bg-sky-50 px-3 py-2 text-sky-900">
          {textsIn(lang, "legal")("policyInEnglish")}
        </p>
      )}
      {inEnglish ? (
        <div lang="en-IN">
          <PolicyBody text={policy.text} />
        </div>
      ) : (
        <PolicyBody text={policy.text} />
      )}
    </main>
  );
}
