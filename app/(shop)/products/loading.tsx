import { ProductGridSkeleton } from "@/components/product/ProductGridSkeleton";

export default function ProductsLoading() {
  return <ProductGridSkeleton />;
}
