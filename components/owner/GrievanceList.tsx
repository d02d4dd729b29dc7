"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { orderDate } from "@/components/orders/orderDate";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";

export interface GrievanceRow {
  id: string;
  ticket: string;
  name: string;
  email: string;
  orderNumber: string | null;
  text: string;
  createdAt: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  /** "5 h left", "2 days overdue" (lib/legal/deadlines.ts). */
  acknowledgeLeft: string;
  resolveLeft: string;
  acknowledgeOverdue: boolean;
  resolveOverdue: boolean;
}

function Deadline({ label, done, left, overdue }: { label: string; done: string | null; left: string; overdue: boolean }) {
  if (done) return <span className="text-emerald-800">{`${label}: done ${orderDate(done)}`}</span>;
  return <span className={overdue ? "font-semibold text-red-700" : "text-stone-700"}>{`${label}: ${left}${overdue ? " (overdue)" : ""}`}</span>;
}

/** The owner's complaints: open ones first, with the time left to acknowledge (48 hours) and to resolve (a month), overdue ones in red. */
export function GrievanceList({ grievances }: { grievances: GrievanceRow[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function mark(id: string, step: "acknowledged" | "resolved") {
    setBusy(id);
    setFailure(null);
    try {
      await api(`/api/grievance/${id}`, { method: "PUT", body: { step } });
      router.refresh();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setBusy(null);
    }
  }

  if (grievances.length === 0) return <p className="text-stone-600">No complaints yet.</p>;
  return (
    <div className="space-y-3">
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <ul className="space-y-3">
        {grievances.map((g) => (
          <li key={g.id} className="rounded-lg border border-stone-200 bg-white p-4" data-overdue={g.acknowledgeOverdue || g.resolveOverdue || undefined}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">
                {g.ticket} <span className="font-normal text-stone-600">· {orderDate(g.createdAt)}</span>
              </p>
              <p className="flex flex-wrap gap-x-4 text-sm">
                <Deadline label="Acknowledge" done={g.acknowledgedAt ?? g.resolvedAt} left={g.acknowledgeLeft} overdue={g.acknowledgeOverdue} />
                <Deadline label="Resolve" done={g.resolvedAt} left={g.resolveLeft} overdue={g.resolveOverdue} />
              </p>
            </div>
            <p className="mt-1 break-all text-sm text-stone-600">
              {g.name} · {g.email}
              {g.orderNumber ? ` · order ${g.orderNumber}` : ""}
            </p>
            <p className="mt-2 whitespace-pre-line">{g.text}</p>
            {!g.resolvedAt && (
              <div className="mt-3 flex gap-2">
                {!g.acknowledgedAt && (
                  <Button size="sm" variant="secondary" onClick={() => void mark(g.id, "acknowledged")} disabled={busy !== null}>
                    Mark acknowledged
                  </Button>
                )}
                <Button size="sm" onClick={() => void mark(g.id, "resolved")} disabled={busy !== null}>
                  Mark resolved
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
