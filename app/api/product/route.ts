import { productJson } from "@/lib/api-json/product";
import { cachedProductPage } from "@/lib/catalog/cache";
import { json, methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { productQueryParams, productQuerySchema } from "@/lib/validation/products";

export const GET = route(async (request) => {
  const filter = readQuery(request, productQuerySchema, productQueryParams);
  // Public catalog data from Next's data cache, expired when a seller changes a product.
  return json((await cachedProductPage(filter)).products.map(productJson));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
