import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProductEditor } from "@/components/seller/ProductEditor";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { formatRupees } from "@/lib/money";
import { currentSeller } from "@/lib/seller/guard";
import { idSchema } from "@/lib/validation/common";

interface SellerProductProps {
  params: Promise<{ id: string }>;
}

/** The caller's own product of that id, or null: once per request for the title and the page. */
const ownProduct = cache(async (id: string) => {
  const seller = await currentSeller();
  if (!seller || !idSchema.safeParse(id).success) return null;
  const product = await findProduct(id);
  return product && product.sellerId === seller.id ? product : null;
});

// The title never names the product nor whose it is: "Edit product" for the seller's own, and
// the 404's own title for every other address this segment receives.
export async function generateMetadata({ params }: SellerProductProps): Promise<Metadata> {
  return { title: (await ownProduct((await params).id)) ? "Edit product" : "Page not found" };
}

/**
 * /{id}: a seller's own product, shown and edited. This dynamic segment also receives every
 * other unknown top-level path, so anything that is not the caller's product is a plain 404
 * (not a redirect): the same answer for a stranger, a shopper and another seller.
 */
export default async function SellerProductPage({ params }: SellerProductProps) {
  const product = await ownProduct((await params).id);
  if (!product) notFound();
  const json = toProductJson(product);

  return (
    <main className="space-y-8">
      <section className="flex flex-col gap-6 sm:flex-row">
        <Image
          src={json.imageUrl}
          alt={json.title}
          width={300}
          height={300}
          priority
          className="aspect-square w-full max-w-[300px] rounded-lg border border-stone-200 object-cover"
        />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold">{json.title}</h1>
          <p className="text-xl font-semibold">{formatRupees(product.pricePaise)}</p>
          <p className="whitespace-pre-line text-stone-700">{json.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-500">Sizes</dt>
            <dd>{json.size.join(", ") || "—"}</dd>
            <dt className="text-stone-500">Colour</dt>
            <dd>{json.color || "—"}</dd>
            <dt className="text-stone-500">Categories</dt>
            <dd>{json.category.join(", ") || "—"}</dd>
          </dl>
        </div>
      </section>
      <section aria-labelledby="edit-product" className="max-w-2xl space-y-4">
        <h2 id="edit-product" className="text-lg font-semibold">
          Edit product
        </h2>
        <ProductEditor product={json} />
      </section>
    </main>
  );
}
