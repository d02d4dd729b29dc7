import type { Lang } from "../i18n/langs.ts";
import type { ProductRecord } from "./record.ts";

/** A product's title and description in a language: the seller's Hindi ones on Hindi pages when given, else the English. */
export function productWords(
  lang: Lang,
  product: Pick<ProductRecord, "title" | "description" | "titleHi" | "descriptionHi">,
): { title: string; description: string } {
  if (lang === "en") return { title: product.title, description: product.description };
  return { title: product.titleHi ?? product.title, description: product.descriptionHi ?? product.description };
}
