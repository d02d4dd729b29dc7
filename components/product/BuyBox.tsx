import type { ReactNode } from "react";
import type { ProductRecord } from "@/lib/catalog/record";
import { shopText } from "@/lib/i18n/text";
import { AddToCart } from "./AddToCart";
import { stockCaptions } from "./stockCaptions";

/**
 * The product page's buying controls. A product with nothing left says "Out of stock" in
 * place of Add to cart and Buy Now, and still lists its sizes.
 */
export function BuyBox({ product, sizeHelp }: { product: Pick<ProductRecord, "id" | "sizes" | "stock" | "inStock">; sizeHelp?: ReactNode }) {
  const t = shopText("product");
  if (product.inStock)
    return (
      <AddToCart
        productId={product.id}
        sizes={product.sizes}
        stock={product.stock}
        captions={stockCaptions(product.stock, product.sizes)}
        sizeHelp={sizeHelp}
      />
    );
  return (
    <div className="flex flex-col gap-3" data-testid="sold-out">
      {product.sizes.length > 0 && (
        <p className="text-sm text-stone-600">
          {t("sizes")} <span className="text-stone-500 line-through">{product.sizes.join(", ")}</span>
        </p>
      )}
      <p className="rounded-md border border-stone-300 bg-stone-100 px-4 py-3 text-center text-base font-semibold text-stone-700">{t("outOfStock")}</p>
    </div>
  );
}
