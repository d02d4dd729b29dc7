import { productJson } from "@/lib/api-json/product";
import { cachedProduct, cachedSimilarProducts } from "@/lib/catalog/cache";
import { notFound } from "@/lib/errors";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { idSchema } from "@/lib/validation/common";

type Params = { id: string };

/** Anyone: the products a product's page offers as similar (same categories, near in price), from the cache its page reads. */
export const GET = route<Params>(async (_request, { id }) => {
  const product = await cachedProduct(parseInput(idSchema, id, "id"));
  if (!product) throw notFound("No such product.");
  return json((await cachedSimilarProducts(product)).map(productJson));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
