"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useOptimistic, useState } from "react";
import { Banner } from "@/components/ui/Banner";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { formatRupeeAmount } from "@/lib/money";
import type { SellerOrderJson, SellerOrderLineJson } from "@/lib/api-json/orders";
import { deadlineText } from "@/lib/orders/cod-deadline";
import { sellerOrderPath } from "@/lib/shared/order-paths";
import { statusFromText } from "@/lib/validation/status-text";
import { PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL } from "@/lib/shared/payment-status";
import { api, toApiError } from "@/lib/stores/api";
import type { LineState } from "@/components/returns/lineStates";
import { CancelLineButton } from "./CancelLineButton";
import { CheckIcon, TruckIcon } from "./icons";
import { sellerStatusLabel, StatusBadge } from "./StatusBadge";

// Accept and deliver are one click each; cancelling asks first, and for a reason (CancelLineButton).
const ACTIONS = {
  Accepted: { label: "Accept", Icon: CheckIcon, className: "border-emerald-600 text-emerald-700 hover:bg-emerald-50" },
  Delivered: { label: "Mark delivered", Icon: TruckIcon, className: "border-sky-700 text-sky-800 hover:bg-sky-50" },
} as const;

type Line = SellerOrderLineJson & { pending?: boolean };

interface OrdersTableProps {
  orders: SellerOrderJson[];
  /**
   * The server's status moves (lib/orders SELLER_STATUS_MOVES), passed in so the buttons
   * follow the very rule the server enforces: accept or cancel a new line, deliver an
   * accepted one; cancelled and delivered lines are final.
   */
  transitions: Record<OrderStatus, readonly OrderStatus[]>;
  /** The S.No of the first line: a later page goes on counting. */
  firstNumber?: number;
  /** One order's view, whose page already says the order's number, date and address. */
  single?: boolean;
  /** What returns and exchanges made of each line, by its id (components/returns/lineStates.ts). */
  states?: Record<string, LineState[]>;
}

const HEADINGS = ["S.No", "OrderId", "Item Name", "Quantity", "Item Price", "Total", "Amount", "Change Status", "Status"];

const inIndia = { timeZone: "Asia/Kolkata" } as const;

/**
 * When the order was placed, in India's time. Date and time may take two lines: on one they
 * widen the table past a 1280 px screen.
 */
