import { SearchForm } from "@/components/layout/SearchForm";

/**
 * The search box in the page of a category listing, a search's results and "No products
 * match": the top bar carries its own only on / and /products (spec), so the shopper can
 * search again from here. It holds the text searched for.
 */
export function ListingSearch({ text }: { text: string }) {
  return <SearchForm key={text} text={text} className="h-11 w-full max-w-xl" />;
}
