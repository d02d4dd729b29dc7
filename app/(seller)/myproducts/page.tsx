import type { Metadata } from "next";
import { SellerProductRow } from "@/components/seller/SellerProductRow";
import { ButtonLink } from "@/components/ui/Button";
import { listSellerProducts } from "@/lib/catalog/manage";
import { toProductJson } from "@/lib/catalog/products";
import { requireSellerPage } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "My products" };

export default async function MyProductsPage() {
  const seller = await requireSellerPage();
  const products = (await listSellerProducts(seller.id)).map(toProductJson);
  return (
    <main className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">My products</h1>
          <p className="text-sm text-stone-600">
            {products.length} {products.length === 1 ? "product" : "products"}
          </p>
        </div>
        <ButtonLink href="/add-item" variant="secondary" size="sm">
          Add product
        </ButtonLink>
      </div>
      {products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">You have no products yet.</p>
      ) : (
        <ul className="space-y-3">
          {products.map((product) => (
            <SellerProductRow key={product._id} product={product} />
          ))}
        </ul>
      )}
    </main>
  );
}
