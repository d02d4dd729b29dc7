import Image from "next/image";
import Link from "next/link";
import type { ProductJson } from "@/lib/api-json/product";
import { SalePrice, saleEndText } from "@/components/product/SalePrice";
import { DeleteProductButton } from "./DeleteProductButton";
import { ProductUpdateDialog } from "./ProductUpdateDialog";
import { StockSummary } from "./StockSummary";

/** One product of /myproducts: image, title (to its /{id} page), price, sizes, stock, Update and Delete. */
export function SellerProductRow({ product }: { product: ProductJson }) {
  return (
    <li className="flex gap-4 rounded-lg border border-stone-200 bg-white p-3 sm:items-center">
      <Image src={product.imageUrl} alt="" width={96} height={96} className="size-20 shrink-0 rounded object-cover sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Link href={`/${product._id}`} className="line-clamp-2 font-semibold hover:text-brand hover:underline">
            {product.title}
          </Link>
          <p className="mt-1 text-sm">
            <span className="font-semibold">
              <SalePrice {...product} words={{ mrp: "MRP", off: `${product.offPercent}% off` }} />
            </span>
            {product.saleEndsAt && <span className="text-stone-600"> · sale until {saleEndText(product.saleEndsAt)}</span>}
            {product.size.length > 0 && <span className="text-stone-600"> · Sizes {product.size.join(", ")}</span>}
          </p>
          <StockSummary stock={product.stock} />
        </div>
        <div className="flex shrink-0 gap-2">
          <ProductUpdateDialog product={product} />
          <DeleteProductButton productId={product._id} title={product.title} />
        </div>
      </div>
    </li>
  );
}
