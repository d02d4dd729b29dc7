// Pure, for the browser too: the order page, the link's page and the console say the deadline
// in the words of the mail (lib/orders/cod-mail.ts).

/** When a confirmation is due, as a shopper in India reads it: "3:45 pm, Sun, 29 Nov". */
export function deadlineText(when: Date | string): string {
  const by = new Date(when);
  const time = by.toLocaleTimeString("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
  const day = by.toLocaleDateString("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" });
  return `${time}, ${day}`;
}

/** What the shopper is asked, in the mail and on the pages alike (`deadline` as deadlineText says it). */
export function askText(deadline: string): string {
  return `Please confirm that you still want this cash-on-delivery order, by ${deadline}: the seller sends it once you do. Unconfirmed by then, it is cancelled.`;
}
