import { isDeepStrictEqual } from "node:util";
import { prisma } from "../db.ts";
import { forbidden, notFound } from "../errors.ts";
import { Prisma, type Product } from "../generated/prisma/client.ts";
import { deleteImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import { SELLER_WRITE_LIMIT, takeRateLimit } from "../security/rate-limit.ts";
import type { ProductInput, ProductUpdate } from "../validation/products.ts";
import type { SizeChart } from "../validation/size-chart.ts";
import { assertSellerAccount } from "../users/seller.ts";
import { photosOf, resolvePhotos, type ResolvedPhotos } from "./photos.ts";
import { checkSizeChart, keepRowsOf } from "./size-chart.ts";

async function undoUpload(sellerId: string, photos: ResolvedPhotos) {
  if (photos.uploaded) await deleteImage(sellerId, photos.uploaded).catch(() => {});
}

/** A chart as the JSON column stores it; none is SQL NULL. */
function chartColumn(chart: SizeChart | null): SizeChart | typeof Prisma.DbNull {
  return chart ?? Prisma.DbNull;
}

/** A seller's writes are rate-limited (SELLER_WRITE_LIMIT), counted once the seller may make them. */
export async function createProduct(sellerId: string, input: ProductInput): Promise<Product> {
  await assertSellerAccount(sellerId);
  const sizeChart = checkSizeChart(input.sizeChart, input.size);
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  const photos = await resolvePhotos(sellerId, input);
  try {
    return await prisma.product.create({
      data: {
        title: input.title,
        description: input.description,
        pricePaise: rupeesToPaise(input.price),
        sizes: input.size,
        color: input.color,
        categories: input.category,
        image: photos.images[0],
        images: photos.images,
        sizeChart: chartColumn(sizeChart),
        sellerId,
      },
    });
  } catch (error) {
    await undoUpload(sellerId, photos);
    throw error;
  }
}

/** A product the caller sells, or 404 / 403. */
async function ownProduct(sellerId: string, productId: string): Promise<Product> {
  const product = await prisma.product.findUnique({ where: { id: productId } });
  if (!product) throw notFound("No such product.");
  if (product.sellerId !== sellerId) throw forbidden("Only the product's seller can change it.");
  return product;
}

/** The fields of `data` given and different from the product's. */
function changedFields<T extends Partial<Product>>(product: Product, data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([field, value]) => value !== undefined && !isDeepStrictEqual(value, product[field as keyof Product]))) as Partial<T>;
}

/** The chart after an update: the one sent, checked against the sizes; else the current one, less the rows of sizes taken away. */
function updatedChart(product: Product, input: ProductUpdate): SizeChart | null | undefined {
  const sizes = input.size ?? product.sizes;
  if (input.sizeChart !== undefined) return checkSizeChart(input.sizeChart, sizes);
  return input.size ? keepRowsOf(product.sizeChart as SizeChart | null, sizes) : undefined;
}

/**
 * Changes only the fields given, and only those that differ: an edit that changes nothing
 * writes nothing, and `changed` tells the caller there is no cached page to expire. Photos
 * taken off the product are kept in storage: orders placed earlier show them in their
 * snapshot.
 */
export async function updateProduct(sellerId: string, productId: string, input: ProductUpdate): Promise<{ product: Product; changed: boolean }> {
  const product = await ownProduct(sellerId, productId);
  const sizeChart = updatedChart(product, input);
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  const current = photosOf(product);
  const photos = await resolvePhotos(sellerId, input, current);
  const changes = {
    ...changedFields(product, {
      title: input.title,
      description: input.description,
      pricePaise: input.price === undefined ? undefined : rupeesToPaise(input.price),
      sizes: input.size,
      color: input.color,
      categories: input.category,
    }),
    ...(isDeepStrictEqual(photos.images, current) ? {} : { image: photos.images[0], images: photos.images }),
    ...(sizeChart === undefined || isDeepStrictEqual(sizeChart, product.sizeChart) ? {} : { sizeChart: chartColumn(sizeChart) }),
  };
  if (Object.keys(changes).length === 0) return { product, changed: false };
  try {
    return { product: await prisma.product.update({ where: { id: product.id }, data: changes }), changed: true };
  } catch (error) {
    await undoUpload(sellerId, photos);
    throw error;
  }
}

/** Removes the product and any cart lines holding it; order lines keep their snapshot. */
export async function deleteProduct(sellerId: string, productId: string): Promise<{ deleted: string }> {
  const product = await ownProduct(sellerId, productId);
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  await prisma.product.delete({ where: { id: product.id } });
  return { deleted: product.id };
}

/** Newest first. */
export async function listSellerProducts(sellerId: string): Promise<Product[]> {
  return prisma.product.findMany({ where: { sellerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}
