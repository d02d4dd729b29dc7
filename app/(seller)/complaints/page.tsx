import type { Metadata } from "next";
import { GrievanceList } from "@/components/owner/GrievanceList";
import { timeLeft } from "@/lib/legal/deadlines";
import { grievanceJson, grievances } from "@/lib/legal/grievances";
import { requireOwnerPage } from "@/lib/seller/owner-page";

export const metadata: Metadata = { title: "Complaints" };

/** COMPLAINTS (the owner): what came through /grievance, with the time left to acknowledge (48 hours) and resolve (a month). */
export default async function ComplaintsPage() {
  await requireOwnerPage();
  const now = new Date();
  const list = await grievances(now);
  const overdue = list.filter((g) => g.acknowledgeOverdue || g.resolveOverdue).length;
  return (
    <main className="max-w-4xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Complaints</h1>
        <p className="mt-1 text-sm text-stone-600">
          Acknowledge each complaint within 48 hours and resolve it within a month.{" "}
          {overdue > 0 && <strong className="text-red-700">{overdue === 1 ? "1 complaint is overdue." : `${overdue} complaints are overdue.`}</strong>}
        </p>
      </div>
      <GrievanceList
        grievances={list.map((g) => ({ ...grievanceJson(g), acknowledgeLeft: timeLeft(g.acknowledgeBy, now), resolveLeft: timeLeft(g.resolveBy, now) }))}
      />
    </main>
  );
}
