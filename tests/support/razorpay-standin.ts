import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the part of Razorpay's REST API the shop uses (razorpay.com/docs/api:
// Orders, Payments, Refunds), run inside the test process on a loopback port so tests exercise
// the shop's real client, the official `razorpay` SDK, over real HTTP: basic auth with the key
// id and secret, JSON bodies, Razorpay's error shape `{error: {code, description, field}}`.
// It also plays the shopper's side of Checkout (`pay`: a captured payment and the signature
// Checkout hands back) and Razorpay's webhooks (`webhook`: a body signed with the webhook
// secret), so that signature checks are tested against what Razorpay itself would send.
// For the browser it serves a stand-in of Checkout's script (`/v1/checkout.js`, below), which
// pays through `/standin/checkout/pay` as the shopper's click in Razorpay's own window would.

export interface StandInKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Keys for a shop server that talks to a stand-in (the API and browser suites). */
export const STANDIN_KEYS: StandInKeys = { keyId: "rzp_test_StandIn0000001", keySecret: "standin_key_secret", webhookSecret: "standin_webhook_secret" };

interface RzpOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

interface RzpPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed" | "refunded";
  order_id: string;
  method: "upi";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  created_at: number;
}

interface RzpRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  speed_processed: string;
  created_at: number;
}

