/** The departments the top bar leads to (docs/product.md, Top bar): categories of the shop's own (categories.ts). */
export const DEPARTMENTS: readonly { name: string; path: string }[] = [
  { name: "Men", path: "/products/men" },
  { name: "Women", path: "/products/women" },
];
