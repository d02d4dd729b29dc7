import "@/app/globals.css";
import { HTML_LANG, type Lang } from "@/lib/i18n/langs";
import { textsIn } from "@/lib/i18n/text";
import { FlashBanner } from "./FlashBanner";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

/**
 * The document of every page in one language: <html lang>, the top bar, the footer, and the
 * words the page's client components show. English pages (the shop's and the console's
 * layouts) and Hindi ones (app/hi/layout.tsx) each draw their own, as the language is in the
 * path: each is a root layout, and there is none above them. Hindi pages' Devanagari font:
 * app/globals.css and app/hi/layout.tsx.
 *
 * `FrameTexts` provides the words of the page's client components in its language, from a
 * script (components/i18n/EnglishTexts.tsx, HindiTexts.tsx), not as props in every page's HTML:
 * a page is requested far more often than its scripts, which the browser keeps
 * (docs/performance.md, session 21). Each layout names its own, as a frame that imported both
 * had Turbopack bundle both languages' words into the scripts of every page.
 */
export function ShopFrame({
  lang,
  FrameTexts,
  children,
}: {
  lang: Lang;
  FrameTexts: React.ComponentType<{ children: React.ReactNode }>;
  children: React.ReactNode;
}) {
  const t = textsIn(lang, "frame");
  return (
    <html lang={HTML_LANG[lang]}>
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans antialiased">
        <FrameTexts>
          <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
            {t("skip")}
          </a>
          <TopBar lang={lang} />
          <FlashBanner />
          <div id="main" className="flex-1">
            {children}
          </div>
          <Footer lang={lang} />
        </FrameTexts>
      </body>
    </html>
  );
}
