import { listProducts, toProductJson } from "@/lib/catalog/products";
import { json, preflight, readQuery, route } from "@/lib/http";
import { productQueryParams, productQuerySchema } from "@/lib/validation/products";

export const GET = route(async (request) => {
  const filter = readQuery(request, productQuerySchema, productQueryParams);
  return json((await listProducts(filter)).map(toProductJson));
});
export const OPTIONS = preflight;
