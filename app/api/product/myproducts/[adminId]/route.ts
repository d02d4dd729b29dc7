import { requireSellerSelf } from "@/lib/auth/guard";
import { listSellerProducts } from "@/lib/catalog/manage";
import { toProductJson } from "@/lib/api-json/product";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

export const GET = route<{ adminId: string }>(async (request, { adminId }) => {
  const seller = await requireSellerSelf(request, adminId);
  return json((await listSellerProducts(seller.id)).map(toProductJson));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
