import { requireCaller } from "@/lib/auth/guard";
import { deletePhoto } from "@/lib/flows/product-photos";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { imageDeleteSchema } from "@/lib/validation/images";

export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const { publicId } = await readJson(request, imageDeleteSchema);
  return json(await deletePhoto(caller.id, publicId));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
