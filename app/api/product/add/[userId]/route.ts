import { requireSellerSelf } from "@/lib/auth/guard";
import { toProductJson } from "@/lib/api-json/product";
import { listProduct } from "@/lib/flows/manage-product";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { MAX_PRODUCT_BODY_BYTES, productInputSchema } from "@/lib/validation/products";

export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const seller = await requireSellerSelf(request, userId);
  const input = await readJson(request, productInputSchema, MAX_PRODUCT_BODY_BYTES);
  return json(toProductJson(await listProduct(seller.id, input)), 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
