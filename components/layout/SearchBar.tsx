"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { searchPath } from "@/lib/catalog/listing-path";

const CATEGORIES = ["All", "Men", "Women", "Boys", "Girls"];

/**
 * Spec §2: shown only on / and /products. The category choice is not used in navigation
 * (spec), so it is a plain select. Without JavaScript the form still works through /search.
 */
export function SearchBar() {
  const pathname = usePathname();
  const router = useRouter();
  const [text, setText] = useState("");

  if (pathname !== "/" && pathname !== "/products") return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    router.push(searchPath(text));
  }

  return (
    <form
      role="search"
      action="/search"
      onSubmit={submit}
      className="order-last flex h-10 w-full overflow-hidden rounded-md border border-stone-300 bg-white focus-within:border-brand sm:order-none sm:w-auto sm:flex-1 lg:max-w-xl"
    >
      <select aria-label="Category" name="category" className="border-r border-stone-300 bg-stone-100 px-2 text-sm">
        {CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
      <input
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search Products"
        aria-label="Search Products"
        className="min-w-0 flex-1 px-3 text-base outline-none"
      />
      <button type="submit" aria-label="Search" className="flex w-11 items-center justify-center bg-brand text-white hover:bg-brand-dark">
        <SearchIcon />
      </button>
    </form>
  );
}
