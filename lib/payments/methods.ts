import { AppError, badRequest } from "../errors.ts";
import type { PaymentMethod, PaymentStatus } from "../generated/prisma/client.ts";
import { formatRupees } from "../money.ts";
import type { PaymentSettings } from "../shop/payment-settings.ts";
import { PAYMENT_METHOD_LABEL } from "../shared/payment-status.ts";

// The ways to pay, each a handler (as Medusa's payment providers and Vendure's payment method
// handlers): whether the shop has set it up, what it adds to an order, when an order cannot
// use it, and how its payment starts. A method without a handler here is never offered.

export interface PaymentStart {
  status: PaymentStatus;
  /** An unpaid prepaid order is cancelled at this time. */
  expiresAt: Date | null;
  /** The UPI ID and payee the order is asked to pay. */
  payeeVpa: string | null;
  payeeName: string | null;
}

interface MethodHandler {
  setUp(settings: PaymentSettings): boolean;
  /** What paying this way adds to the order (written on the order as placed). */
  feePaise(settings: PaymentSettings): number;
  /** Why an order of this total (items after discount) cannot be paid this way, or null. */
  unavailable(settings: PaymentSettings, totalPaise: number): string | null;
  start(settings: PaymentSettings, placedAt: Date): PaymentStart;
}

const cod: MethodHandler = {
  setUp: () => true,
  feePaise: (s) => s.codFeePaise,
  unavailable(s, totalPaise) {
    if (!s.codEnabled) return "This shop does not take cash on delivery.";
    if (s.codMaxPaise !== null && totalPaise > s.codMaxPaise)
      return `Cash on delivery is for orders up to ${formatRupees(s.codMaxPaise)}; this one is ${formatRupees(totalPaise)}.`;
    return null;
  },
  start: () => ({ status: "cod", expiresAt: null, payeeVpa: null, payeeName: null }),
};

const upi: MethodHandler = {
  setUp: (s) => s.upi !== null,
  feePaise: () => 0,
  unavailable: () => null,
  start: (s, placedAt) => ({
    status: "pending",
    expiresAt: new Date(placedAt.getTime() + s.paymentWindowMinutes * 60_000),
    payeeVpa: s.upi!.vpa,
    payeeName: s.upi!.payeeName,
  }),
};

/** Razorpay: set up by its keys; Checkout on the order page pays the Razorpay order made after placing (lib/payments/razorpay.ts). */
const razorpay: MethodHandler = {
  setUp: (s) => s.razorpay,
  feePaise: () => 0,
  unavailable: () => null,
  start: (s, placedAt) => ({
    status: "pending",
    expiresAt: new Date(placedAt.getTime() + s.paymentWindowMinutes * 60_000),
    payeeVpa: null,
    payeeName: null,
  }),
};

const HANDLERS: Partial<Record<PaymentMethod, MethodHandler>> = { cod, upi, razorpay };

export interface MethodOffer {
  method: PaymentMethod;
  label: string;
  feePaise: number;
  /** Why this order cannot be paid this way (shown beside the choice), or null. */
  unavailable: string | null;
}

/** The methods the shop has set up, with what each adds and whether an order of this total can use it: the checkout's choices. */
export function offeredMethods(settings: PaymentSettings, totalPaise: number): MethodOffer[] {
  return (Object.entries(HANDLERS) as [PaymentMethod, MethodHandler][]).flatMap(([method, handler]) =>
    handler.setUp(settings)
      ? [{ method, label: PAYMENT_METHOD_LABEL[method], feePaise: handler.feePaise(settings), unavailable: handler.unavailable(settings, totalPaise) }]
      : [],
  );
}

/**
 * How an order of this total starts to be paid `method`'s way: its fee and its payment row.
 * A method the shop has not set up is 400; cash on delivery switched off or past its limit is
 * 409 `cod_unavailable`, saying why.
 */
export function startPayment(method: PaymentMethod, settings: PaymentSettings, totalPaise: number, placedAt: Date): PaymentStart & { feePaise: number } {
  const handler = HANDLERS[method];
  if (!handler?.setUp(settings)) {
    throw badRequest(`This shop does not take ${PAYMENT_METHOD_LABEL[method]}.`, { paymentMethod: [`not offered by this shop`] });
  }
  const why = handler.unavailable(settings, totalPaise);
  if (why) throw new AppError(409, `${method}_unavailable`, why, { paymentMethod: [why] });
  return { ...handler.start(settings, placedAt), feePaise: handler.feePaise(settings) };
}
