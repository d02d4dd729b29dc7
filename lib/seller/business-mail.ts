import { shopName, siteUrl } from "../config.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";

/** To the seller's verified address, when the owner has approved or declined their business. The owner's note is the seller's to read, not the subject's. */
export function businessDecisionMail(email: string, businessName: string, approved: boolean, note: string | null): Mail {
  const subject = approved ? "Your business is approved: you can sell on the shop" : "Your business needs changes before it can sell";
  const page = `${siteUrl()}/business`;
  const said = approved
    ? `The owner of ${shopName()} approved ${businessName}. Your products are now shown and sold in your business's name.`
    : `The owner of ${shopName()} did not approve ${businessName} yet. Change what the note says on your Business page and save it to ask again.`;
  const noteText = note ? `\n\nThe owner's note: ${note}` : "";
  const body = html`<p style="margin:0 0 12px">${said}</p>
    ${note ? html`<p style="margin:0 0 12px"><strong>The owner's note:</strong> ${note}</p>` : html``}
    <p style="margin:0"><a href="${page}">Open your Business page</a></p>`;
  return { to: email, subject, text: mailText(subject, `${said}${noteText}\n\n${page}`, "your account"), html: mailHtml(subject, body, "your account") };
}
