import { methodNotAllowed, preflight } from "@/lib/http";
import { shopperParcelAnswer } from "../shopper-answer";

/** After a failed delivery attempt, the order's shopper says they will take the parcel: the courier tries again. */
export const POST = shopperParcelAnswer("retry");
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
