import type { ComponentProps } from "react";
import { SearchIcon } from "./icons";

/** Every search form's frame: a bordered row that shows the focus of the field inside it. */
export const searchFrame = "flex overflow-hidden rounded-md border border-stone-300 bg-white focus-within:border-brand";

/** A search form's text field (named q) and its search-icon button: the top bar's, a listing's and My products'. */
export function SearchFields({ label, submitLabel = "Search", ...input }: ComponentProps<"input"> & { label: string; submitLabel?: string }) {
  return (
    <>
      <input type="search" name="q" aria-label={label} className="min-w-0 flex-1 px-3 text-base outline-none" {...input} />
      <button type="submit" aria-label={submitLabel} className="flex w-11 shrink-0 items-center justify-center bg-brand text-white hover:bg-brand-dark">
        <SearchIcon />
      </button>
    </>
  );
}
