import type { Metadata } from "next";
import { cachedProduct } from "../catalog/cache.ts";
import { isShopCategory } from "../catalog/categories.ts";
import { categoryName } from "../catalog/listing-names.ts";
import { productWords } from "../catalog/product-words.ts";
import type { ProductRecord } from "../catalog/record.ts";
import { shopName } from "../config.ts";
import { languageAlternates } from "../i18n/alternates.ts";
import { localized, OG_LOCALE, type Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { formatRupees } from "../money.ts";
import type { Crumb } from "./json-ld.ts";
import { absoluteUrl } from "./url.ts";

const GENDERS = ["men", "women", "boys", "girls"];

/** The crumbs of a product page in its language; the crumb leads to a category listing, so only one of the shop's categories can be it. */
export function productCrumbs(lang: Lang, product: ProductRecord): Crumb[] {
  const t = textsIn(lang, "product");
  const listed = product.categories.filter(isShopCategory);
  const category = listed.find((c) => !GENDERS.includes(c)) ?? listed[0];
  return [
    { name: t("home"), path: localized(lang, "/") },
    { name: t("allProducts"), path: localized(lang, "/products") },
    ...(category ? [{ name: categoryName(lang, category), path: localized(lang, `/products/${encodeURIComponent(category)}`) }] : []),
    { name: product.title, path: localized(lang, `/product/${product.id}`) },
  ];
}

function summary(lang: Lang, product: ProductRecord): string {
  const text = textsIn(lang, "product")("summary", {
    title: product.title,
    price: formatRupees(product.salePricePaise ?? product.pricePaise),
    shop: shopName(),
    description: product.description,
  })
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** A product page's title, description, canonical and alternates, Open Graph and Twitter tags, in its language. */
export async function productMetadata(lang: Lang, id: string): Promise<Metadata> {
  const found = await cachedProduct(id);
  if (!found) return { title: textsIn(lang, "product")("notFound") };
  const product = { ...found, ...productWords(lang, found) };
  const path = `/product/${product.id}`;
  const description = summary(lang, product);
  const images = product.imageUrls.map((url) => ({ url: absoluteUrl(url), alt: product.title }));
  return {
    title: product.title,
    description,
    alternates: languageAlternates(lang, path),
    openGraph: { type: "website", siteName: shopName(), locale: OG_LOCALE[lang], url: localized(lang, path), title: product.title, description, images },
    twitter: { card: "summary_large_image", title: product.title, description, images: images.slice(0, 1) },
  };
}
