import type { Metadata } from "next";
import { Pagination } from "@/components/product/Pagination";
import { MyProductsSearch } from "@/components/seller/MyProductsSearch";
import { SavedToast } from "@/components/seller/SavedToast";
import { SellerProductRow } from "@/components/seller/SellerProductRow";
import { ButtonLink } from "@/components/ui/Button";
import { toProductJson } from "@/lib/api-json/product";
import { requireSellerPage } from "@/lib/seller/guard";
import { myProductsPage, myProductsQuery, type MyProductsQuery } from "@/lib/seller/products";

export const metadata: Metadata = { title: "My products" };

interface MyProductsProps {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}

function hrefOf({ q, page }: MyProductsQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/myproducts?${query}` : "/myproducts";
}

/** The seller's products, 20 a page, newest first, searchable by title, description, colour or category. */
export default async function MyProductsPage({ searchParams }: MyProductsProps) {
  const seller = await requireSellerPage();
  const query = myProductsQuery(await searchParams);
  const { products, matching, total, pageCount } = await myProductsPage(seller.id, query);
  const count = `${total} ${total === 1 ? "product" : "products"}`;

  return (
    <main className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">My products</h1>
          <p className="text-sm text-stone-600">
            {query.q ? `${matching} of ${count} ${matching === 1 ? "matches" : "match"} “${query.q}”` : count}
            {pageCount > 1 && ` · page ${query.page} of ${pageCount}`}
          </p>
        </div>
        <ButtonLink href="/add-item" variant="secondary" size="sm">
          Add product
        </ButtonLink>
      </div>
      {total > 0 && <MyProductsSearch q={query.q} />}
      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">You have no products yet.</p>
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          <p className="wrap-anywhere">{matching === 0 ? `No product of yours matches “${query.q}”.` : `There is no page ${query.page} here.`}</p>
          <ButtonLink href={hrefOf({ q: matching === 0 ? "" : query.q, page: 1 })} variant="secondary" size="sm">
            {matching === 0 ? "Show all my products" : "Back to page 1"}
          </ButtonLink>
        </div>
      ) : (
        <ul aria-label="My products" className="space-y-3">
          {products.map((product) => (
            <SellerProductRow key={product.id} product={toProductJson(product)} />
          ))}
        </ul>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => hrefOf({ ...query, page })} />
      <SavedToast />
    </main>
  );
}
