import { shopName, siteUrl } from "../config.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "./deadlines.ts";

/**
 * To the address a complaint gave: its ticket and what happens next. The address was typed
 * into a public form and nobody proved it, so the mail holds nothing the complainant typed,
 * only the ticket and the shop's own words, and its subject is fixed but for the ticket.
 */
export function grievanceReceivedMail(email: string, ticket: string): Mail {
  const subject = `Your complaint ${ticket} is received`;
  const said = `${shopName()} has received your complaint to its grievance officer. Its ticket number is ${ticket}: quote it whenever you write about it. We acknowledge it within ${ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within ${RESOLVE_WITHIN_DAYS} days.`;
  const ignore = `If you did not send a complaint at ${siteUrl()}, ignore this mail.`;
  return {
    to: email,
    subject,
    text: mailText(subject, `${said}\n\n${ignore}`, "your complaint"),
    html: mailHtml(subject, html`<p style="margin:0 0 12px">${said}</p><p style="margin:0;color:#57534e">${ignore}</p>`, "your complaint"),
  };
}
