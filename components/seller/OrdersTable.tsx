"use client";

import { useRouter } from "next/navigation";
import { startTransition, useOptimistic, useState } from "react";
import { Banner } from "@/components/ui/Banner";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { formatRupeeAmount } from "@/lib/money";
import type { SellerOrderLineJson } from "@/lib/orders/json";
import { PAYMENT_METHOD_LABEL } from "@/lib/orders/payment";
import { api, toApiError } from "@/lib/stores/api";
import type { OrderStatusChange } from "@/lib/validation/orders";
import { CheckIcon, CrossIcon, TruckIcon } from "./icons";
import { sellerStatusLabel, StatusBadge } from "./StatusBadge";

const ACTIONS: Record<OrderStatusChange, { label: string; Icon: typeof CheckIcon; className: string }> = {
  Accepted: { label: "Accept", Icon: CheckIcon, className: "border-emerald-600 text-emerald-700 hover:bg-emerald-50" },
  Cancelled: { label: "Cancel", Icon: CrossIcon, className: "border-red-600 text-red-700 hover:bg-red-50" },
  Delivered: { label: "Mark delivered", Icon: TruckIcon, className: "border-sky-700 text-sky-800 hover:bg-sky-50" },
};

type Line = SellerOrderLineJson & { pending?: boolean };

interface OrdersTableProps {
  lines: SellerOrderLineJson[];
  /**
   * The server's status moves (lib/orders STATUS_TRANSITIONS), passed in so the buttons
   * follow the very rule the server enforces: accept or cancel a new line, deliver an
   * accepted one; cancelled and delivered lines are final.
   */
  transitions: Record<OrderStatus, readonly OrderStatus[]>;
}

const HEADINGS = ["S.No", "OrderId", "Item Name", "Quantity", "Item Price", "Total", "Change Status", "Status", "Deliver to"];

/**
 * When the line was ordered, in India's time. Date and time may take two lines: on one
 * they widened the OrderId column enough to push the table past a 1280 px screen.
 */
function OrderedAt({ iso }: { iso: string }) {
  const at = new Date(iso);
  return (
    <span className="mt-1 block font-sans text-stone-500">
      <span className="whitespace-nowrap">{at.toLocaleDateString("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" })},</span>{" "}
      <span className="whitespace-nowrap">{at.toLocaleTimeString("en-IN", { timeStyle: "short", timeZone: "Asia/Kolkata" })}</span>
    </span>
  );
}

/** A table cell that, as a card field below lg, shows its column heading above its value. */
function Cell({ label, className = "", children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <td
      role="cell"
      data-label={label}
      className={`px-2 py-3 align-top max-lg:block max-lg:p-0 max-lg:before:mb-0.5 max-lg:before:block max-lg:before:font-sans max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:uppercase max-lg:before:tracking-wide max-lg:before:text-stone-500 max-lg:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}

/**
 * The orders table of spec §2. A status change shows at once (optimistic) and falls back
 * to the server's state if the server refuses it; the reason is shown above the table.
 */
export function OrdersTable({ lines: serverLines, transitions }: OrdersTableProps) {
  const router = useRouter();
  const [lines, setLines] = useState<Line[]>(serverLines);
  // A refresh after a refusal brings new server lines; they replace the local copy.
  const [seen, setSeen] = useState(serverLines);
  if (seen !== serverLines) {
    setSeen(serverLines);
    setLines(serverLines);
  }
  const [shown, showChange] = useOptimistic(lines, (current, change: { id: string; status: OrderStatus }) =>
    current.map((line) => (line._id === change.id ? { ...line, status: change.status, pending: true } : line)),
  );
  const [error, setError] = useState<string | null>(null);

  function change(line: Line, status: OrderStatusChange) {
    setError(null);
    startTransition(async () => {
      showChange({ id: line._id, status });
      try {
        const saved = await api<SellerOrderLineJson>(`/api/order/update/status/${line._id}`, { method: "PUT", body: { status } });
        startTransition(() => setLines((current) => current.map((l) => (l._id === saved._id ? { ...l, status: saved.status } : l))));
      } catch (failure) {
        const reason = toApiError(failure).message;
        startTransition(() => setError(`“${line.productId.title}” could not be marked ${status}: ${reason}`));
        router.refresh();
      }
    });
  }

  if (shown.length === 0) return <p className="rounded border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">No orders yet.</p>;

  return (
    <div className="space-y-3">
      {error && (
        <Banner tone="error" onClose={() => setError(null)}>
          {error}
        </Banner>
      )}
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        {/* Explicit roles: below lg the rows are restyled as cards, and some browsers drop table semantics once display changes. */}
        <table role="table" className="w-full text-left text-sm max-lg:block">
          <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-600 max-lg:sr-only">
            <tr role="row">
              {HEADINGS.map((heading) => (
                <th key={heading} role="columnheader" scope="col" className="px-2 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-stone-200 max-lg:block">
            {shown.map((line, index) => (
              <tr key={line._id} role="row" data-line-id={line._id} aria-busy={line.pending || undefined} className="max-lg:grid max-lg:grid-cols-3 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4">
                <Cell label="S.No">{index + 1}</Cell>
                <Cell label="OrderId" className="font-mono text-xs break-all max-lg:col-span-2 lg:w-32">
                  {line.orderId}
                  <OrderedAt iso={line.createdAt} />
                </Cell>
                {/* wrap-anywhere: a long unbroken word in a title or address breaks instead of widening the table. */}
                <Cell label="Item Name" className="wrap-anywhere max-lg:col-span-3 lg:min-w-36">
                  <span className="font-medium">{line.productId.title}</span>
                  {line.size && <span className="block text-stone-600">Size: {line.size}</span>}
                </Cell>
                <Cell label="Quantity">{line.quantity}</Cell>
                <Cell label="Item Price">{formatRupeeAmount(line.price)}</Cell>
                <Cell label="Total" className="font-medium">
                  {formatRupeeAmount(line.total)}
                  <span className="block text-xs font-normal text-stone-500">{PAYMENT_METHOD_LABEL[line.paymentMethod]}</span>
                </Cell>
                <Cell label="Change Status" className="max-lg:col-span-2">
                  <div className="flex gap-2">
                    {transitions[line.status].map((status) => {
                      if (status === "Ordered") return null;
                      const { label, Icon, className } = ACTIONS[status];
                      return (
                        <button
                          key={status}
                          type="button"
                          aria-label={label}
                          title={label}
                          disabled={line.pending}
                          onClick={() => change(line, status)}
                          className={`inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 disabled:opacity-50 ${className}`}
                        >
                          <Icon />
                          {/* May wrap to two lines, like the date, rather than widen a tight table. */}
                          {status === "Delivered" && <span className="text-left text-xs font-semibold leading-tight">{label}</span>}
                        </button>
                      );
                    })}
                    {transitions[line.status].length === 0 && <span className="text-stone-400">—</span>}
                  </div>
                </Cell>
                <Cell label="Status">
                  <StatusBadge status={line.status} label={sellerStatusLabel(line)} />
                </Cell>
                <Cell label="Deliver to" className="wrap-anywhere text-stone-700 max-lg:col-span-3 lg:min-w-40">
                  <span className="font-medium text-ink">{line.address.name}</span>
                  <span className="block">{line.address.mobile}</span>
                  <span className="block">{line.address.address}</span>
                  <span className="block">PIN {line.address.pin}</span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
