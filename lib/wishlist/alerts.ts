import { siteUrl } from "../config.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { localized, type Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail, type Mail } from "../mail/outbox.ts";
import { formatRupees } from "../money.ts";
import { canBuy, parseStock } from "../shared/stock.ts";
import { unsubscribeApiUrl, unsubscribePageUrl } from "./unsubscribe.ts";

// The wishlist's alerts (README "Wishlist"): when a wished size can be bought again after
// selling out, or the product's price falls, its shopper hears of it, one mail a day at most
// listing every such product, only at a confirmed address, with a one-click unsubscribe
// (RFC 8058), in the account's language. Each entry keeps what the alerts last saw of its product; a pass of the shop's
// side work compares, mails, and moves what was seen forward.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries read at once while looking for news. */
const SCAN_BATCH = 500;

/** What the alerts look at: the price, and whether the wished size can be bought. */
export interface Seen {
  pricePaise: number;
  available: boolean;
}

type ProductState = { pricePaise: number; stock: Prisma.JsonValue; sizes: string[] };

/** An entry's product as it is now. */
export function seenNow(product: ProductState, size: string): Seen {
  return { pricePaise: product.pricePaise, available: canBuy(parseStock(product.stock, product.sizes), size) };
}

/** News for the shopper: back after selling out, or cheaper. A price that rose, or a size that sold out, is none. */
export function isNews(seen: Seen, now: Seen): boolean {
  return (now.available && !seen.available) || now.pricePaise < seen.pricePaise;
}

const seenOf = (entry: { seenPricePaise: number; seenAvailable: boolean }): Seen => ({ pricePaise: entry.seenPricePaise, available: entry.seenAvailable });
const sameSeen = (a: Seen, b: Seen) => a.pricePaise === b.pricePaise && a.available === b.available;
const seenData = (seen: Seen) => ({ seenPricePaise: seen.pricePaise, seenAvailable: seen.available });

const entrySelect = {
  id: true,
  userId: true,
  size: true,
  seenPricePaise: true,
  seenAvailable: true,
  product: { select: { id: true, title: true, titleHi: true, pricePaise: true, stock: true, sizes: true } },
} as const;

type Entry = Prisma.WishlistEntryGetPayload<{ select: typeof entrySelect }>;

interface NewsLine {
  entry: Entry;
  was: Seen;
  now: Seen;
}

/** What changed, in the shopper's language. */
function newsText({ entry, was, now }: NewsLine, lang: Lang): string {
  const t = textsIn(lang, "wishlistMail");
  const back = now.available && !was.available ? (entry.size ? t("backInSize", { size: entry.size }) : t("back")) : null;
  const cheaper = now.pricePaise < was.pricePaise ? t("cheaper", { now: formatRupees(now.pricePaise), was: formatRupees(was.pricePaise) }) : null;
  return [back, cheaper].filter(Boolean).join("; ");
}

type Shopper = { id: string; firstName: string; email: string; language: Lang };

