import { requireOwnerCaller } from "@/lib/auth/guard";
import { answerComplaint } from "@/lib/flows/grievances";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { grievanceJson } from "@/lib/legal/grievances";
import { idSchema } from "@/lib/validation/common";
import { grievanceStepSchema } from "@/lib/validation/legal";

/** The owner marks a complaint `acknowledged` or `resolved`: the complaint, as in the list. */
export const PUT = route<{ id: string }>(async (request, params) => {
  const id = parseInput(idSchema, params.id, "id");
  const { step } = await readJson(request, grievanceStepSchema);
  await requireOwnerCaller(request);
  return json(grievanceJson(await answerComplaint(id, step)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
