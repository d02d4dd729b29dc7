import { shopName } from "../config.ts";
import { HTML_LANG, type Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { html, type SafeHtml } from "./html.ts";

/** What a mail is about, said in its footer. */
export type MailTopic = "your order" | "your account" | "your complaint" | "your wishlist" | "a complaint to its grievance officer";

/** The footer's words: a Hindi mail is about the shopper's order, their account (lib/auth/account-mail.ts) or their wishlist (lib/wishlist/alerts.ts); the others English. */
function footer(about: MailTopic, lang: Lang): string {
  if (lang === "en") return `This mail was sent by ${shopName()} about ${about}. Please do not reply to it.`;
  if (about === "your account") return textsIn(lang, "accountMail")("footer", { shop: shopName() });
  if (about === "your wishlist") return textsIn(lang, "wishlistMail")("footer", { shop: shopName() });
  return textsIn(lang, "orderMail")("footer", { shop: shopName() });
}

/** The frame of every mail: the shop's name above, a plain footer below. Inline styles: mail clients drop style sheets. */
export function mailHtml(title: string, body: SafeHtml, about: MailTopic = "your order", lang: Lang = "en"): string {
  const shop = shopName();
  return html`<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#7c2d12">${shop}</p>
<div style="background:#ffffff;border:1px solid #e7e5e4;border-radius:8px;padding:20px">
<h1 style="margin:0 0 12px;font-size:18px">${title}</h1>
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#78716c">${footer(about, lang)}</p>
</div></body></html>`.value;
}

export function mailText(title: string, body: string, about: MailTopic = "your order", lang: Lang = "en"): string {
  return `${shopName()}\n\n${title}\n\n${body.trim()}\n\n--\n${footer(about, lang)}\n`;
}
