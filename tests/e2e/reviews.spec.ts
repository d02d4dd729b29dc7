// Issue 42: a buyer writes a review with a photo and sees it on the product's page, where the
// photo opens full screen; the listing's card shows the stars; the seller replies. At 375 and
// 1280 px, screens under $SHOTS_DIR.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { loginThroughPage, pngFixture, receivedProduct } from "./seller-helpers";

forEachScreen((screen) => {
  test("a buyer reviews with a photo, the listing shows the stars, the seller replies", async ({ browser, page, request }) => {
    const { seller, buyer, title, product } = await receivedProduct(request, "review", "Ikat Cotton Kurta");

    // Seen once before the review, so the page is in the cache: the review must still show at the next request.
    await page.goto(`/product/${product._id}`);
    await expect(page.getByText("No reviews yet.")).toBeVisible();

    await loginThroughPage(page, buyer.username);
    await page.goto(`/product/${product._id}`);
    await press(page, page.getByRole("link", { name: "Write a review" }), screen);
    await expect(page.getByRole("heading", { name: `Review ${title}` })).toBeVisible();
    await page.locator("label", { hasText: "4 stars" }).click();
    await page.getByLabel("Title (optional)").fill("Lovely fabric");
    await page.getByLabel("Your review (optional)").fill("Soft cotton, true to size. The colour is as in the photos.");
    await page.getByLabel("Photos (up to 3)").setInputFiles({ name: "kurta.png", mimeType: "image/png", buffer: await pngFixture([180, 60, 40]) });
    await expect(page.getByRole("img", { name: "Your photo 1" })).toBeVisible();
    await shoot(page, "review-form");
    await page.getByRole("button", { name: "Post review" }).click();

    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
    const review = page.getByTestId("review").filter({ hasText: "Lovely fabric" });
    await expect(review).toBeVisible();
    await expect(review).toContainText("Verified buyer · Size M");
    await expect(page.getByTestId("review-summary")).toContainText("1 review");
    await review.getByRole("img", { name: /Photo by .+, 1 of 1/ }).scrollIntoViewIfNeeded();
    await shoot(page, "review-on-product-page");
    await press(page, review.getByRole("img", { name: /Photo by .+, 1 of 1/ }), screen);
    await expect(page.getByRole("dialog")).toBeVisible();
    await shoot(page, "review-photo-full-screen", { fullPage: false });
    await page.keyboard.press("Escape");

    await page.goto(`/products/${encodeURIComponent(title)}`);
    const card = page.locator(".product-card", { hasText: title });
    await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(card).toContainText("4.0 (1)");
    await shoot(page, "review-stars-on-listing");

    const sellerContext = await browser.newContext({ viewport: page.viewportSize()!, isMobile: screen.phone, hasTouch: screen.phone });
    const sellerPage = await sellerContext.newPage();
    await loginThroughPage(sellerPage, seller.username);
    await sellerPage.goto(`/product/${product._id}/reviews`);
    await press(sellerPage, sellerPage.getByRole("button", { name: "Reply" }), screen);
    await sellerPage.getByLabel("Your reply").fill("Thank you! Glad it fits well.");
    await sellerPage.getByRole("button", { name: "Post reply" }).click();
    await expect(sellerPage.getByTestId("seller-reply")).toContainText("Thank you! Glad it fits well.");
    await shoot(sellerPage, "review-seller-reply");
    await sellerContext.close();

    await page.goto(`/product/${product._id}`);
    await expect(page.getByTestId("seller-reply")).toContainText("Thank you! Glad it fits well.");
  });
});
