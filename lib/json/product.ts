import type { Product } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import { offPercent, onSale, paiseToRupees, sellingPricePaise } from "../money.ts";
import { ratingOf } from "../shared/rating.ts";
import { isInStock, parseStock } from "../shared/stock.ts";
import { defaultHsn } from "../tax/hsn.ts";
import type { ProductJson } from "../validation/responses.ts";
import type { SizeChart } from "../validation/size-chart.ts";

// A product as the API speaks it (docs/api.md, Products): `_id` beside `id` for the spec's
// clients, rupees, image id and URL. Ground under the modules, as the catalog hands it out and
// the cart and the wishlist embed it (lib/catalog/products.ts re-exports it).

/** The photos of a product as stored: rows from before photos (or bulk SQL) have only `image`. */
export function photosOf(product: { image: string; images: string[] }): string[] {
  return product.images.length > 0 ? product.images : [product.image];
}

export function toProductJson(product: Product): ProductJson {
  return productJsonAt(product, new Date());
}

/** The product's JSON with its sale as it stands at `now` (a sale whose end has passed is none). */
export function productJsonAt(product: Product, now: Date): ProductJson {
  const stock = parseStock(product.stock, product.sizes);
  const images = photosOf(product);
  const sale = onSale(product, now);
  return {
    _id: product.id,
    id: product.id,
    title: product.title,
    description: product.description,
    titleHi: product.titleHi,
    descriptionHi: product.descriptionHi,
    price: paiseToRupees(product.pricePaise),
    salePrice: sale ? paiseToRupees(sellingPricePaise(product, now)) : null,
    saleEndsAt: sale ? (product.saleEndsAt?.toISOString() ?? null) : null,
    offPercent: sale ? offPercent(product.pricePaise, sellingPricePaise(product, now)) : null,
    size: product.sizes,
    color: product.color,
    category: product.categories,
    image: product.image,
    imageUrl: imageUrl(product.image),
    images,
    imageUrls: images.map((id) => imageUrl(id)),
    sizeChart: (product.sizeChart as SizeChart | null) ?? null,
    hsn: product.hsn,
    defaultHsn: defaultHsn(product.categories),
    countryOfOrigin: product.countryOfOrigin,
    manufacturer: product.manufacturer,
    adminId: product.sellerId,
    stock,
    inStock: isInStock(stock),
    rating: ratingOf(product),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
