"use client";

import { usePathname, useRouter } from "next/navigation";
import { useLang, useText } from "@/components/i18n/ClientTexts";
import { rememberLanguage } from "@/components/i18n/rememberLanguage";
import { hasHindi } from "@/lib/i18n/hindi-pages";
import { LANGS, localized, unlocalized, type Lang } from "@/lib/i18n/langs";

const NAMES: Record<Lang, string> = { en: "English", hi: "हिन्दी" };

/**
 * English / हिन्दी: the same page in the other language (its home when the page has no Hindi
 * address, lib/i18n/hindi-pages.ts), with the query kept; a click also remembers the choice
 * for the next visit (rememberLanguage). Drawn in the browser (LanguageSwitchSlot).
 */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useText("frame");
  const router = useRouter();
  const path = unlocalized(usePathname());
  const hrefIn = (to: Lang) => (to === "hi" && !hasHindi(path) ? localized(to, "/") : localized(to, path));
  const go = (event: React.MouseEvent<HTMLAnchorElement>, to: Lang) => {
    rememberLanguage(to);
    // The filters, order and page of a listing come along (drawn without them: the server has no query).
    if (to === "en" || hasHindi(path)) {
      event.preventDefault();
      router.push(`${hrefIn(to)}${window.location.search}`);
    }
  };
  return (
    <nav aria-label={t("language")} className="flex items-center justify-center gap-2">
      {LANGS.map((to, index) => (
        <span key={to} className="flex items-center gap-2">
          {index > 0 && <span aria-hidden="true">/</span>}
          {to === lang ? (
            <span aria-current="true" lang={to} className="font-semibold text-white">
              {NAMES[to]}
            </span>
          ) : (
            <a href={hrefIn(to)} lang={to} hrefLang={to === "hi" ? "hi-IN" : "en-IN"} className="underline hover:text-white" onClick={(event) => go(event, to)}>
              {NAMES[to]}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}
