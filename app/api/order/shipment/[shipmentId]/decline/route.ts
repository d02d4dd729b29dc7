import { methodNotAllowed, preflight } from "@/lib/http";
import { shopperParcelAnswer } from "../shopper-answer";

/** After a failed delivery attempt, the order's shopper says they no longer want the parcel: it goes back to the seller. */
export const POST = shopperParcelAnswer("decline");
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
