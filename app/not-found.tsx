import type { Metadata } from "next";
import { PageNotFound } from "@/components/errors/PageNotFound";
import { ShopFrame } from "@/components/layout/ShopFrame";

export const metadata: Metadata = { title: "Page not found" };

/** Any address the app does not serve; the root draws no document, so this draws the shop's frame. */
export default function NotFound() {
  return (
    <ShopFrame lang="en">
      <PageNotFound />
    </ShopFrame>
  );
}
