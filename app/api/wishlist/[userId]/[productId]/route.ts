import { requireSelf } from "@/lib/auth/guard";
import { dropFromWishlist } from "@/lib/flows/keep-wishlist";
import { json, methodNotAllowed, parseInput, preflight, readQuery, route } from "@/lib/http";
import { idSchema } from "@/lib/validation/common";
import { wishlistDeleteQuerySchema } from "@/lib/validation/wishlist";

type Params = { userId: string; productId: string };

/** Takes a product off that user's wishlist: `?size=` that size only, else every size. */
export const DELETE = route<Params>(async (request, { userId, productId }) => {
  const user = await requireSelf(request, parseInput(idSchema, userId, "userId"));
  const { size } = readQuery(request, wishlistDeleteQuerySchema);
  return json(await dropFromWishlist(user.id, parseInput(idSchema, productId, "productId"), size));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PUT, otherMethods as PATCH };
