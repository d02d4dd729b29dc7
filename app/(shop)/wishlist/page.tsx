import type { Metadata } from "next";
import { getImageProps } from "next/image";
import Link from "next/link";
import { SalePrice } from "@/components/product/SalePrice";
import { redirect } from "next/navigation";
import { PageTexts } from "@/components/i18n/PageTexts";
import { WishlistActions } from "@/components/wishlist/WishlistActions";
import { getSessionUser } from "@/lib/auth/session";
import { productWords } from "@/lib/catalog/product-words";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { shopPath } from "@/lib/i18n/hindi-pages";
import { localized, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { wishlistEntryJson } from "@/lib/api-json/wishlist";
import { wishlistOf } from "@/lib/wishlist/wishlist";

/** The page's title and addresses in a language: app/hi/wishlist is its Hindi twin. */
export function wishlistMetadata(lang: Lang): Metadata {
  return { title: textsIn(lang, "accountPages")("wishlistTitle"), robots: { index: false }, alternates: languageAlternates(lang, "/wishlist") };
}

export const metadata: Metadata = wishlistMetadata("en");

/** What the shopper keeps for later, newest first, each with Move to cart and Remove; in the page's language (product titles as their sellers wrote them). */
export default async function WishlistPage() {
  const lang = pageLang();
  const t = textsIn(lang, "accountPages");
  const product = textsIn(lang, "product");
  const user = await getSessionUser();
  if (!user) redirect(`${localized(lang, "/login")}?next=${localized(lang, "/wishlist")}`);
  const entries = (await wishlistOf(user.id)).map(wishlistEntryJson);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t("wishlistTitle")}</h1>
      {entries.length === 0 && (
        <p className="text-stone-600">
          {t("wishlistEmpty")}{" "}
          <Link href={shopPath(lang, "/products")} className="font-semibold text-brand underline">
            {t("allProducts")}
          </Link>
        </p>
      )}
      <PageTexts value={clientTextsOf(lang, ["accountForms", "apiErrors"])}>
        <ul className="flex flex-col divide-y divide-stone-200">
          {entries.map(({ productId: item, size }) => {
            const { title } = productWords(lang, item);
            const { props } = getImageProps({ src: item.imageUrl, alt: title, width: 96, height: 96 });
            return (
              <li key={`${item.id}-${size}`} data-testid="wishlist-entry" className="flex gap-4 py-4">
                <img {...props} alt={title} className="h-24 w-24 shrink-0 rounded object-cover ring-1 ring-stone-200" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link href={shopPath(lang, `/product/${item.id}`)} className="font-semibold wrap-anywhere hover:text-brand">
                    {title}
                  </Link>
                  <p className="text-sm text-stone-600">
                    <SalePrice {...item} words={{ mrp: product("mrp").trim(), off: product("off", { percent: item.offPercent ?? 0 }) }} /> ·{" "}
                    {size ? t("size", { size }) : t("anySize")}
                    {!item.inStock && ` · ${t("soldOut")}`}
                  </p>
                  <WishlistActions productId={item.id} size={size} sizes={item.size} inStock={item.inStock} />
                </div>
              </li>
            );
          })}
        </ul>
      </PageTexts>
    </main>
  );
}
