import type { Metadata } from "next";
import { getImageProps } from "next/image";
import Link from "next/link";
import { SalePrice } from "@/components/product/SalePrice";
import { redirect } from "next/navigation";
import { WishlistActions } from "@/components/wishlist/WishlistActions";
import { getSessionUser } from "@/lib/auth/session";
import { wishlistEntryJson } from "@/lib/api-json/wishlist";
import { wishlistOf } from "@/lib/wishlist/wishlist";

export const metadata: Metadata = { title: "Your wishlist", robots: { index: false } };

/** What the shopper keeps for later, newest first, each with Move to cart and Remove. */
export default async function WishlistPage() {
  const user = await getSessionUser();
  if (!user) redirect("/login?next=/wishlist");
  const entries = (await wishlistOf(user.id)).map(wishlistEntryJson);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Your wishlist</h1>
      {entries.length === 0 && (
        <p className="text-stone-600">
          Nothing here yet.{" "}
          <Link href="/products" className="font-semibold text-brand underline">
            All products
          </Link>
        </p>
      )}
      <ul className="flex flex-col divide-y divide-stone-200">
        {entries.map(({ productId: product, size }) => {
          const { props } = getImageProps({ src: product.imageUrl, alt: product.title, width: 96, height: 96 });
          return (
            <li key={`${product.id}-${size}`} data-testid="wishlist-entry" className="flex gap-4 py-4">
              <img {...props} alt={product.title} className="h-24 w-24 shrink-0 rounded object-cover ring-1 ring-stone-200" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link href={`/product/${product.id}`} className="font-semibold wrap-anywhere hover:text-brand">
                  {product.title}
                </Link>
                <p className="text-sm text-stone-600">
                  <SalePrice {...product} words={{ mrp: "MRP", off: `${product.offPercent}% off` }} /> · {size ? `Size ${size}` : "Any size"}
                  {!product.inStock && " · Sold out"}
                </p>
                <WishlistActions productId={product.id} size={size} sizes={product.size} inStock={product.inStock} />
              </div>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
