import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { searchPath } from "@/lib/catalog/listing-path";
import { Button } from "@/components/ui/Button";

export const metadata: Metadata = {
  title: "Search",
  description: "Search the shop's shirts, trousers, tops and footwear.",
  robots: { index: false },
};

interface SearchPageProps {
  searchParams: Promise<{ q?: string | string[] }>;
}

/**
 * A search form that works without JavaScript too: the top bar's search form falls back
 * to ?q=…, which goes on to the listing /products/{lower-cased text}.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const { q } = await searchParams;
  const text = Array.isArray(q) ? q[0] : q;
  if (text !== undefined) redirect(searchPath(text));
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Search</h1>
      <form action="/search" role="search" className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="search-q" className="sr-only">
          Search Products
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          placeholder="Search Products"
          className="h-12 flex-1 rounded-md border border-stone-300 bg-white px-3 text-base"
        />
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>
    </main>
  );
}
