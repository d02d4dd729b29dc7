"use client";

import { useEffect, useRef, useState } from "react";
import type { ProductJson } from "@/lib/api-json/product";
import type { Lang } from "@/lib/i18n/langs";
import type { CardWords } from "./ProductCard";
import { StripCards } from "./StripCards";

/** How far below the screen the cards start loading: about a phone's screen ahead. */
const AHEAD = "800px 0px";

/** The similar products' cards (SimilarProducts.tsx), fetched from GET /api/product/{id}/similar as the row nears the screen. */
export function SimilarRow({ productId, lang, words }: { productId: string; lang: Lang; words: CardWords }) {
  const row = useRef<HTMLDivElement>(null);
  const [products, setProducts] = useState<ProductJson[] | null>(null);

  useEffect(() => {
    const target = row.current;
    if (!target) return;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetch(`/api/product/${productId}/similar`)
          .then((response) => (response.ok ? (response.json() as Promise<ProductJson[]>) : []))
          .catch(() => [])
          .then((found) => {
            if (!gone) setProducts(found);
          });
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => {
      gone = true;
      observer.disconnect();
    };
  }, [productId]);

  useEffect(() => {
    if (!products) return;
    // None any more (the page was cached before they went): the heading goes too.
    if (products.length === 0) row.current?.closest("section")?.setAttribute("hidden", "");
    // The cards' hearts show what the shopper keeps, as the page's own hearts do (components/wishlist/hearts.ts).
    else void import("@/components/wishlist/hearts").then((hearts) => hearts.wakeHearts());
  }, [products]);

  if (!products || products.length === 0) return <div ref={row} aria-hidden="true" className="similar-row" />;
  return <StripCards products={products} lang={lang} words={words} />;
}
