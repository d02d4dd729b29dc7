import type { Lang } from "@/lib/i18n/langs";
import { messagesOf } from "@/lib/i18n/text";
import type { CardWords } from "./ProductCard";

/** A listing card's words in a language, as the card fills them (ProductCard.tsx). */
export function cardWords(lang: Lang): CardWords {
  const { listing, reviews } = messagesOf(lang);
  const { soldOut, mrp, off, saveToWishlist } = listing;
  return { soldOut, mrp, off, saveToWishlist, stars: reviews.stars };
}
