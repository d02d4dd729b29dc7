import type { Metadata } from "next";
import PolicyPage, { policyMetadata, type PolicyProps } from "@/app/(shop)/policies/[slug]/page";
import { setPageLang } from "@/lib/i18n/page-lang";

// Cached as the English policy page is (app/(shop)/policies/[slug]/page.tsx), apart from it.
export const revalidate = 86400;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata(props: PolicyProps): Promise<Metadata> {
  return policyMetadata("hi", props);
}

export default function HindiPolicyPage(props: PolicyProps) {
  setPageLang("hi");
  return <PolicyPage {...props} />;
}
