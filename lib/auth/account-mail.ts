import { linkUrl } from "../security/link-token.ts";
import { shopName, siteUrl } from "../config.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import type { Mail } from "../mail/outbox.ts";
import { localized, type Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";

// The mail an account gets about itself (README.md, Accounts). A verification mail goes to an
// address nobody has proved yet, possibly someone else's: it holds no text the account holder
// chose (no name, no username), so it cannot carry anyone's message to a stranger. Subjects
// never hold anything a user typed. The shopper's own mail is in their account's language
// (User.language), its links to that language's pages.

export const FORGOT_PASSWORD_PATH = "/forgot-password";

const buttonHtml = (href: string, label: string) =>
  html`<p style="margin:16px 0">
    <a href="${href}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a>
  </p>`;

function accountMail(to: string, subject: string, text: string, body: SafeHtml, accountTokenId?: string, lang: Lang = "en"): Mail {
  return { to, subject, text: mailText(subject, text, "your account", lang), html: mailHtml(subject, body, "your account", lang), accountTokenId };
}

const MARK = "\u0001";

/** A sentence with some of its values in bold (a username, an address), each part escaped; `values` of the message's words. */
function emphasised(sentence: (values: Record<string, string>) => string, values: Record<string, string>, bold: string[]): SafeHtml {
  const marked = sentence({ ...values, ...Object.fromEntries(bold.map((name, index) => [name, `${MARK}${index}${MARK}`])) });
  const parts = marked.split(MARK).map((part, index) => (index % 2 ? html`<strong>${values[bold[Number(part)]]}</strong>` : html`${part}`));
  return html`${parts}`;
}

/** To an address given at sign-up or in a profile change: the link that proves it, in the account's language (its page too). */
export function verificationMail(email: string, linkId: string, lang: Lang = "en"): Mail {
  const t = textsIn(lang, "accountMail");
  const link = linkUrl("verify_email", lang);
  const lead = t("verifyLead", { shop: shopName(), site: siteUrl() });
  const text = `${lead}

${t("verifyOpen")}

${link}

${t("verifyNotYou")}`;
  const body = html`<p style="margin:0 0 12px">${lead}</p>
    <p style="margin:0 0 12px">${t("verifyOpen")}</p>
    ${buttonHtml(link, t("verifyButton"))}
    <p style="margin:0 0 12px;font-size:13px;color:#57534e;word-break:break-all">${link}</p>
    <p style="margin:0">${t("verifyNotYou")}</p>`;
  return accountMail(email, t("verifySubject"), text, body, linkId, lang);
}

/** To a verified address: the link that sets a new password, and the username it is for; in the account's language (its page too). */
export function passwordResetMail(email: string, username: string, linkId: string, lang: Lang = "en"): Mail {
  const t = textsIn(lang, "accountMail");
  const link = linkUrl("reset_password", lang);
  const values = { shop: shopName(), username };
  const text = `${t("resetLead", values)}

${t("resetOpen")}

${link}

${t("resetNotYou")}`;
  const body = html`<p style="margin:0 0 12px">${emphasised((v) => t("resetLead", v), values, ["username"])}</p>
    <p style="margin:0 0 12px">${t("resetOpen")}</p>
    ${buttonHtml(link, t("resetButton"))}
    <p style="margin:0 0 12px;font-size:13px;color:#57534e;word-break:break-all">${link}</p>
    <p style="margin:0">${t("resetNotYou")}</p>`;
  return accountMail(email, t("resetSubject"), text, body, linkId, lang);
}

/** "If you did not …, choose a new password now", with the link to the forgotten-password page in the account's language. */
function notYou(lead: string, lang: Lang): { text: string; html: SafeHtml } {
  const t = textsIn(lang, "accountMail");
  const page = `${siteUrl()}${localized(lang, FORGOT_PASSWORD_PATH)}`;
  return {
    text: `${lead}${t("newPasswordNow")}: ${page}`,
    html: html`<p style="margin:0">${lead}<a href="${page}">${t("newPasswordNow")}</a>${t("notYouEnd")}</p>`,
  };
}

/** To the verified address an account is leaving: where its mail will go once the new one is confirmed; in the account's language. */
export function emailChangedMail(oldEmail: string, username: string, newEmail: string, lang: Lang = "en"): Mail {
  const t = textsIn(lang, "accountMail");
  const values = { shop: shopName(), username, email: newEmail };
  const ask = notYou(t("emailNotYou"), lang);
  const text = `${t("emailChanged", values)}

${t("emailChangedUntil")} ${ask.text}`;
  const body = html`<p style="margin:0 0 12px">${emphasised((v) => t("emailChanged", v), values, ["username", "email"])}</p>
    <p style="margin:0 0 12px">${t("emailChangedUntil")}</p>
    ${ask.html}`;
  return accountMail(oldEmail, t("emailChangedSubject"), text, body, undefined, lang);
}

/** To a verified address after a password change or reset: every other session has ended; in the account's language. */
export function passwordChangedMail(email: string, username: string, lang: Lang = "en"): Mail {
  const t = textsIn(lang, "accountMail");
  const values = { shop: shopName(), username };
  const ask = notYou(t("passwordNotYou"), lang);
  const text = `${t("passwordChanged", values)}

${ask.text}`;
  const body = html`<p style="margin:0 0 12px">${emphasised((v) => t("passwordChanged", v), values, ["username"])}</p>
    ${ask.html}`;
  return accountMail(email, t("passwordChangedSubject"), text, body, undefined, lang);
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
