import { CategoryTiles } from "@/components/home/CategoryTiles";
import { HeroCarousel } from "@/components/home/HeroCarousel";
import { ProductRow } from "@/components/home/ProductRow";
import { listingBasePath } from "@/lib/catalog/listing-path";
import { shopName } from "@/lib/config";
import { shopPath } from "@/lib/i18n/hindi-pages";
import type { Lang } from "@/lib/i18n/langs";
import { textsIn } from "@/lib/i18n/text";

/** Below the spec's carousel and tiles, a row of each main category, after the newest of all. */
const LANDING_ROWS = ["shirts", "kurtas", "trousers", "tops", "shoes"] as const;

/** The landing page (docs/product.md, Landing page), in either language. */
export function Landing({ lang }: { lang: Lang }) {
  const t = textsIn(lang, "home");
  return (
    <main>
      <h1 className="sr-only">{shopName()}</h1>
      <HeroCarousel lang={lang} />
      <CategoryTiles lang={lang} />
      <ProductRow title={t("newArrivals")} scope={{}} href={shopPath(lang, "/products")} />
      {LANDING_ROWS.map((category) => (
        <ProductRow key={category} title={t(`rows.${category}`)} scope={{ category }} href={shopPath(lang, listingBasePath(category))} />
      ))}
    </main>
  );
}