export interface RazorpayStandIn {
  /** The base to give as RAZORPAY_API_BASE. */
  url: string;
  orders: Map<string, RzpOrder>;
  payments: Map<string, RzpPayment>;
  refunds: Map<string, RzpRefund>;
  /** Every request the shop made, as `METHOD /path`. */
  requests: string[];
  /** While true, creating a refund answers 503 as an unreachable Razorpay would (the shop must try again later). */
  refundsDown: boolean;
  /** While true, a new refund is accepted but left `pending`, as Razorpay does until the bank confirms it. */
  refundsPending: boolean;
  /**
   * The shopper pays an order in Checkout: a captured payment, and what Checkout hands the
   * page. `authorized` leaves it authorized, as Razorpay does for an account with automatic
   * capture off, until the shop captures it (POST /v1/payments/{id}/capture); `amount` pays
   * another amount than the order's (a Razorpay order that accepts partial payments).
   */
  pay(orderId: string, how?: { authorized?: boolean; amount?: number }): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A webhook as Razorpay sends it: the raw body and its headers, signed with the webhook secret. */
  webhook(event: string, entities: Record<string, unknown>, eventId?: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const ID_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Razorpay's ids: a prefix, "_" and 14 letters and digits (order_N4kJ2hQ6bXyZ9a). */
const newId = (prefix: string) => `${prefix}_${Array.from(crypto.randomBytes(14), (byte) => ID_CHARACTERS[byte % ID_CHARACTERS.length]).join("")}`;
const hmac = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text).digest("hex");

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

/**
 * Checkout's documented contract (razorpay.com/docs/payments/payment-gateway/web-integration/standard):
 * `new Razorpay(options).open()` shows the payment window for `options.order_id`; once paid,
 * `options.handler({razorpay_payment_id, razorpay_order_id, razorpay_signature})` is called;
 * closing it calls `options.modal.ondismiss`. Here the window is a dialog in the page whose
 * "Pay" button asks the stand-in to capture the payment.
 */
const CHECKOUT_SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.on = function () {};
  Razorpay.prototype.open = function () {
    const options = this.options;
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-label", "Razorpay Checkout (stand-in)");
    dialog.style.cssText = "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)";
    const box = document.createElement("div");
    box.style.cssText = "background:#fff;color:#111;border-radius:8px;padding:24px;width:min(320px,90vw);font:16px system-ui,sans-serif";
    const title = document.createElement("p");
    title.textContent = (options.name || "") + ": pay \u20b9" + (options.amount / 100).toFixed(2);
    const pay = document.createElement("button");
    pay.textContent = "Pay";
    pay.style.cssText = "margin-top:16px;width:100%;padding:10px;background:#2b83ea;color:#fff;border:0;border-radius:4px;font-size:16px";
    const close = document.createElement("button");
    close.textContent = "Close";
    close.style.cssText = "margin-top:8px;width:100%;padding:8px;background:none;border:1px solid #999;border-radius:4px";
    pay.onclick = async () => {
      pay.disabled = true;
      const answer = await fetch(origin + "/standin/checkout/pay", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key: options.key, order_id: options.order_id }) });
      const paid = await answer.json();
      dialog.remove();
      options.handler(paid);
    };
    close.onclick = () => { dialog.remove(); if (options.modal && options.modal.ondismiss) options.modal.ondismiss(); };
    box.append(title, pay, close);
    dialog.append(box);
    document.body.append(dialog);
  };
  window.Razorpay = Razorpay;
})();`;

export async function startRazorpayStandIn(keys: StandInKeys, port = 0): Promise<RazorpayStandIn> {
  const orders = new Map<string, RzpOrder>();
  const payments = new Map<string, RzpPayment>();
  const refunds = new Map<string, RzpRefund>();
  const requests: string[] = [];
  const state = { refundsDown: false, refundsPending: false };

  function authorize(request: http.IncomingMessage): void {
    const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
    if (request.headers.authorization !== expected) throw new ApiError(401, "Authentication failed");
  }

  function createOrder(body: Record<string, unknown>): RzpOrder {
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount)) throw new ApiError(400, "The amount must be an integer.", "amount");
    if (amount < 100) throw new ApiError(400, "The amount must be atleast INR 1.00", "amount");
    if (body.currency !== "INR") throw new ApiError(400, "The currency must be INR.", "currency");
    if (body.receipt !== undefined && (typeof body.receipt !== "string" || body.receipt.length > 40))
      throw new ApiError(400, "The receipt may not be greater than 40 characters.", "receipt");
    const order: RzpOrder = {
      id: newId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      receipt: (body.receipt as string | undefined) ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      created_at: now(),
    };
    orders.set(order.id, order);
    return order;
  }

  function refund(paymentId: string, body: Record<string, unknown>): RzpRefund {
    if (state.refundsDown) throw new ApiError(503, "The server is temporarily unavailable.");
    const payment = payments.get(paymentId);
    if (!payment) throw new ApiError(400, "The id provided does not exist", "id");
    const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) throw new ApiError(400, "The amount must be atleast INR 1.00", "amount");
    if (payment.amount_refunded + amount > payment.amount) throw new ApiError(400, "The refund amount provided is greater than amount captured", "amount");
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    const made: RzpRefund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: (body.receipt as string | undefined) ?? null,
      status: state.refundsPending ? "pending" : "processed",
      speed_requested: (body.speed as string | undefined) ?? "normal",
      speed_processed: "normal",
      created_at: now(),
    };
    refunds.set(made.id, made);
    return made;
  }

  /** Razorpay's capture (razorpay.com/docs/api/payments/capture): an authorized payment, for exactly its amount, in its currency. */
  function capture(paymentId: string, body: Record<string, unknown>): RzpPayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new ApiError(400, "The id provided does not exist", "id");
    if (payment.status !== "authorized") throw new ApiError(400, "This payment has already been captured", "id");
    if (body.amount !== payment.amount) throw new ApiError(400, "Capture amount must be equal to the amount authorized", "amount");
    if (body.currency !== payment.currency) throw new ApiError(400, "The currency should be same as the payment currency", "currency");
    Object.assign(payment, { status: "captured", captured: true });
    return payment;
  }

  function route(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): unknown {
    const parts = path.split("/").filter(Boolean);
    if (parts[0] !== "v1") throw new ApiError(400, "The requested URL was not found on the server.");
    const [, resource, id, action] = parts;
    if (resource === "orders" && method === "POST" && !id) return createOrder(body);
    if (resource === "orders" && method === "GET" && !id) {
      const items = [...orders.values()].filter((o) => !query.has("receipt") || o.receipt === query.get("receipt")).reverse();
      return { entity: "collection", count: items.length, items };
    }
    if (resource === "orders" && method === "GET" && id && !action) {
      const order = orders.get(id);
      if (!order) throw new ApiError(400, "The id provided does not exist", "id");
      return order;
    }
    if (resource === "payments" && method === "GET" && id && !action) {
      const payment = payments.get(id);
      if (!payment) throw new ApiError(400, "The id provided does not exist", "id");
      return payment;
    }
    if (resource === "payments" && method === "POST" && id && action === "refund") return refund(id, body);
    if (resource === "payments" && method === "POST" && id && action === "capture") return capture(id, body);
    if (resource === "payments" && method === "GET" && id && action === "refunds") {
      if (!payments.has(id)) throw new ApiError(400, "The id provided does not exist", "id");
      const items = [...refunds.values()].filter((r) => r.payment_id === id).reverse();
      return { entity: "collection", count: items.length, items };
    }
    if (resource === "refunds" && method === "GET" && id && !action) {
      const made = refunds.get(id);
      if (!made) throw new ApiError(400, "The id provided does not exist", "id");
      return made;
    }
    throw new ApiError(400, "The requested URL was not found on the server.");
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://standin");
      requests.push(`${request.method} ${url.pathname}`);
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (request.method === "GET" && url.pathname === "/v1/checkout.js") {
        response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "access-control-allow-origin": "*" });
        response.end(CHECKOUT_SCRIPT);
        return;
      }
      if (url.pathname === "/standin/checkout/pay") {
        const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" };
        if (request.method === "OPTIONS") {
          response.writeHead(204, cors);
          response.end();
          return;
        }
        const { key, order_id: orderId } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { key?: string; order_id?: string };
        const known = key === keys.keyId && orderId !== undefined && orders.has(orderId);
        response.writeHead(known ? 200 : 400, { "content-type": "application/json", ...cors });
        response.end(JSON.stringify(known ? standIn.pay(orderId) : { error: { code: "BAD_REQUEST_ERROR", description: "No such order for this key." } }));
        return;
      }
      try {
        authorize(request);
        const text = Buffer.concat(chunks).toString("utf8");
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        answer(200, route(request.method ?? "GET", url.pathname, url.searchParams, body));
      } catch (error) {
        if (error instanceof ApiError) {
          answer(error.status, {
            error: {
              code: error.status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR",
              description: error.description,
              source: "business",
              step: "payment_initiation",
              reason: "input_validation_failed",
              metadata: {},
              field: error.field,
            },
          });
        } else {
          answer(400, { error: { code: "BAD_REQUEST_ERROR", description: "The request body is not valid JSON." } });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;

  const standIn: RazorpayStandIn = {
    url: `http://127.0.0.1:${listening}`,
    orders,
    payments,
    refunds,
    requests,
    get refundsDown() {
      return state.refundsDown;
    },
    set refundsDown(down: boolean) {
      state.refundsDown = down;
    },
    get refundsPending() {
      return state.refundsPending;
    },
    set refundsPending(pending: boolean) {
      state.refundsPending = pending;
    },
    pay(orderId, how = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId} at the stand-in`);
      const payment: RzpPayment = {
        id: newId("pay"),
        entity: "payment",
        amount: how.amount ?? order.amount,
        currency: order.currency,
        status: how.authorized ? "authorized" : "captured",
        order_id: order.id,
        method: "upi",
        amount_refunded: 0,
        refund_status: null,
        captured: !how.authorized,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      Object.assign(order, { status: "paid", attempts: order.attempts + 1, amount_paid: order.amount, amount_due: 0 });
      return { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: hmac(keys.keySecret, `${order.id}|${payment.id}`) };
    },
    webhook(event, entities, eventId = newId("evt")) {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_StandIn00000001",
        event,
        contains: Object.keys(entities),
        payload: entities,
        created_at: now(),
      });
      return { body, headers: { "content-type": "application/json", "x-razorpay-signature": hmac(keys.webhookSecret, body), "x-razorpay-event-id": eventId } };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return standIn;
}
