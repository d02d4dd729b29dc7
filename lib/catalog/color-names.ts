import type { Lang } from "../i18n/langs.ts";

// The shop's colours (the swatches' names, lib/catalog/swatches.ts) as a Hindi shopper says them
// (issue 46): the everyday Hindi word where there is one (काला, आसमानी, स्लेटी, गुलाबी), the word
// the shops write in Devanagari where Hindi took the English one (मैरून, बेज, लैवेंडर). The
// address keeps the seller's name (?color=Black): only the words shown change.
const HINDI_COLOR_NAMES: Readonly<Record<string, string>> = {
  white: "सफ़ेद",
  black: "काला",
  navy: "नेवी ब्लू",
  indigo: "इंडिगो",
  maroon: "मैरून",
  olive: "ऑलिव ग्रीन",
  mustard: "सरसों पीला",
  "sky blue": "आसमानी",
  beige: "बेज",
  grey: "स्लेटी",
  pink: "गुलाबी",
  teal: "टील",
  rust: "रस्ट",
  lavender: "लैवेंडर",
  green: "हरा",
  tan: "हल्का भूरा",
  red: "लाल",
  blue: "नीला",
  brown: "भूरा",
  yellow: "पीला",
  orange: "नारंगी",
  purple: "बैंगनी",
  cream: "क्रीम",
};

/**
 * The one-word Hindi names with the English word a search finds them by (hindi-words.ts): a
 * shopper types what the filter showed, "स्लेटी कुर्ता", and finds the grey kurtas.
 */
export const HINDI_COLOR_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HINDI_COLOR_NAMES)
    .filter(([, hindi]) => !hindi.includes(" "))
    .map(([english, hindi]) => [hindi, english]),
);

/**
 * A colour's name on a page in a language: in Hindi, the shop's Hindi name for one of its
 * colours; otherwise, and for a colour the shop has no name for, as the seller wrote it.
 */
export function colorName(lang: Lang, color: string): string {
  if (lang === "hi") return HINDI_COLOR_NAMES[color.trim().toLowerCase()] ?? color;
  return color;
}

/** A colour as a label (a filter's chip, a listing's title): its Hindi name on Hindi pages, else the seller's words in capitals ("Sky Blue"). */
export function colorLabel(lang: Lang, color: string): string {
  return colorName(
    lang,
    color.replace(/\b\w/g, (ch) => ch.toUpperCase()),
  );
}
