// Cache entries with an end (issue 43, §3): a sale price holds until its saleEndsAt, and a page
// that shows it must not be served after that, not even once more while it renders anew (what
// an expired lifetime would do). A render that read prices carries the tag `until:{epoch ms}`
// (lib/catalog/cache.ts, catalogClock); both cache handlers treat an entry carrying such a
// moment, once it has come, as missing, so the next request renders it afresh. Plain
// JavaScript, for the cache handlers that Next loads outside the app's bundle.

const PREFIX = "until:";
const TAGS_HEADER = "x-next-cache-tags";

/** The tag of an entry to be served only before `epochMs`. */
export function untilTag(epochMs) {
  return `${PREFIX}${epochMs}`;
}

/** The tags a cached entry was stored with: a page's from Next's header, data's from its own list. */
function tagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === "string") return header.split(",");
  if (Array.isArray(header)) return header;
  return Array.isArray(value?.tags) ? value.tags : [];
}

/** Whether a cached entry (Next's incremental-cache value) carries an `until:` moment that has come. */
export function outlived(value, now = Date.now()) {
  return tagsOf(value).some((tag) => tag.startsWith(PREFIX) && Number(tag.slice(PREFIX.length)) <= now);
}
