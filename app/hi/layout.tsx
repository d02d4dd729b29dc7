import type { Metadata, Viewport } from "next";
import { devanagari } from "@/components/layout/devanagari";
import { ShopFrame } from "@/components/layout/ShopFrame";
import { setPageLang } from "@/lib/i18n/page-lang";
import { SITE_VIEWPORT, siteMetadata } from "@/lib/i18n/site-metadata";

export const metadata: Metadata = siteMetadata("hi");
export const viewport: Viewport = SITE_VIEWPORT;

/** The shop in Hindi, at the English addresses under /hi: a root layout of its own (lib/i18n/langs.ts). */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  setPageLang("hi");
  return (
    <ShopFrame lang="hi" fontClass={devanagari.variable}>
      {children}
    </ShopFrame>
  );
}
