"use client";

import { SHOP_CATEGORIES } from "@/lib/catalog/categories";

interface CategoryHelpProps {
  /** The categories as typed so far, lower-cased. */
  typed: string[];
  /** Adds one of the shop's categories to the field. */
  onAdd: (category: string) => void;
}

/**
 * Under the Categories field: the shop's own categories as buttons that add them, and a warning for a typed one that
 * is not among them. Only the shop's categories get a listing of their own (lib/catalog/categories.ts); any other is
 * a new category that shoppers reach only by search, which is what a typo ("shrits") silently made before.
 */
export function CategoryHelp({ typed, onAdd }: CategoryHelpProps) {
  const unknown = typed.filter((category) => !SHOP_CATEGORIES.includes(category));
  const offered = SHOP_CATEGORIES.filter((category) => !typed.includes(category));
  return (
    <div className="space-y-2">
      {offered.length > 0 && (
        <div role="group" aria-label="Shop category suggestions" className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-stone-500">Add:</span>
          {offered.map((category) => (
            <button
              key={category}
              type="button"
              onClick={() => onAdd(category)}
              className="h-8 rounded-full border border-stone-300 bg-white px-3 text-xs font-medium hover:border-brand"
            >
              {category}
            </button>
          ))}
        </div>
      )}
      <p aria-live="polite" className="text-sm text-amber-800 empty:hidden">
        {unknown.length > 0 &&
          `${unknown.map((category) => `“${category}”`).join(", ")} ${unknown.length === 1 ? "is a new category" : "are new categories"}: only the shop's own categories have a listing, so shoppers find ${unknown.length === 1 ? "it" : "them"} only by search. Check the spelling.`}
      </p>
    </div>
  );
}
