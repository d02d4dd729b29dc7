import { LANGS, type Lang } from "@/lib/i18n/langs";
import { switchPath } from "@/lib/i18n/switch";
import { HindiWord } from "./HindiWord";

const NAMES: Record<Lang, string> = { en: "English", hi: "हिन्दी" };

/**
 * English / हिन्दी at the foot of every page: the other language is a plain link to the switch
 * (app/language/[lang]/route.ts), which leads to the same page in that language and remembers
 * the choice. No script: the footer is drawn with the page. On an English page, which loads no
 * Devanagari font, हिन्दी is drawn (HindiWord) so that no device shows it as boxes.
 */
export function LanguageSwitch({ lang, label }: { lang: Lang; label: string }) {
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-2">
      {LANGS.map((to, index) => (
        <span key={to} className="flex items-center gap-2">
          {index > 0 && <span aria-hidden="true">/</span>}
          {to === lang ? (
            <span aria-current="true" lang={to} className="font-semibold text-white">
              {NAMES[to]}
            </span>
          ) : (
            <a href={switchPath(to)} lang={to} rel="nofollow" className="underline hover:text-white">
              {to === "hi" ? <HindiWord /> : NAMES[to]}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}
