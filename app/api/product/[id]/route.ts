import { requireCaller } from "@/lib/auth/guard";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { notFound } from "@/lib/errors";
import { editProduct, removeProduct } from "@/lib/flows/manage-product";
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
  return json(toProductJson(await editProduct(caller.id, productId, input)));
});

export const DELETE = route<Params>(async (request, { id }) => {
  const caller = await requireCaller(request);
  return json(await removeProduct(caller.id, parseInput(idSchema, id, "id")));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT, DELETE");
export { otherMethods as POST, otherMethods as PATCH };
