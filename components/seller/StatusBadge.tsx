import type { LineStatusText } from "@/lib/validation/status-text";

const tones: Record<LineStatusText, string> = {
  Ordered: "bg-amber-100 text-amber-900",
  Accepted: "bg-sky-100 text-sky-900",
  Shipped: "bg-violet-100 text-violet-900",
  Cancelled: "bg-red-100 text-red-900",
  Delivered: "bg-emerald-100 text-emerald-900",
  "Returned to origin": "bg-stone-200 text-stone-900",
};

/** An order line's status (as its JSON writes it) as a coloured pill; the words carry the meaning (`label` says more, e.g. who cancelled). */
export function StatusBadge({ status, label = status }: { status: LineStatusText; label?: string }) {
  return <span className={`inline-block rounded-xl px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>{label}</span>;
}

/** What the seller reads: a line the shopper cancelled says so. */
export function sellerStatusLabel(line: { status: LineStatusText; cancelledBy: "shopper" | "seller" | "system" | null }): string {
  if (line.cancelledBy === "system") return "Cancelled: not paid";
  return line.cancelledBy === "shopper" ? "Cancelled by shopper" : line.status;
}
