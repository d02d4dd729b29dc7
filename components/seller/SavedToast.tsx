"use client";

import { useEffect } from "react";
import { create } from "zustand";
import { Banner } from "@/components/ui/Banner";
import { ShopLink } from "./SavedNotice";

interface Saved {
  message: string;
  productId: string;
}

const useSaved = create<{ saved: Saved | null }>(() => ({ saved: null }));

/** Says that a product was saved from a dialog (My products' Update), which has closed by then. */
export function showSaved(saved: Saved): void {
  useSaved.setState({ saved });
}

/**
 * My products' word that an Update was saved, with a link to the product in the shop. It floats at the foot of the
 * screen, so it shows wherever in the long list the product was, and stays until closed or replaced by the next save.
 */
export function SavedToast() {
  const saved = useSaved((state) => state.saved);
  // Leaving the page ends the news: coming back later shows none.
  useEffect(() => () => useSaved.setState({ saved: null }), []);
  if (!saved) return null;
  return (
    <div className="fixed inset-x-4 bottom-4 z-30 sm:left-auto sm:right-6 sm:w-96">
      <Banner tone="success" className="shadow-lg" onClose={() => useSaved.setState({ saved: null })}>
        {saved.message} <ShopLink productId={saved.productId} />
      </Banner>
    </div>
  );
}
