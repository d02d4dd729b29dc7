import { linkUrl } from "../security/link-token.ts";
import { shopName, siteUrl } from "../config.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";

// The mail an account gets about itself (README.md, Accounts). A verification mail goes to an
// address nobody has proved yet, possibly someone else's: it holds no text the account holder
// chose (no name, no username), so it cannot carry anyone's message to a stranger. Subjects
// never hold anything a user typed.

export const FORGOT_PASSWORD_PATH = "/forgot-password";

const buttonHtml = (href: string, label: string) =>
  html`<p style="margin:16px 0">
    <a href="${href}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a>
  </p>`;

function accountMail(to: string, subject: string, text: string, body: SafeHtml, accountTokenId?: string): Mail {
  return { to, subject, text: mailText(subject, text, "your account"), html: mailHtml(subject, body, "your account"), accountTokenId };
}

/** To an address given at sign-up or in a profile change: the link that proves it. */
export function verificationMail(email: string, linkId: string): Mail {
  const link = linkUrl("verify_email");
  const site = siteUrl();
  const text = `Someone, we hope you, gave this address for an account at ${shopName()} (${site}).

To confirm that it is yours, open this link within 24 hours:

${link}

If it was not you, ignore this mail: the address stays unconfirmed and the shop sends it nothing else.`;
  const body = html`<p style="margin:0 0 12px">Someone, we hope you, gave this address for an account at ${shopName()} (${site}).</p>
    <p style="margin:0 0 12px">To confirm that it is yours, open this link within 24 hours:</p>
    ${buttonHtml(link, "Confirm my e-mail address")}
    <p style="margin:0 0 12px;font-size:13px;color:#57534e;word-break:break-all">${link}</p>
    <p style="margin:0">If it was not you, ignore this mail: the address stays unconfirmed and the shop sends it nothing else.</p>`;
  return accountMail(email, "Confirm your e-mail address", text, body, linkId);
}

/** To a verified address: the link that sets a new password, and the username it is for. */
export function passwordResetMail(email: string, username: string, linkId: string): Mail {
  const link = linkUrl("reset_password");
  const text = `Someone asked to reset the password of your account at ${shopName()}. Your username is ${username}.

To choose a new password, open this link within an hour. It works once:

${link}

If you did not ask, ignore this mail: your password stays as it is.`;
  const body = html`<p style="margin:0 0 12px">
      Someone asked to reset the password of your account at ${shopName()}. Your username is <strong>${username}</strong>.
    </p>
    <p style="margin:0 0 12px">To choose a new password, open this link within an hour. It works once:</p>
    ${buttonHtml(link, "Choose a new password")}
    <p style="margin:0 0 12px;font-size:13px;color:#57534e;word-break:break-all">${link}</p>
    <p style="margin:0">If you did not ask, ignore this mail: your password stays as it is.</p>`;
  return accountMail(email, "Reset your password", text, body, linkId);
}

const notYou = () => `${siteUrl()}${FORGOT_PASSWORD_PATH}`;

/** To the verified address an account is leaving: where its mail will go once the new one is confirmed. */
export function emailChangedMail(oldEmail: string, username: string, newEmail: string): Mail {
  const text = `The e-mail address of your account ${username} at ${shopName()} was changed to ${newEmail}.

Until the new address is confirmed, order mail keeps coming here. If you did not make this change, choose a new password now: ${notYou()}`;
  const body = html`<p style="margin:0 0 12px">
      The e-mail address of your account <strong>${username}</strong> at ${shopName()} was changed to <strong>${newEmail}</strong>.
    </p>
    <p style="margin:0 0 12px">Until the new address is confirmed, order mail keeps coming here.</p>
    <p style="margin:0">If you did not make this change, <a href="${notYou()}">choose a new password now</a>.</p>`;
  return accountMail(oldEmail, "Your e-mail address was changed", text, body);
}

/** To a verified address after a password change or reset: every other session has ended. */
export function passwordChangedMail(email: string, username: string): Mail {
  const text = `The password of your account ${username} at ${shopName()} was changed, and every device that was signed in with the old one was signed out.

If you did not do this, choose a new password now: ${notYou()}`;
  const body = html`<p style="margin:0 0 12px">
      The password of your account <strong>${username}</strong> at ${shopName()} was changed, and every device that was signed in with the old one was signed
      out.
    </p>
    <p style="margin:0">If you did not do this, <a href="${notYou()}">choose a new password now</a>.</p>`;
  return accountMail(email, "Your password was changed", text, body);
}

/** To a verified address, when the owner has decided a request to sell. */
export function sellerDecisionMail(email: string, username: string, approved: boolean): Mail {
  const subject = approved ? "You can now sell on the shop" : "Your request to sell was declined";
  const said = approved
    ? `The owner of ${shopName()} approved your request to sell. Log in again as ${username} to open your seller console: ${siteUrl()}/login`
    : `The owner of ${shopName()} declined the request of your account ${username} to sell. You can go on shopping as before.`;
  return accountMail(email, subject, said, html`<p style="margin:0">${said}</p>`);
}

/** To the owner's verified address, when a sign-up asks to sell: the request waits on the Sellers page. */
export function sellerRequestMail(ownerEmail: string, username: string): Mail {
  const subject = "A request to sell waits for your decision";
  const page = `${siteUrl()}/sellers`;
  const said = `The new account ${username} asks to sell on ${shopName()}. Approve or decline the request on the Sellers page of your console:`;
  return accountMail(ownerEmail, subject, `${said} ${page}`, html`<p style="margin:0">${said}</p>${buttonHtml(page, "Open the Sellers page")}`);
}
