import { buttonClasses } from "@/components/ui/Button";
import { IntentLink } from "@/components/ui/IntentLink";
import { Carousel } from "./Carousel";
import { shopPath } from "@/lib/i18n/hindi-pages";
import type { Lang } from "@/lib/i18n/langs";
import { textsIn } from "@/lib/i18n/text";
import { GarmentArt, type Garment } from "./GarmentArt";

interface Slide {
  /** Its title's message (home.slides); the caption's is the same with "Caption" after it. */
  title: "arrivals" | "deal" | "budget";
  /** How long this slide stays before the next (1000, 500 and the default 5000 ms; docs/product.md, Landing page). */
  delayMs: number;
  tone: string;
  garment: Garment;
}

const SLIDES: Slide[] = [
  { title: "arrivals", delayMs: 1000, tone: "from-amber-100 via-orange-100 to-rose-200 text-ink", garment: "top" },
  { title: "deal", delayMs: 500, tone: "from-stone-900 via-stone-800 to-brand text-white", garment: "shirt" },
  { title: "budget", delayMs: 5000, tone: "from-emerald-100 via-teal-100 to-sky-200 text-ink", garment: "shoe" },
];
const DELAYS = SLIDES.map((slide) => slide.delayMs);

/**
 * The landing carousel (docs/product.md, Landing page). The slides are drawn here, on the server; only the small
 * part that moves them (Carousel) reaches the browser as JavaScript (README.md, Performance).
 */
export function HeroCarousel({ lang }: { lang: Lang }) {
  const t = textsIn(lang, "home");
  return (
    <Carousel
      label={t("promotions")}
      delays={DELAYS}
      slides={SLIDES.map((slide) => (
        <div key={slide.title} className={`relative flex h-full items-center bg-gradient-to-br ${slide.tone}`}>
          {/* px-14: on a phone the text stays clear of the arrows (40 px, 8 px from the edge). */}
          <div className="z-10 flex min-h-72 flex-col items-start justify-center gap-3 px-14 py-12 sm:min-h-96 sm:px-16">
            <p className="text-sm font-semibold tracking-[0.2em] opacity-80">{t(`slides.${slide.title}Caption`)}</p>
            <h2 className="max-w-md text-4xl font-extrabold leading-tight sm:text-5xl">{t(`slides.${slide.title}`)}</h2>
            <IntentLink href={shopPath(lang, "/products")} className={buttonClasses("primary", "lg", "mt-2")}>
              {t("shopNow")}
            </IntentLink>
          </div>
          <GarmentArt garment={slide.garment} className="absolute right-6 hidden h-64 w-64 opacity-60 md:block lg:right-20 lg:h-80 lg:w-80" />
        </div>
      ))}
    />
  );
}
