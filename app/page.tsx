import type { Metadata } from "next";
import { CategoryTiles } from "@/components/home/CategoryTiles";
import { HeroCarousel } from "@/components/home/HeroCarousel";
import { ProductRow } from "@/components/home/ProductRow";
import { listingBasePath } from "@/lib/catalog/listing-path";
import { shopName } from "@/lib/config";

// Prerendered at build, when neither the footer nor the rows can read the database
// (lib/legal/frame.ts), and never served so (lib/cache/memory-cache-handler.mjs): rendered
// on its first view, then at most once a minute, and whenever the profile or a product changes.
export const revalidate = 60;

/** Below the spec's carousel and tiles, a row of each main category, after the newest of all. */
const LANDING_ROWS: [title: string, category: string][] = [
  ["Shirts", "shirts"],
  ["Kurtas", "kurtas"],
  ["Trousers", "trousers"],
  ["Tops", "tops"],
  ["Shoes", "shoes"],
];

export function generateMetadata(): Metadata {
  return {
    title: { absolute: `${shopName()}: clothing for men and women` },
    description: "Fresh season arrivals, flash deals and styles in your budget: shirts, trousers, tops and footwear for men and women.",
    alternates: { canonical: "/" },
  };
}

export default function HomePage() {
  return (
    <main>
      <h1 className="sr-only">{shopName()}</h1>
      <HeroCarousel />
      <CategoryTiles />
      <ProductRow title="New arrivals" scope={{}} href="/products" />
      {LANDING_ROWS.map(([title, category]) => (
        <ProductRow key={category} title={title} scope={{ category }} href={listingBasePath(category)} />
      ))}
    </main>
  );
}
