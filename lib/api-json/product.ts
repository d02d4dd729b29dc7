import type { Product } from "../generated/prisma/client.ts";
import { productRecordAt, type ProductRecord } from "../catalog/record.ts";
import { paiseToRupees } from "../money.ts";
import { defaultHsn } from "../tax/hsn.ts";
import type { ProductJson } from "../validation/responses.ts";

// A product as the API speaks it (docs/api.md, Products): `_id` beside `id` for the spec's
// clients, rupees, the seller as `adminId`, the image's id and URL apart. Made from the
// catalog's record (lib/catalog/record.ts) for the product routes, and for the cart and the
// wishlist, which embed it.

export type { ProductJson };

export function productJson(product: ProductRecord): ProductJson {
  return {
    _id: product.id,
    id: product.id,
    title: product.title,
    description: product.description,
    titleHi: product.titleHi,
    descriptionHi: product.descriptionHi,
    price: paiseToRupees(product.pricePaise),
    salePrice: product.salePricePaise === null ? null : paiseToRupees(product.salePricePaise),
    saleEndsAt: product.saleEndsAt,
    offPercent: product.offPercent,
    size: product.sizes,
    color: product.color,
    category: product.categories,
    image: product.images[0],
    imageUrl: product.imageUrls[0],
    images: product.images,
    imageUrls: product.imageUrls,
    sizeChart: product.sizeChart,
    hsn: product.hsn,
    defaultHsn: defaultHsn(product.categories),
    countryOfOrigin: product.countryOfOrigin,
    manufacturer: product.manufacturer,
    adminId: product.sellerId,
    stock: product.stock,
    inStock: product.inStock,
    rating: product.rating,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** A product read from the database, as it stands now. */
export function toProductJson(product: Product): ProductJson {
  return productJsonAt(product, new Date());
}

/** The product's JSON with its sale as it stands at `now` (the cart prices every line at one moment). */
export function productJsonAt(product: Product, now: Date): ProductJson {
  return productJson(productRecordAt(product, now));
}
