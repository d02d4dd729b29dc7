import type { Metadata } from "next";
import { parsePage, ProductListing } from "@/components/product/ProductListing";
import { countProducts, type ProductFilter } from "@/lib/catalog/products";

interface SlugPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

interface Listing {
  term: string;
  isCategory: boolean;
  filter: ProductFilter;
}

/**
 * Spec §2: /products/{category} lists a category, any other slug is a search (the
 * lower-cased search text). A category is any value some product carries.
 */
async function listingFor(slug: string): Promise<Listing> {
  const term = safeDecode(slug).trim().toLowerCase();
  const isCategory = term !== "" && (await countProducts({ category: term })) > 0;
  return { term, isCategory, filter: isCategory ? { category: term } : { q: term } };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function titleCase(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}

export async function generateMetadata({ params, searchParams }: SlugPageProps): Promise<Metadata> {
  const [{ slug }, { page }] = await Promise.all([params, searchParams]);
  const { term, isCategory } = await listingFor(slug);
  const n = parsePage(page);
  const base = isCategory ? titleCase(term) : `Search: ${term}`;
  return {
    title: n > 1 ? `${base}, page ${n}` : base,
    description: isCategory ? `Shop ${term} for men and women.` : `Products matching “${term}”.`,
    // Search results are not pages of their own for search engines.
    robots: isCategory ? undefined : { index: false, follow: true },
  };
}

export default async function SlugPage({ params, searchParams }: SlugPageProps) {
  const [{ slug }, { page }] = await Promise.all([params, searchParams]);
  const { term, isCategory, filter } = await listingFor(slug);
  return (
    <ProductListing
      heading={isCategory ? titleCase(term) : `Results for “${term}”`}
      filter={filter}
      page={parsePage(page)}
      basePath={`/products/${encodeURIComponent(term)}`}
      emptyText={`No products match “${term}”.`}
    />
  );
}
