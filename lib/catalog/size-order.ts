// The order sizes are shown in, wherever a shopper picks among them: no database here, as
// proxy.ts puts a listing address's sizes in this order too (listing-path.ts).

const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];
/** "2XL" is XXL as another label writes it. */
const NUMBERED_LETTERS: Record<string, string> = { "2XS": "XXS", "2XL": "XXL", "3XL": "XXXL" };

/**
 * Letter sizes small to large, then numeric sizes by number, then anything else by name with
 * its numbers read as numbers ("UK 3" before "UK 10", "Age 4-5" before "Age 10-11").
 */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string) => {
    const letter = LETTER_SIZES.indexOf(NUMBERED_LETTERS[s] ?? s);
    if (letter >= 0) return [0, letter] as const;
    const n = Number(s);
    return s.trim() !== "" && Number.isFinite(n) ? ([1, n] as const) : ([2, 0] as const);
  };
  const [ga, na] = rank(a);
  const [gb, nb] = rank(b);
  return ga - gb || na - nb || NATURAL.compare(a, b);
}

const NATURAL = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
