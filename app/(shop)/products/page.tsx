import type { Metadata } from "next";
import { parsePage, ProductListing } from "@/components/product/ProductListing";

interface ProductsPageProps {
  searchParams: Promise<{ page?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: ProductsPageProps): Promise<Metadata> {
  const page = parsePage((await searchParams).page);
  return {
    title: page > 1 ? `All products, page ${page}` : "All products",
    description: "Every shirt, trouser, top and pair of shoes in the shop, newest first.",
    alternates: { canonical: page > 1 ? `/products?page=${page}` : "/products" },
  };
}

export default async function ProductsPage({ searchParams }: ProductsPageProps) {
  const page = parsePage((await searchParams).page);
  return <ProductListing heading="All products" filter={{}} page={page} basePath="/products" emptyText="There are no products in the shop yet." />;
}
