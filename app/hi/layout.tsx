import type { Metadata } from "next";
import { ShopFrame } from "@/components/layout/ShopFrame";
import { shopName } from "@/lib/config";
import { OG_LOCALE } from "@/lib/i18n/langs";
import { setPageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";

export function generateMetadata(): Metadata {
  const t = textsIn("hi", "meta");
  return {
    title: { default: t("siteTitle", { shop: shopName() }), template: `%s | ${shopName()}` },
    description: t("siteDescription"),
    openGraph: { siteName: shopName(), locale: OG_LOCALE.hi, type: "website" },
  };
}

/** The shop in Hindi, at the English addresses under /hi (lib/i18n/langs.ts). */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  setPageLang("hi");
  return <ShopFrame lang="hi">{children}</ShopFrame>;
}
