"use client";

import { lazy, Suspense } from "react";
import { useInBrowser } from "@/components/ui/useInBrowser";

// The "Check delivery" box is a chunk of its own, fetched once the page is in the browser
// (as components/ui/Dialog.tsx's panel): nothing in it is needed before the shopper looks, and
// the product page's first load stays within its budget (docs/performance.md). The server
// draws only its frame, which keeps its place, so nothing below it moves.
const DeliveryCheck = lazy(() => import("./DeliveryCheck").then((module) => ({ default: module.DeliveryCheck })));

/** `productId`: the product page's, so that the check also says when its seller cannot deliver to the PIN. */
export function DeliveryCheckSlot({ productId }: { productId?: string }) {
  const inBrowser = useInBrowser();
  const frame = <div aria-hidden="true" className="h-[4.625rem] rounded-md border border-stone-200" />;
  return inBrowser ? (
    <Suspense fallback={frame}>
      <DeliveryCheck productId={productId} />
    </Suspense>
  ) : (
    frame
  );
}
