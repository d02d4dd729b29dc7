// The first-load JavaScript budget of the shopper pages (docs/performance.md): at most
// 11.5 KB gzip above a bare Next page (one heading, one link, nothing of ours) built with the
// same Next. `npm run bench` builds that bare page afresh and measures it; BARE_PAGE is its
// figure for the Next version named, and tests/api/first-load-js.test.ts holds every
// shopper page of the production build to the budget. After upgrading Next, run the bench
// and put its bare-page figure here.

export const BARE_PAGE = { next: "16.4.5", bytes: 138_180 };

/**
 * What our code and our dependencies may add to a shopper page's first load. 10 KB until
 * 2026-11-28, when the top bar's Men / Women menu, the ended-session handling and the product
 * page's delivery check together took the product page 1.4 KB past it (docs/performance.md,
 * "2026-11-28 · First-load JavaScript after the fourth round"): to be won back, not spent.
 */
export const ALLOWANCE_BYTES = 11.5 * 1024;

export const FIRST_LOAD_BUDGET_BYTES = BARE_PAGE.bytes + ALLOWANCE_BYTES;

/** What a Hindi page may load above its English twin (issue 46): its words are in its HTML, not its scripts. */
export const HINDI_ALLOWANCE_BYTES = 2 * 1024;
