import { requireSellerCaller } from "@/lib/auth/guard";
import { uploadPhoto } from "@/lib/flows/product-photos";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { imageUploadSchema } from "@/lib/validation/images";
import { MAX_PRODUCT_BODY_BYTES } from "@/lib/validation/products";

export const POST = route(async (request) => {
  const seller = await requireSellerCaller(request);
  const { data } = await readJson(request, imageUploadSchema, MAX_PRODUCT_BODY_BYTES);
  const image = await uploadPhoto(seller.id, data);
  return json({ publicId: image.publicId, url: image.url }, 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
