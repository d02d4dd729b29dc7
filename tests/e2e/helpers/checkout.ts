// The first steps of paying in the browser tests (tests/e2e/upi-payment.spec.ts,
// razorpay-payment.spec.ts): a shopper logged in with one ₹899 line in the cart, and the
// checkout's address form filled with a Bengaluru address.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { apiAddProduct, newAccount } from "../seller-helpers";
import { addLine, loginPage, newShopper, type Shopper } from "./shop";

/** A new seller's product (₹899, one size) in a new shopper's cart, and the page logged in as that shopper. */
export async function shopperWithOneLine(page: Page, request: APIRequestContext, sellerPrefix: string, title: string): Promise<Shopper> {
  const seller = await newAccount(request, sellerPrefix, true);
  const product = await apiAddProduct(request, seller, title, ["FREE"]);
  const shopper = await newShopper(request);
  await addLine(request, shopper, product._id, "FREE");
  await loginPage(page, shopper);
  return shopper;
}

/** Opens the checkout page and fills in an address in Bengaluru (its state comes from the PIN). */
export async function fillCheckoutAddress(page: Page): Promise<void> {
  await page.goto("/address");
  await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
  await page.getByLabel("Mobile No").fill("9876543210");
  await page.getByLabel("Address", { exact: true }).fill("12 MG Road");
  await page.getByLabel("Pincode").fill("560001");
  await expect(page.getByLabel("State")).toHaveValue("Karnataka");
}
