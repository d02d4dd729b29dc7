import type { Metadata } from "next";
import { Landing } from "@/components/home/Landing";
import { shopName } from "@/lib/config";
import { languageAlternates } from "@/lib/i18n/alternates";
import { setPageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

// Cached as the English landing page is (app/(shop)/page.tsx).
export const revalidate = 60;

export function generateMetadata(): Metadata {
  const t = textsIn("hi", "meta");
  return {
    title: { absolute: t("siteTitle", { shop: shopName() }) },
    description: t("homeDescription"),
    alternates: languageAlternates("hi", "/"),
  };
}

export default function HindiHomePage() {
  setPageLang("hi");
  return <Landing lang="hi" />;
}
