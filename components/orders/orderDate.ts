/** When an order was placed, as a shopper in India reads it, the same on server and browser. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}
