import type { Metadata } from "next";
import { CategoryTiles } from "@/components/home/CategoryTiles";
import { HeroCarousel } from "@/components/home/HeroCarousel";
import { shopName } from "@/lib/config";

// Prerendered at build, when the footer cannot read the shop profile (lib/legal/frame.ts):
// rendered again a minute after (then at most once a minute), and whenever the profile changes.
export const revalidate = 60;

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
    </main>
  );
}
