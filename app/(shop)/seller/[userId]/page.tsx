import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductGrid } from "@/components/product/ProductGrid";
import { SoldBy } from "@/components/product/SoldBy";
import { catalogClock } from "@/lib/catalog/cache";
import { sellerProducts } from "@/lib/catalog/products";
import { toProductRecord } from "@/lib/catalog/record";
import { cachedSoldBy } from "@/lib/seller/sold-by";
import { cachedShop } from "@/lib/shop/profile";

interface SellerPageProps {
  params: Promise<{ userId: string }>;
}

// A marketplace seller's products (the "Sold by" panel links here). Only an approved seller in a
// shop run as a marketplace has one; anyone else's address is not found.
export const revalidate = 3600;
export function generateStaticParams(): { userId: string }[] {
  return [];
}

async function sellerOf(userId: string) {
  const [shop, seller] = await Promise.all([cachedShop(), cachedSoldBy(userId)]);
  return shop.sellingModel === "marketplace" && seller ? { shop, seller } : null;
}

export async function generateMetadata({ params }: SellerPageProps): Promise<Metadata> {
  const found = await sellerOf((await params).userId);
  return found ? { title: `Sold by ${found.seller.businessName}` } : { title: "Seller not found" };
}

export default async function SellerPage({ params }: SellerPageProps) {
  const found = await sellerOf((await params).userId);
  if (!found) notFound();
  // Read here, not through the catalog cache: the page is kept no longer than the next sale's end.
  await catalogClock();
  const products = (await sellerProducts(found.seller.sellerId)).map(toProductRecord);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{found.seller.businessName}</h1>
      <SoldBy shop={found.shop} seller={found.seller} linkProducts={false} />
      <ProductGrid products={products} />
    </main>
  );
}
