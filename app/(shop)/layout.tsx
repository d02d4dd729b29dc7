import type { Metadata, Viewport } from "next";
import { EnglishTexts } from "@/components/i18n/EnglishTexts";
import { ShopFrame } from "@/components/layout/ShopFrame";
import { SITE_VIEWPORT, siteMetadata } from "@/lib/i18n/site-metadata";

export const metadata: Metadata = siteMetadata("en");
export const viewport: Viewport = SITE_VIEWPORT;

/** The shop's pages in English, at the addresses the specification names: a root layout of its own (lib/i18n/langs.ts). */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <ShopFrame lang="en" FrameTexts={EnglishTexts}>
      {children}
    </ShopFrame>
  );
}
