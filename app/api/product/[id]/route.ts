import { requireCaller } from "@/lib/auth/guard";
import { deleteProduct, updateProduct } from "@/lib/catalog/manage";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { revalidateCatalog } from "@/lib/catalog/revalidate";
import { notFound } from "@/lib/errors";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { idSchema } from "@/lib/validation/common";
import { MAX_PRODUCT_BODY_BYTES, productUpdateSchema } from "@/lib/validation/products";

type Params = { id: string };

export const GET = route<Params>(async (_request, { id }) => {
  const product = await findProduct(parseInput(idSchema, id, "id"));
  if (!product) throw notFound("No such product.");
  return json(toProductJson(product));
});

/** Only the product's seller; the body's productId and adminId are ignored (the path and the owner decide). */
export const PUT = route<Params>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const productId = parseInput(idSchema, id, "id");
  const input = await readJson(request, productUpdateSchema, MAX_PRODUCT_BODY_BYTES);
  const { product, changed } = await updateProduct(caller.id, productId, input);
  // Nothing changed: every cached page is still right, so none is expired.
  if (changed) await revalidateCatalog(product.id);
  return json(toProductJson(product));
});

export const DELETE = route<Params>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const deleted = await deleteProduct(caller.id, parseInput(idSchema, id, "id"));
  await revalidateCatalog(deleted.deleted);
  return json(deleted);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT, DELETE");
export { otherMethods as POST, otherMethods as PATCH };