/** The day's mail, in the account's language (User.language), its links to that language's pages; the one-click header stays the API's. */
function alertMail(user: Shopper, news: NewsLine[]): Mail {
  const lang = user.language;
  const t = textsIn(lang, "wishlistMail");
  const title = (line: NewsLine) => (lang === "hi" && line.entry.product.titleHi) || line.entry.product.title;
  const subject = news.length === 1 ? `${title(news[0])}: ${newsText(news[0], lang)}` : t("subjectMany", { count: String(news.length) });
  const link = (line: NewsLine) => `${siteUrl()}${localized(lang, `/product/${line.entry.product.id}`)}`;
  const wishlist = `${siteUrl()}${localized(lang, "/wishlist")}`;
  const said = t("lead", { name: user.firstName });
  const off = unsubscribePageUrl(user.id, lang);
  const text = `${said}\n\n${news.map((line) => `- ${title(line)}: ${newsText(line, lang)}\n  ${link(line)}`).join("\n")}\n\n${t("yourWishlist")}: ${wishlist}\n\n${t("noMore")}: ${off}`;
  const items = news.map(
    (line) => html`<li style="margin:0 0 8px"><a href="${link(line)}" style="color:#9a3412;font-weight:600">${title(line)}</a>: ${newsText(line, lang)}</li>`,
  );
  return {
    to: user.email,
    subject,
    text: mailText(subject, text, "your wishlist", lang),
    html: mailHtml(
      subject,
      html`<p style="margin:0 0 12px">${said}</p><ul style="margin:0 0 12px;padding-left:20px">${items}</ul><p style="margin:0 0 12px"><a href="${wishlist}" style="color:#9a3412;font-weight:600">${t("yourWishlist")}</a></p><p style="margin:0;font-size:12px"><a href="${off}" style="color:#78716c">${t("noMore")}</a></p>`,
      "your wishlist",
      lang,
    ),
    headers: { "List-Unsubscribe": `<${unsubscribeApiUrl(user.id)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * One shopper: in one transaction, takes their day's turn (a conditional update, so two
 * passes at once mail once), writes the mail listing every entry with news, and moves what
 * those entries saw forward. A shopper without a confirmed address, or who turned the alerts
 * off, gets no mail, and their news is marked seen (it would not be news by the time they
 * could hear it). One still within a day of their last mail keeps their news for the next.
 * True when a mail was written.
 */
async function alertShopper(userId: string, now: Date): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, firstName: true, language: true, verifiedEmail: true, wishlistAlertedAt: true, wishlistAlertsOffAt: true },
    });
    if (!user) return false;
    const mailable = user.verifiedEmail !== null && user.wishlistAlertsOffAt === null;
    if (mailable && user.wishlistAlertedAt && now.getTime() - user.wishlistAlertedAt.getTime() < DAY_MS) return false;
    if (mailable) {
      const turn = await tx.user.updateMany({ where: { id: userId, wishlistAlertedAt: user.wishlistAlertedAt }, data: { wishlistAlertedAt: now } });
      if (turn.count === 0) return false;
    }
    const entries = await tx.wishlistEntry.findMany({ where: { userId }, orderBy: [{ addedAt: "desc" }, { id: "desc" }], select: entrySelect });
    const news = entries.map((entry) => ({ entry, was: seenOf(entry), now: seenNow(entry.product, entry.size) })).filter((line) => isNews(line.was, line.now));
    for (const line of news) await tx.wishlistEntry.update({ where: { id: line.entry.id }, data: seenData(line.now) });
    if (!mailable) return false;
    if (news.length === 0) {
      // Another pass mailed this news first: the turn goes back as it was.
      await tx.user.update({ where: { id: userId }, data: { wishlistAlertedAt: user.wishlistAlertedAt } });
      return false;
    }
    await enqueueMail(tx, [alertMail({ ...user, email: user.verifiedEmail! }, news)]);
    return true;
  }, TX_OPTIONS);
}

/**
 * One pass: reads every wishlist entry, a batch at a time, against its product. A change that
 * is no news (a price rise, a size selling out) is marked seen at once; the shoppers with news
 * are then alerted (alertShopper). Returns how many mails were written.
 */
export async function sendWishlistAlerts(now: Date, deadline = Number.POSITIVE_INFINITY): Promise<number> {
  const withNews = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const entries: Entry[] = await prisma.wishlistEntry.findMany({
      where: after ? { id: { gt: after } } : {},
      orderBy: { id: "asc" },
      take: SCAN_BATCH,
      select: entrySelect,
    });
    for (const entry of entries) {
      const was = seenOf(entry);
      const current = seenNow(entry.product, entry.size);
      if (isNews(was, current)) withNews.add(entry.userId);
      else if (!sameSeen(was, current)) {
        // Only if no one moved it meanwhile: a pass alerting its shopper may have.
        await prisma.wishlistEntry.updateMany({ where: { id: entry.id, ...seenData(was) }, data: seenData(current) });
      }
    }
    if (entries.length < SCAN_BATCH || Date.now() >= deadline) break;
    after = entries[entries.length - 1].id;
  }
  let mailed = 0;
  for (const userId of withNews) if (await alertShopper(userId, now)) mailed++;
  return mailed;
}
