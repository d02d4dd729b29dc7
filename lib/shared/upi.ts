import QRCode from "qrcode";

// UPI without a gateway (docs/architecture.md, Payments): the shopper's UPI app pays the
// shop's own UPI ID from a upi:// link, as a QR code on a computer or an app link on a phone;
// the owner confirms the money against the bank statement.

export interface UpiPayee {
  vpa: string;
  payeeName: string;
}

/** A UPI ID (VPA): a handle, "@", and the bank's or app's name. */
export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/;

/** The UTR a UPI app shows for a payment: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/** Paise as UPI's `am` wants them: rupees with exactly two decimals, from integers (no float). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError("a UPI amount is a positive whole number of paise");
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

// RFC 3986 query-component encoding: encodeURIComponent, then "@" as it is (a query may carry
// it unescaped, and some UPI apps do not decode %40 in `pa`).
const encode = (value: string) => encodeURIComponent(value).replaceAll("%40", "@");

/**
 * The UPI deep link of NPCI's UPI linking specification: payee address and name, the exact
 * amount in rupees, INR, a note, and the order number as the transaction reference (`tr`),
 * which UPI apps carry through to the payee's statement.
 */
export function upiUri(payee: UpiPayee, amountPaise: number, orderNumber: string): string {
  const params: [string, string][] = [
    ["pa", payee.vpa],
    ["pn", payee.payeeName],
    ["am", upiAmount(amountPaise)],
    ["cu", "INR"],
    ["tn", `Order ${orderNumber}`],
    ["tr", orderNumber],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join("&")}`;
}

/** The link as an SVG QR code (error correction M, as payment QR codes use). */
export function upiQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** Where an order's UPI QR code is served (GET /api/order/{orderId}/upi-qr). */
export const upiQrPath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/upi-qr`;
