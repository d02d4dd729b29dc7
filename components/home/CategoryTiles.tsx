import { buttonClasses } from "@/components/ui/Button";
import { IntentLink } from "@/components/ui/IntentLink";
import { listingBasePath } from "@/lib/catalog/listing-path";
import { shopPath } from "@/lib/i18n/hindi-pages";
import type { Lang } from "@/lib/i18n/langs";
import { textsIn } from "@/lib/i18n/text";
import { GarmentArt, type Garment } from "./GarmentArt";

interface Tile {
  /** Its label's message (home.tiles). */
  label: "menShirts" | "menTrousers" | "menFootwear" | "womenTops" | "womenTrousers" | "womenFootwear";
  category: string;
  garment: Garment;
  tint: string;
}

// The six tiles in their order, with their exact labels and targets (docs/product.md, Landing page).
const TILES: Tile[] = [
  { label: "menShirts", category: "shirts", garment: "shirt", tint: "bg-sky-100 text-sky-700" },
  { label: "menTrousers", category: "trousers", garment: "trousers", tint: "bg-stone-200 text-stone-700" },
  { label: "menFootwear", category: "shoes", garment: "shoe", tint: "bg-amber-100 text-amber-800" },
  { label: "womenTops", category: "tops", garment: "top", tint: "bg-rose-100 text-rose-600" },
  { label: "womenTrousers", category: "trousers", garment: "trousers", tint: "bg-violet-100 text-violet-700" },
  { label: "womenFootwear", category: "shoes", garment: "shoe", tint: "bg-emerald-100 text-emerald-700" },
];

export function CategoryTiles({ lang }: { lang: Lang }) {
  const t = textsIn(lang, "home");
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="categories-heading" className="mb-6 text-2xl font-bold">
        {t("byCategory")}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.label} className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
            <div className={`flex aspect-[4/3] items-center justify-center ${tile.tint}`}>
              <GarmentArt garment={tile.garment} className="h-2/3 w-2/3" />
            </div>
            <div className="flex flex-1 flex-col items-start gap-3 p-4">
              <h3 className="text-sm font-bold tracking-wide sm:text-base">{t(`tiles.${tile.label}`)}</h3>
              <IntentLink href={shopPath(lang, listingBasePath(tile.category))} className={buttonClasses("secondary", "sm", "mt-auto")}>
                {t("shopNow")}
                <span className="sr-only"> {t(`tiles.${tile.label}`)}</span>
              </IntentLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
