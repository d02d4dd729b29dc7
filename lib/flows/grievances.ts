import { fileGrievance, markGrievance } from "../legal/grievances.ts";
import type { GrievanceInput } from "../validation/legal.ts";

// A complaint to the grievance officer (POST /api/grievance): its ticket, mailed to the address
// given, within the limits; the owner marks it acknowledged or resolved (PUT
// /api/grievance/{id}) against its deadlines (lib/legal/grievances.ts).

export const complain = (input: GrievanceInput, from: string) => fileGrievance(input, from);

export const answerComplaint = (id: string, step: "acknowledged" | "resolved") => markGrievance(id, step);
