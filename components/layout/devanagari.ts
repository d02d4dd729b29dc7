import localFont from "next/font/local";

/**
 * Noto Sans Devanagari from npm (@fontsource), its Devanagari subset only: Latin letters keep
 * the shop's system font. Two weights (regular and bold; 600 and 800 take the bold), preloaded on
 * Hindi pages alone. "optional": a font that has not arrived by first paint is used from the
 * next page on rather than swapped in, so it never moves the text (no layout shift); being
 * preloaded, it has arrived on all but the slowest first visits.
 */
export const devanagari = localFont({
  src: [
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-devanagari",
  display: "optional",
  adjustFontFallback: false,
});
