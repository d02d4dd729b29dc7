import { TAXED_CHAPTERS } from "./rates.ts";

// HSN codes of products: the one a seller sets, or a default from the product's categories.
// Each default is the heading (4 digits) whose description fits most of what the category
// holds in a clothing shop; the seller sets the exact code where a product differs.
//   shirts   6205 "Men's or boys' shirts" (woven). Women's shirts: 6206. Knitted shirts
//            are 6105/6106 and T-shirts 6109 — the seller sets those.
//   trousers 6203 "Men's or boys' suits, …, trousers, … and shorts" (woven);
//            6204 the same for women's or girls' (a product also in "women").
//   tops     6206 "Women's or girls' blouses, shirts and shirt-blouses" (woven); knitted
//            tops are 6106, T-shirts 6109.
//   kurtas   6211 "Track suits, ski suits and swimwear; other garments" (woven): a kurta is
//            none of 6201–6210's named garments.
//   shoes    6403 "Footwear with outer soles of rubber, plastics, leather or composition
//            leather and uppers of leather"; textile uppers (canvas, knit sneakers) are 6404,
//            rubber or plastic uppers 6402.
// A product in none of these categories falls back to 6211 (other woven garments).

export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

const FALLBACK_HSN = "6211";

/** The default HSN of a product with these (lower-case) categories. */
export function defaultHsn(categories: readonly string[]): string {
  const has = (name: string) => categories.includes(name);
  const women = has("women");
  if (has("shoes")) return "6403";
  if (has("kurtas")) return "6211";
  if (has("trousers")) return women ? "6204" : "6203";
  if (has("tops")) return "6206";
  if (has("shirts")) return women ? "6206" : "6205";
  return FALLBACK_HSN;
}

/** The HSN an invoice prints for a product: the seller's, else the default of its categories. */
export function productHsn(product: { hsn: string | null; categories: readonly string[] }): string {
  return product.hsn ?? defaultHsn(product.categories);
}

/** Why an HSN code cannot be a product's, or null when it can. */
export function hsnProblem(hsn: string): string | null {
  if (!HSN_PATTERN.test(hsn)) return "4, 6 or 8 digits";
  if (!TAXED_CHAPTERS.includes(hsn.slice(0, 2))) return `the shop's tax table covers HSN chapters ${TAXED_CHAPTERS.join(", ")} (apparel and footwear)`;
  return null;
}
