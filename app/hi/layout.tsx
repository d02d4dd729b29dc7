import type { Metadata, Viewport } from "next";
import { preload } from "react-dom";
import { ShopFrame } from "@/components/layout/ShopFrame";
import { setPageLang } from "@/lib/i18n/page-lang";
import { SITE_VIEWPORT, siteMetadata } from "@/lib/i18n/site-metadata";

export const metadata: Metadata = siteMetadata("hi");
export const viewport: Viewport = SITE_VIEWPORT;

/** The shop in Hindi, at the English addresses under /hi: a root layout of its own (lib/i18n/langs.ts). */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  setPageLang("hi");
  // Hindi pages alone fetch the Devanagari font, first thing (app/fonts/[file]/route.ts).
  for (const weight of [400, 700]) preload(`/fonts/noto-sans-devanagari-${weight}.woff2`, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return <ShopFrame lang="hi">{children}</ShopFrame>;
}
