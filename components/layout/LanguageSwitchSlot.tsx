"use client";

import { lazy, Suspense } from "react";
import { useInBrowser } from "@/components/ui/useInBrowser";

// The language switch is a chunk of its own, fetched once the page is in the browser (as the
// product page's delivery check, components/product/DeliveryCheckSlot.tsx): it sits at the
// foot of every page, and every page's first load stays within its budget (docs/performance.md).
// The server draws its frame, which keeps its place, so nothing moves when it comes.
const LanguageSwitch = lazy(() => import("./LanguageSwitch").then((module) => ({ default: module.LanguageSwitch })));

export function LanguageSwitchSlot() {
  const inBrowser = useInBrowser();
  const frame = <div aria-hidden="true" className="h-5" />;
  return inBrowser ? (
    <Suspense fallback={frame}>
      <LanguageSwitch />
    </Suspense>
  ) : (
    frame
  );
}
