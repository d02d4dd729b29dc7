import { notFound } from "@/lib/errors";
import { preflight, route } from "@/lib/http";

// Unknown /api paths answer in the API's error shape rather than with the HTML 404 page.
const unknown = route<{ path: string[] }>(async () => {
  throw notFound("No such API call.");
});

export { unknown as GET, unknown as POST, unknown as PUT, unknown as DELETE, unknown as PATCH };
export const OPTIONS = preflight;
