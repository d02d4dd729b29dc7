import { isDeepStrictEqual } from "node:util";
import { prisma } from "../db.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import { Prisma, type Product } from "../generated/prisma/client.ts";
import { deleteImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import { SELLER_WRITE_LIMIT, takeRateLimit } from "../security/rate-limit.ts";
import type { ProductInput, ProductUpdate } from "../validation/products.ts";
import type { SizeChart } from "../validation/size-chart.ts";
import { foreignStockKeys, nextStock, parseStock, type Stock } from "../shared/stock.ts";
import type { Tx } from "../db/user-lock.ts";
import { assertSellerAccount } from "../auth/roles.ts";
import { photosOf, resolvePhotos, type ResolvedPhotos } from "./photos.ts";
import { checkSizeChart, keepRowsOf } from "./size-chart.ts";
import { saleTerms } from "./sale-terms.ts";

async function undoUpload(photos: ResolvedPhotos) {
  if (photos.uploaded) await deleteImage(photos.uploaded).catch(() => {});
}

/** A chart as the JSON column stores it; none is SQL NULL. */
function chartColumn(chart: SizeChart | null): SizeChart | typeof Prisma.DbNull {
  return chart ?? Prisma.DbNull;
}

/** Stock keys must be sizes of the product (400 naming each one that is not). */
function checkStockKeys(sizes: string[], stock: Stock | undefined): void {
  const fields = foreignStockKeys(sizes, stock);
  if (Object.keys(fields).length) throw badRequest("Stock is kept per size of the product.", fields);
}

/** The column's value: Prisma writes SQL NULL only when told so explicitly. */
const stockColumn = (stock: Stock) => stock ?? Prisma.DbNull;

/**
 * A seller's writes are rate-limited (SELLER_WRITE_LIMIT), counted once the seller may make them.
 * Whether a marketplace lets this seller list at all is the flow's question
 * (lib/flows/add-product.ts), asked before this.
 */
export async function createProduct(sellerId: string, input: ProductInput): Promise<Product> {
  await assertSellerAccount(sellerId);
  checkStockKeys(input.size, input.stock);
  const sizeChart = checkSizeChart(input.sizeChart, input.size);
  const sale = saleTerms(null, input, new Date());
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  const photos = await resolvePhotos(sellerId, input);
  try {
    return await prisma.product.create({
      data: {
        title: input.title,
        description: input.description,
        pricePaise: rupeesToPaise(input.price),
        ...sale,
        sizes: input.size,
        color: input.color,
        categories: input.category,
        image: photos.images[0],
        images: photos.images,
        sizeChart: chartColumn(sizeChart),
        hsn: input.hsn ?? null,
        countryOfOrigin: input.countryOfOrigin,
        manufacturer: input.manufacturer,
        titleHi: input.titleHi ?? null,
        descriptionHi: input.descriptionHi ?? null,
        // Not tracked unless the seller says how many (the spec's clients never do).
        stock: stockColumn(nextStock(input.size, null, input.stock)),
        sellerId,
      },
    });
  } catch (error) {
    await undoUpload(photos);
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
  return Object.fromEntries(
    Object.entries(data).filter(([field, value]) => value !== undefined && !isDeepStrictEqual(value, product[field as keyof Product])),
  ) as Partial<T>;
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
 * snapshot. Stock is read and written under the product row's lock, so a checkout taking
 * units meanwhile is never overwritten by the seller's older view; sizes the seller does
 * not name keep the units they have then.
 */
export async function updateProduct(sellerId: string, productId: string, input: ProductUpdate): Promise<{ product: Product; changed: boolean }> {
  const product = await ownProduct(sellerId, productId);
  checkStockKeys(input.size ?? product.sizes, input.stock);
  const sizeChart = updatedChart(product, input);
  const sale = saleTerms(product, input, new Date());
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  const current = photosOf(product);
  const photos = await resolvePhotos(sellerId, input, current);
  const changes = {
    ...changedFields(product, {
      title: input.title,
      description: input.description,
      pricePaise: input.price === undefined ? undefined : rupeesToPaise(input.price),
      ...sale,
      sizes: input.size,
      color: input.color,
      categories: input.category,
      hsn: input.hsn,
      countryOfOrigin: input.countryOfOrigin,
      manufacturer: input.manufacturer,
      titleHi: input.titleHi,
      descriptionHi: input.descriptionHi,
    }),
    ...(isDeepStrictEqual(photos.images, current) ? {} : { image: photos.images[0], images: photos.images }),
    ...(sizeChart === undefined || isDeepStrictEqual(sizeChart, product.sizeChart) ? {} : { sizeChart: chartColumn(sizeChart) }),
  };
  // Units a checkout takes meanwhile make no difference here: an edit found to change nothing writes nothing.
  const stockChanged =
    (input.stock !== undefined || input.size !== undefined) &&
    !isDeepStrictEqual(nextStock(input.size ?? product.sizes, parseStock(product.stock), input.stock), parseStock(product.stock));
  if (Object.keys(changes).length === 0 && !stockChanged) return { product, changed: false };
  try {
    const updated = await prisma.$transaction(async (tx) => {
      const stock = input.stock !== undefined || input.size !== undefined ? await lockedNextStock(tx, product.id, input) : undefined;
      return tx.product.update({ where: { id: product.id }, data: { ...changes, ...(stock === undefined ? {} : { stock: stockColumn(stock) }) } });
    });
    return { product: updated, changed: true };
  } catch (error) {
    await undoUpload(photos);
    throw error;
  }
}

async function lockedNextStock(tx: Tx, productId: string, input: ProductUpdate): Promise<Stock> {
  const [row] = await tx.$queryRaw<{ sizes: string[]; stock: unknown }[]>`SELECT "sizes", "stock" FROM "Product" WHERE "id" = ${productId} FOR NO KEY UPDATE`;
  if (!row) throw notFound("No such product.");
  return nextStock(input.size ?? row.sizes, parseStock(row.stock), input.stock);
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
