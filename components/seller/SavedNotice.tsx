"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Banner } from "@/components/ui/Banner";

interface SavedNoticeProps {
  /** The words: "Item Added Successfully." (spec), "Product updated.". */
  message: string;
  /** The product saved: the notice links to its page in the shop. */
  productId: string;
  onClose: () => void;
}

/**
 * The word that a product was saved, above the form that saved it, with a link to the product in the shop. The
 * form's button is at its foot, so the notice is brought into view and takes the focus when it appears (each time a
 * product is saved): otherwise a seller at the foot of a long form would never see it.
 */
export function SavedNotice({ message, productId, onClose }: SavedNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    notice.current?.focus({ preventScroll: true });
    notice.current?.scrollIntoView({ block: "start" });
  }, [productId]);

  return (
    <div ref={notice} tabIndex={-1} className="scroll-mt-24 rounded-md outline-none">
      <Banner tone="success" onClose={onClose}>
        {message} <ShopLink productId={productId} />
      </Banner>
    </div>
  );
}

export function ShopLink({ productId }: { productId: string }) {
  return (
    <Link href={`/product/${productId}`} className="whitespace-nowrap font-semibold underline underline-offset-2">
      View it in the shop
    </Link>
  );
}
