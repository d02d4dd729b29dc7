// The checks of a Hindi page in the browser (issue 46): none of our English words shown, nothing
// overflowing its box, and its screenshot.
import { expect, type Page } from "@playwright/test";
import { shoot } from "./devices";

/** Words of the shop's own that a Hindi page must not show in English (product titles and descriptions are the sellers'). */
export const ENGLISH = [
  "Add to cart",
  "Buy Now",
  "Check delivery",
  "incl. of all taxes",
  "Ratings and reviews",
  "Similar products",
  "Returns policy",
  "Country of origin",
  "About us",
  "Follow us",
  "All products",
];

/** The buying path's own words in English (the specification's): none may show on its Hindi pages. */
const ENGLISH_BUYING = [
  "Log in",
  "LOGIN",
  "SIGNUP",
  "Create an account",
  "Username",
  "Password",
  "First Name",
  "Your cart",
  "Price details",
  "Total MRP",
  "Place order",
  "Coupons",
  "Remove",
  "Add Address",
  "Checkout",
  "Mobile No",
  "Pincode",
  "Confirm Order",
  "Cash on delivery",
  "To pay",
  "Thank you",
];

/** Text cut off or spilling out of its box: buttons, links, labels, headings and summary rows whose words are wider than they are. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main button, main a, main label, main h1, main h2, main dt, main dd, header a, header button")]
      .filter(
        (el) =>
          el instanceof HTMLElement &&
          el.offsetParent !== null &&
          // Not a screen reader's 1 px text, a box that scrolls on purpose, nor one with a badge hung over its edge (the cart's count).
          el.clientWidth > 1 &&
          !["auto", "scroll"].includes(getComputedStyle(el).overflowX) &&
          ![...el.querySelectorAll("*")].some((child) => getComputedStyle(child).position === "absolute") &&
          el.scrollWidth > el.clientWidth + 1,
      )
      .map((el) => (el as HTMLElement).innerText.trim().slice(0, 40)),
  );
}

/** The order page's own words in English (the specification's and ours): none may show on its Hindi page. */
const ENGLISH_ORDER = [
  "My orders",
  "Placed",
  "Delivery by",
  "Delivery address",
  "Timeline",
  "Parcels",
  "Track your parcel",
  "Invoices",
  "Cancel order",
  "Cancel item",
  "Keep my order",
  "Confirm your order",
  "Return",
  "Exchange",
  "Refund",
  "Quantity",
  "You can ask until",
  "Asked for",
  "Waiting for the seller",
  "return of",
  "This link",
  "Go to the shop",
  // A time of day in the 12-hour clock of hi-IN, whose "am" and "pm" are English.
  "am",
  "pm",
];

/** The profile's and the wishlist's own words in English: none may show on their Hindi pages. */
const ENGLISH_ACCOUNT = [
  "Your profile",
  "Update Profile",
  "Change password",
  "Add mobile number",
  "Delete my account",
  "Confirmed",
  "WhatsApp updates",
  "My wishlist",
  "Your wishlist",
  "Move to cart",
  "Any size",
];

/** The reviews pages' own words in English: none may show on their Hindi pages. */
const ENGLISH_REVIEWS = [
  "Reviews of",
  "Sort by",
  "Newest",
  "Most helpful",
  "Lowest rated",
  "Highest rated",
  "Helpful",
  "Write or edit your review",
  "Your rating",
  "Title (optional)",
  "Your review",
  "Photos",
  "Post review",
  "review policy",
];

/** A Hindi page, its language said and none of the English words of ours shown, nothing overflowing; then its screenshot. */
export async function allHindi(page: Page, name: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const shown = await page.locator("body").innerText();
  for (const words of [...ENGLISH, ...ENGLISH_BUYING, ...ENGLISH_ORDER, ...ENGLISH_ACCOUNT, ...ENGLISH_REVIEWS])
    expect(shown, `${name}: ${words}`).not.toMatch(new RegExp(`\\b${words}\\b`));
  expect(await overflowing(page), name).toEqual([]);
  await shoot(page, name);
}
