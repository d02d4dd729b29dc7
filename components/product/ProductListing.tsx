import { ButtonLink } from "@/components/ui/Button";
import { countProducts, listProducts, toProductJson, type ProductFilter } from "@/lib/catalog/products";
import { Pagination, pageHref } from "./Pagination";
import { ProductCard } from "./ProductCard";

export const PAGE_SIZE = 24;

interface ProductListingProps {
  heading: string;
  filter: ProductFilter;
  page: number;
  basePath: string;
  /** What to say when nothing matches. */
  emptyText: string;
}

/** A server-rendered page of product cards: one page of the catalog at a time, never all of it. */
export async function ProductListing({ heading, filter, page, basePath, emptyText }: ProductListingProps) {
  const [total, products] = await Promise.all([
    countProducts(filter),
    listProducts({ ...filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  ]);
  const pageCount = Math.ceil(total / PAGE_SIZE);

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
        {total > 0 && (
          <p className="text-sm text-stone-600">
            {total} {total === 1 ? "product" : "products"}
            {pageCount > 1 && ` · page ${page} of ${pageCount}`}
          </p>
        )}
      </div>
      {products.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={toProductJson(product)} priority={index < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <p className="text-lg font-medium">{total > 0 ? `There is no page ${page} here.` : emptyText}</p>
          {total > 0 ? (
            <ButtonLink href={pageHref(basePath, 1)}>Back to page 1</ButtonLink>
          ) : (
            <ButtonLink href="/products">See all products</ButtonLink>
          )}
        </div>
      )}
      <Pagination basePath={basePath} page={page} pageCount={pageCount} />
    </main>
  );
}

/** `?page=N` as a page number; anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
