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

/** The order a complaint is about, as an officer's mail names it. */
export interface ComplaintAbout {
  ticket: string;
  orderNumber: string;
  /** The seller of record whose officer this copy is for, or null: the shop's officer. */
  sellerName: string | null;
  name: string;
  email: string;
  text: string;
}

/**
 * To a grievance officer, about a complaint on a marketplace seller's order (Consumer
 * Protection (E-Commerce) Rules 2020, rules 5(3) and 6): the seller's officer and the shop's
 * get the same ticket, with who complained and what they wrote, so either can answer quoting it.
 */
export function grievanceOfficerMail(to: string, about: ComplaintAbout): Mail {
  const subject = `Complaint ${about.ticket} about order ${about.orderNumber}`;
  const whose = about.sellerName
    ? `It is about your lines of order ${about.orderNumber}, which ${shopName()} sold for you as a marketplace; its own grievance officer has the same ticket.`
    : `It is about order ${about.orderNumber}, with lines sold by a marketplace seller; their grievance officer has the same ticket.`;
  const said = `${shopName()} received complaint ${about.ticket} to its grievance officer. ${whose} Acknowledge it within ${ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within ${RESOLVE_WITHIN_DAYS} days, quoting the ticket.`;
  const from = `From: ${about.name} <${about.email}>`;
  return {
    to,
    subject,
    text: mailText(subject, `${said}\n\n${from}\n\n${about.text}`, "a complaint to its grievance officer"),
    html: mailHtml(
      subject,
      html`<p style="margin:0 0 12px">${said}</p><p style="margin:0 0 12px">${from}</p><p style="margin:0;white-space:pre-wrap">${about.text}</p>`,
      "a complaint to its grievance officer",
    ),
  };
}
