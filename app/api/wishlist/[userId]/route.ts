import { requireSelf } from "@/lib/auth/guard";
import { keepForLater } from "@/lib/flows/keep-wishlist";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { idSchema } from "@/lib/validation/common";
import { wishlistAddSchema } from "@/lib/validation/wishlist";
import { wishlistEntryJson } from "@/lib/api-json/wishlist";
import { wishlistOf } from "@/lib/wishlist/wishlist";

type Params = { userId: string };

/** That user's wishlist, newest first. */
export const GET = route<Params>(async (request, { userId }) => {
  const user = await requireSelf(request, parseInput(idSchema, userId, "userId"));
  return json((await wishlistOf(user.id)).map(wishlistEntryJson));
});

/** Keeps a product for later (a size of it, or any): 201 the entry; 409 past 200 entries. */
export const POST = route<Params>(async (request, { userId }) => {
  const user = await requireSelf(request, parseInput(idSchema, userId, "userId"));
  const input = await readJson(request, wishlistAddSchema);
  return json(wishlistEntryJson(await keepForLater(user.id, input)), 201);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, POST");
export { otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
