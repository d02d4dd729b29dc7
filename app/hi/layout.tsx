import type { Metadata, Viewport } from "next";
import { preload } from "react-dom";
import { HindiTexts } from "@/components/i18n/HindiTexts";
import { ShopFrame } from "@/components/layout/ShopFrame";
import { setPageLang } from "@/lib/i18n/page-lang";
import { SITE_VIEWPORT, siteMetadata } from "@/lib/i18n/site-metadata";

export const metadata: Metadata = siteMetadata("hi");
export const viewport: Viewport = SITE_VIEWPORT;

/** The shop in Hindi, at the English addresses under /hi: a root layout of its own (lib/i18n/langs.ts). */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  setPageLang("hi");
  // Hindi pages alone fetch the Devanagari font, first thing (app/fonts/[file]/route.ts): one
  // file, the regular weight, from which the browser also draws the bold (app/globals.css). A bold
  // file as well, preloaded, put 104 KB ahead of the page's picture on a phone's first visit
  // (Lighthouse's LCP 2.9 s against English's 1.9 s); not preloaded, it cost the landing page its
  // longest tasks (docs/performance.md, sessions 19 and 20).
  preload("/fonts/noto-sans-devanagari-400.woff2", { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <ShopFrame lang="hi" FrameTexts={HindiTexts}>
      {children}
    </ShopFrame>
  );
}
