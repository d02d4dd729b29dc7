import type { Metadata } from "next";
import { PageNotFound } from "@/components/errors/PageNotFound";

export const metadata: Metadata = { title: "Page not found" };

/** A storefront page that calls notFound(): a product that was removed. */
export default function ShopNotFound() {
  return <PageNotFound />;
}
