import { assertSellerAccount } from "../auth/roles.ts";
import { createProduct } from "../catalog/manage.ts";
import type { Product } from "../generated/prisma/client.ts";
import { assertMayList } from "../seller/can-sell.ts";
import type { ProductInput } from "../validation/products.ts";

// A seller adds a product (POST /api/product/add/{userId}): in a marketplace only a seller
// whose business the owner approved may list (lib/seller/can-sell.ts, 409
// seller_business_incomplete); then the catalog writes it (lib/catalog/manage.ts).

export async function addProduct(sellerId: string, input: ProductInput): Promise<Product> {
  await assertSellerAccount(sellerId);
  await assertMayList(sellerId);
  return createProduct(sellerId, input);
}
