import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AddToCart } from "@/components/product/AddToCart";
import { findProduct, toProductJson } from "@/lib/catalog/products";
import { formatRupees, rupeesToPaise } from "@/lib/money";

interface ProductPageProps {
  params: Promise<{ id: string }>;
}

// Metadata and page read the same product once per request.
const productById = cache(async (id: string) => {
  const product = await findProduct(id);
  return product ? toProductJson(product) : null;
});

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = await productById((await params).id);
  if (!product) return { title: "Product not found" };
  return {
    title: product.title,
    description: product.description.slice(0, 160),
    openGraph: { title: product.title, description: product.description.slice(0, 160), images: [product.imageUrl] },
  };
}

export default async function ProductPage({ params }: ProductPageProps) {
  const product = await productById((await params).id);
  if (!product) notFound();

  const category = product.category.find((c) => !["men", "women", "boys", "girls"].includes(c)) ?? product.category[0];

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone-600">
        <Link href="/products" className="hover:text-brand hover:underline">
          All products
        </Link>
        {category && (
          <>
            {" / "}
            <Link href={`/products/${encodeURIComponent(category)}`} className="capitalize hover:text-brand hover:underline">
              {category}
            </Link>
          </>
        )}
      </nav>
      <article className="grid gap-8 md:grid-cols-[300px_1fr]">
        <div className="mx-auto h-[300px] w-[300px] overflow-hidden rounded-lg border border-stone-200 bg-white">
          {/* Spec §9: the preview is 300×300. */}
          <Image src={product.imageUrl} alt={product.title} width={300} height={300} sizes="300px" priority className="h-full w-full object-cover" />
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold sm:text-3xl">{product.title}</h1>
          <p className="text-2xl font-bold text-brand">{formatRupees(rupeesToPaise(product.price))}</p>
          <p className="leading-relaxed text-stone-700">{product.description}</p>
          {product.color && (
            <p className="text-sm text-stone-600">
              Colour: <span className="font-medium capitalize text-ink">{product.color}</span>
            </p>
          )}
          <AddToCart productId={product.id} sizes={product.size} />
        </div>
      </article>
    </main>
  );
}
