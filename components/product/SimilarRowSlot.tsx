"use client";

import { lazy, Suspense } from "react";
import { useInBrowser } from "@/components/ui/useInBrowser";
import type { Lang } from "@/lib/i18n/langs";
import type { CardWords } from "./ProductCard";

// The similar products' row is a chunk of its own, fetched once the page is in the browser (as
// DeliveryCheckSlot.tsx does): the product page's first load carries none of its code. Until
// then the row keeps a card's height, so nothing below it moves.
const SimilarRow = lazy(() => import("./SimilarRow").then((module) => ({ default: module.SimilarRow })));

export function SimilarRowSlot(props: { productId: string; lang: Lang; words: CardWords }) {
  const inBrowser = useInBrowser();
  const row = <div aria-hidden="true" className="similar-row" />;
  return inBrowser ? (
    <Suspense fallback={row}>
      <SimilarRow {...props} />
    </Suspense>
  ) : (
    row
  );
}
