import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReviewForm } from "@/components/reviews/ReviewForm";
import { cachedProduct } from "@/lib/catalog/cache";
import { policyPath } from "@/lib/legal/paths";

interface ReviewFormPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ReviewFormPageProps): Promise<Metadata> {
  const product = await cachedProduct((await params).id);
  return { title: product ? `Review ${product.title}` : "Product not found", robots: { index: false } };
}

/** Where a buyer writes their review (the review prompt mail links here); the shop checks they received it. */
export default async function ReviewFormPage({ params }: ReviewFormPageProps) {
  const product = await cachedProduct((await params).id);
  if (!product) notFound();
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <h1 className="mb-1 text-2xl font-bold wrap-anywhere">Review {product.title}</h1>
      <p className="mb-6 text-sm text-stone-600">
        Reviews come only from shoppers who received the item, and are shown as written (
        <a href={policyPath("reviews")} className="underline">
          our review policy
        </a>
        ).
      </p>
      <ReviewForm productId={product.id} title={product.title} />
    </main>
  );
}
