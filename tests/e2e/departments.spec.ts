// Issue 47, point 2: a real way in by Men and Women from the top bar on every page, two links
// on a laptop and a menu behind one button on a phone, besides the search bar's category
// choice, which stays as the specification has it.
import { expect, test } from "@playwright/test";
import { forEachScreen, listingFilters, press, shoot } from "./helpers/devices";

forEachScreen((screen) => {
  test("the top bar leads to Men and Women from any page", async ({ page }) => {
    for (const [from, name, path] of [
      ["/", "Men", "/products/men"],
      ["/products/shoes", "Women", "/products/women"],
      ["/login", "Men", "/products/men"],
    ] as const) {
      await page.goto(from);
      const departments = page.getByRole("banner").getByRole("navigation", { name: "Departments" });
      if (screen.phone) {
        await expect(departments.getByRole("link", { name, exact: true })).toBeHidden();
        await press(page, departments.getByLabel("Shop by department"), screen);
        if (from === "/") await shoot(page, "departments-menu", { fullPage: false });
      } else if (from === "/") {
        await shoot(page, "departments-links", { fullPage: false });
      }
      await press(page, departments.getByRole("link", { name, exact: true }), screen);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      // Hidden on a phone once its menu has closed: found by its address.
      await expect(departments.locator(`a[href="${path}"]`).first()).toHaveAttribute("aria-current", "page");
      // The phone's menu has closed behind the shopper.
      if (screen.phone) await expect(departments.getByRole("link", { name, exact: true })).toBeHidden();
    }
  });
});

forEachScreen((screen) => {
  test("the shared listings narrow to Men or Women by links, each a page of its own", async ({ page, request }) => {
    const shoes = await (await request.get("/api/product?category=shoes&limit=100")).json();
    const mens = (shoes as { title: string; category: string[] }[]).filter((p) => p.category.includes("men"));
    expect(mens.length).toBeGreaterThan(0);
    await page.goto("/products/shoes");
    const chips = page.getByRole("navigation", { name: "Men or women" });
    await press(page, chips.getByRole("link", { name: "Men", exact: true }), screen);
    await expect(page).toHaveURL(/\/products\/shoes%20for%20men$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shoes for men");
    const cards = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    await expect(cards).toHaveCount(Math.min(mens.length, 24));
    expect((await cards.getByRole("heading").allTextContents()).every((title) => mens.some((p) => p.title === title))).toBe(true);
    await shoot(page, "departments-chips", { fullPage: false });
    // The filters keep to the department's part.
    await press(page, (await listingFilters(page, screen)).getByRole("link", { name: "Size UK 8", exact: true }), screen);
    await expect(page).toHaveURL(/\/products\/shoes%20for%20men\?size=UK(\+|%20)8$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shoes for men");
    await press(page, chips.getByRole("link", { name: "Men, chosen: show all" }), screen);
    await expect(page).toHaveURL(/\/products\/shoes$/);
    await expect(chips.getByRole("link", { name: "Women", exact: true })).toHaveAttribute("href", "/products/shoes%20for%20women");
  });
});
