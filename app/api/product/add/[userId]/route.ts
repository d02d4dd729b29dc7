import { requireSellerSelf } from "@/lib/auth/guard";
import { addProduct } from "@/lib/flows/add-product";
import { toProductJson } from "@/lib/api-json/product";
import { revalidateCatalog } from "@/lib/catalog/revalidate";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { MAX_PRODUCT_BODY_BYTES, productInputSchema } from "@/lib/validation/products";

export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const seller = await requireSellerSelf(request, userId);
  const input = await readJson(request, productInputSchema, MAX_PRODUCT_BODY_BYTES);
  const product = await addProduct(seller.id, input);
  await revalidateCatalog(product.id);
  return json(toProductJson(product), 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
