import { deleteProduct, updateProduct } from "../catalog/manage.ts";
import { revalidateCatalog } from "../catalog/revalidate.ts";
import type { Product } from "../generated/prisma/client.ts";
import type { ProductInput, ProductUpdate } from "../validation/products.ts";
import { addProduct } from "./add-product.ts";

// A seller lists, edits or deletes a product (POST /api/product/add/{userId}, PUT and DELETE
// /api/product/{id}): the catalog makes the change (lib/flows/add-product.ts checks who may
// list), then the product's page and every listing, search and sitemap are expired
// (lib/catalog/revalidate.ts). Only the routes call these, in their request, where Next lets
// pages be expired; the demo shop and the tests list through add-product.ts.

export async function listProduct(sellerId: string, input: ProductInput): Promise<Product> {
  const product = await addProduct(sellerId, input);
  await revalidateCatalog(product.id);
  return product;
}

export async function editProduct(sellerId: string, productId: string, input: ProductUpdate): Promise<Product> {
  const { product, changed } = await updateProduct(sellerId, productId, input);
  // Nothing changed: every cached page is still right, so none is expired.
  if (changed) await revalidateCatalog(product.id);
  return product;
}

export async function removeProduct(sellerId: string, productId: string): Promise<{ deleted: string }> {
  const deleted = await deleteProduct(sellerId, productId);
  await revalidateCatalog(deleted.deleted);
  return deleted;
}
