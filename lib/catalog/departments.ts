import { isShopCategory } from "./categories.ts";

/** The departments the top bar leads to (docs/product.md, Top bar): categories of the shop's own (categories.ts). */
export const DEPARTMENTS: readonly { id: string; path: string }[] = [
  { id: "men", path: "/products/men" },
  { id: "women", path: "/products/women" },
];

/**
 * The listings both departments share, as the landing page's MEN and WOMEN tiles lead to the
 * same /products/trousers and /products/shoes: they offer Men / Women to narrow them.
 */
export const SHARED_CATEGORIES: readonly string[] = ["trousers", "shoes"];

/** The listing of one department's products of a category: "shoes for men", /products/shoes%20for%20men. */
export function departmentTerm(category: string, department: string): string {
  return `${category} for ${department}`;
}

/** The category and department a listing's term names ("shoes for men"), or null when it names none. */
export function departmentOf(term: string): { category: string; department: string } | null {
  const match = /^(\S+) for (\S+)$/.exec(term);
  if (!match || !SHARED_CATEGORIES.includes(match[1]) || !DEPARTMENTS.some((d) => d.id === match[2]) || !isShopCategory(match[1])) return null;
  return { category: match[1], department: match[2] };
}
