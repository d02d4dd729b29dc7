// The first-load JavaScript budget of the shopper pages (docs/performance.md): at most
// 13.5 KB gzip above a bare Next page (one heading, one link, nothing of ours) built with the
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
const CODE_ALLOWANCE_BYTES = 11.5 * 1024;

/**
 * The words every page's client components may show (the top bar's, buying, the error pages'),
 * which came in every page's HTML until session 21 and now come in a script of their language
 * that the browser keeps (lib/i18n/frame-texts-loader.mjs): 1.2 KB gzip of English, 1.8 KB of
 * Hindi, on a first visit, against 1.1 KB gzip less HTML on every page view (the product page's,
 * docs/performance.md, session 21). Words, not code: the code's allowance above is unchanged.
 */
const FRAME_WORDS_BYTES = 2 * 1024;

export const ALLOWANCE_BYTES = CODE_ALLOWANCE_BYTES + FRAME_WORDS_BYTES;

export const FIRST_LOAD_BUDGET_BYTES = BARE_PAGE.bytes + ALLOWANCE_BYTES;

/** What a Hindi page may load above its English twin (issue 46): its words are in its HTML, not its scripts. */
export const HINDI_ALLOWANCE_BYTES = 2 * 1024;