function PlacedAt({ iso }: { iso: string }) {
  const at = new Date(iso);
  return (
    <span className="text-stone-500">
      <span className="whitespace-nowrap">{at.toLocaleDateString("en-IN", { dateStyle: "medium", ...inIndia })},</span>{" "}
      <span className="whitespace-nowrap">{at.toLocaleTimeString("en-IN", { timeStyle: "short", ...inIndia })}</span>
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

/** The row above an order's lines: its number, when, where to deliver, how it is paid. */
function OrderHeading({ order }: { order: SellerOrderJson }) {
  const { address } = order;
  return (
    <tr role="row" className="bg-stone-50 max-lg:block">
      <th role="rowheader" scope="colgroup" colSpan={HEADINGS.length} className="px-2 py-2 text-left align-top text-sm font-normal max-lg:block max-lg:px-4">
        <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link href={sellerOrderPath(order.number)} className="font-mono font-semibold text-brand underline-offset-2 hover:underline">
            Order {order.number}
          </Link>
          <PlacedAt iso={order.createdAt} />
          <span className="text-stone-600" data-testid="payment-state">
            {PAYMENT_METHOD_LABEL[order.paymentMethod]}
            {order.paymentMethod !== "cod" && ` · ${PAYMENT_STATUS_LABEL[order.paymentStatus]}`}
          </span>
        </span>
        <span className="mt-1 block wrap-anywhere text-stone-700">
          Deliver to <span className="font-medium text-ink">{address.name}</span>, {address.mobile} · {address.address} · PIN {address.pin}
        </span>
        {order.codConfirmation?.status === "pending" && <CodPendingNote by={order.codConfirmation.by} className="mt-1" />}
      </th>
    </tr>
  );
}

/** An order waiting for its shopper's cash-on-delivery confirmation: why its lines cannot be accepted yet, and until when. */
export function CodPendingNote({ by, className = "" }: { by: string; className?: string }) {
  return (
    <span data-testid="cod-pending" className={`block rounded bg-amber-50 px-2 py-1 text-amber-950 ${className}`}>
      <span className="font-semibold">Awaiting the shopper&apos;s confirmation</span> of cash on delivery, until {deadlineText(by)}. Accept it once they
      confirm; unconfirmed, it cancels itself.
    </span>
  );
}

/** A line's status, or what a settled return or exchange made of it, then any request under way. */
function LineStatus({ line, states }: { line: Line; states: LineState[] }) {
  const settled = states.find((state) => state.badge);
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge status={line.status} label={settled?.text ?? sellerStatusLabel(line)} />
      {states
        .filter((state) => state !== settled)
        .map((state) => (
          <span key={state.text} data-testid="line-state" className="text-xs font-medium text-stone-700">
            {state.text}
          </span>
        ))}
    </span>
  );
}

/**
 * The seller's orders (docs/product.md, Seller console), each order's lines under a row naming
 * the order. Accepting and delivering show at once (optimistic) and fall back to the server's
 * state if the server refuses; the reason is shown above the table. A cancellation is
 * confirmed in a dialog, with the reason the shopper will read, and then refreshes the page.
 */
export function OrdersTable({ orders: serverOrders, transitions, firstNumber = 1, single = false, states = {} }: OrdersTableProps) {
  const router = useRouter();
  const [orders, setOrders] = useState(serverOrders);
  // A refresh (after a refusal or a cancellation) brings new server orders; they replace the local copy.
  const [seen, setSeen] = useState(serverOrders);
  if (seen !== serverOrders) {
    setSeen(serverOrders);
    setOrders(serverOrders);
  }
  const [shown, showChange] = useOptimistic(orders, (current, change: { id: string; status: keyof typeof ACTIONS }) =>
    current.map((order) => ({
      ...order,
      items: order.items.map((line): Line => (line._id === change.id ? { ...line, status: change.status, pending: true } : line)),
    })),
  );
  const [error, setError] = useState<string | null>(null);

  function change(line: Line, status: keyof typeof ACTIONS) {
    setError(null);
    startTransition(async () => {
      showChange({ id: line._id, status });
      try {
        const saved = await api<SellerOrderLineJson>(`/api/order/update/status/${line._id}`, { method: "PUT", body: { status } });
        startTransition(() =>
          setOrders((current) =>
            current.map((order) => ({ ...order, items: order.items.map((l) => (l._id === saved._id ? { ...l, status: saved.status } : l)) })),
          ),
        );
        // An order's own page shows what follows from the change (an accepted line's dispatch form) at once.
        if (single) router.refresh();
      } catch (failure) {
        const reason = toApiError(failure).message;
        startTransition(() => setError(`“${line.productId.title}” could not be marked ${status}: ${reason}`));
        router.refresh();
      }
    });
  }

  // Each order's first S.No: the lines are numbered on, order after order.
  const firstNumbers = shown.map((_, i) => firstNumber + shown.slice(0, i).reduce((sum, order) => sum + order.items.length, 0));
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
          {shown.map((order, orderIndex) => (
            <tbody
              key={order.id}
              role="rowgroup"
              aria-label={`Order ${order.number}`}
              className="divide-y divide-stone-200 border-t border-stone-300 max-lg:block"
            >
              {!single && <OrderHeading order={order} />}
              {order.items.map((line: Line, lineIndex) => (
                <tr
                  key={line._id}
                  role="row"
                  data-line-id={line._id}
                  aria-busy={line.pending || undefined}
                  className="max-lg:grid max-lg:grid-cols-3 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4"
                >
                  <Cell label="S.No">{firstNumbers[orderIndex] + lineIndex}</Cell>
                  <Cell label="OrderId" className="font-mono text-xs break-all max-lg:col-span-2 lg:w-28">
                    {order.number}
                  </Cell>
                  {/* wrap-anywhere: a long unbroken word in a title breaks instead of widening the table. */}
                  <Cell label="Item Name" className="wrap-anywhere max-lg:col-span-3 lg:min-w-36">
                    <span className="font-medium">{line.productId.title}</span>
                    {line.size && <span className="block text-stone-600">Size: {line.size}</span>}
                  </Cell>
                  <Cell label="Quantity">{line.quantity}</Cell>
                  <Cell label="Item Price">{formatRupeeAmount(line.price)}</Cell>
                  <Cell label="Total">{formatRupeeAmount(line.total)}</Cell>
                  <Cell label="Amount" className="font-medium">
                    {formatRupeeAmount(line.amount)}
                    <span className="block text-xs font-normal text-stone-500">after 2% off</span>
                  </Cell>
                  <Cell label="Change Status" className="max-lg:col-span-2">
                    <div className="flex gap-2">
                      {transitions[statusFromText(line.status)!].map((status) => {
                        if (status === "Cancelled") return <CancelLineButton key={status} line={line} orderNumber={order.number} disabled={line.pending} />;
                        if (status !== "Accepted" && status !== "Delivered") return null;
                        const { label, Icon, className } = ACTIONS[status];
                        // The server refuses it too (409 cod_unconfirmed); the row above says why.
                        const waiting = status === "Accepted" && order.codConfirmation?.status === "pending";
                        return (
                          <button
                            key={status}
                            type="button"
                            aria-label={label}
                            title={waiting ? "Waiting for the shopper's confirmation" : label}
                            disabled={line.pending || waiting}
                            onClick={() => change(line, status)}
                            className={`inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 disabled:opacity-50 ${className}`}
                          >
                            <Icon />
                            {/* May wrap to two lines, like the date, rather than widen a tight table. */}
                            {status === "Delivered" && <span className="text-left text-xs font-semibold leading-tight">{label}</span>}
                          </button>
                        );
                      })}
                      {transitions[statusFromText(line.status)!].length === 0 && <span className="text-stone-400">—</span>}
                    </div>
                  </Cell>
                  <Cell label="Status">
                    <LineStatus line={line} states={states[line._id] ?? []} />
                  </Cell>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
