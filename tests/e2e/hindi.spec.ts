// The shop in Hindi (issue 46), at 375 and 1280 px: the language switch on a product page,
// buying there in Hindi, following the order (its page, the mailed confirmation's page, a
// cancellation and a return) in Hindi, the choice remembered for the next visit, and the way
// back to English. Screens under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { allHindi, ENGLISH } from "./helpers/hindi";
import { linkInMail, mailText } from "./helpers/mail";
import { addLine, loginPage, newShopper, PASSWORD, productWithSizes, uniqueName } from "./helpers/shop";
import { apiAddProduct, apiConfirmCod, deliver, newAccount } from "./seller-helpers";

forEachScreen((screen) => {
  test("a new shopper buys in Hindi: switches on a product page, signs up, logs in, adds to the cart and orders, every page in Hindi", async ({
    page,
    request,
  }) => {
    const product = await productWithSizes(request);
    const username = uniqueName("hindi");
    await page.goto(`/product/${product.id}`);
    await press(page, page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product.id}$`));

    // Logged out, the buy box asks for a login, whose link stays in Hindi and comes back here.
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "कार्ट में डालें" }), screen);
      await expect(page.getByText("कार्ट में डालने के लिए लॉग इन करें।")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await press(page, page.getByRole("main").getByRole("link", { name: "लॉग इन करें" }), screen);
    await expect(page).toHaveURL(/\/hi\/login\?next=/);
    await expect(page.getByRole("heading", { level: 1, name: "लॉग इन करें" })).toBeVisible();
    await allHindi(page, "hindi-login");

    // Sign-up in Hindi; the server's refusal of a username is said in Hindi under its field.
    await press(page, page.getByRole("link", { name: "नया खाता बनाएँ" }), screen);
    await expect(page).toHaveURL(/\/hi\/register\?next=/);
    await page.getByLabel("पहला नाम").fill("आशा");
    await page.getByLabel("यूज़रनेम").fill("ab");
    await page.getByLabel("ईमेल").fill(`${username}@example.test`);
    await page.getByLabel("पासवर्ड").fill(PASSWORD);
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "खाता बनाएँ" }), screen);
      await expect(page.getByText("यूज़रनेम 3 से 30 अक्षरों का हो: अंग्रेज़ी अक्षर, अंक, '.', '_' या '-'।")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByText("कुछ जानकारी ठीक करनी है: खानों के नीचे लिखी बात देखें।")).toBeVisible();
    await allHindi(page, "hindi-register");
    await page.getByLabel("यूज़रनेम").fill(username);
    await press(page, page.getByRole("button", { name: "खाता बनाएँ" }), screen);
    await expect(page).toHaveURL(/\/hi\/login\?next=/);
    await expect(page.getByText(`आपका खाता तैयार है। पता पक्का करने के लिए हमने ${username}@example.test पर एक लिंक भेजा है। कृपया लॉग इन करें।`)).toBeVisible();

    // Order mail goes to a confirmed address only: the confirmation mail is in Hindi, its link opens the Hindi page (in a tab of its own).
    const confirm = new URL(await linkInMail(`${username}@example.test`, "अपना ई-मेल पता पक्का करें", "/hi/verify-email"));
    const tab = await page.context().newPage();
    await tab.goto(`${confirm.pathname}${confirm.search}`);
    await expect(async () => {
      await press(tab, tab.getByRole("button", { name: "मेरा ई-मेल पता पक्का करें" }), screen);
      await expect(tab.getByText(`${username}@example.test पक्का हो गया।`)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await allHindi(tab, "hindi-verify-email");
    await tab.close();

    // A wrong password is refused in Hindi; the right one comes back to the Hindi product page.
    await page.getByLabel("पासवर्ड").fill("not-the-password");
    await press(page, page.getByRole("button", { name: "लॉग इन करें", exact: true }).first(), screen);
    await expect(page.getByText("यूज़रनेम या पासवर्ड सही नहीं है")).toBeVisible();
    await page.getByLabel("पासवर्ड").fill(PASSWORD);
    await press(page, page.getByRole("button", { name: "लॉग इन करें", exact: true }).first(), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product.id}$`));

    await page.getByText(product.size[0], { exact: true }).click();
    await press(page, page.getByRole("button", { name: "कार्ट में डालें" }), screen);
    await expect(page.getByText(`कार्ट में डाल दिया (साइज़ ${product.size[0]})।`)).toBeVisible();

    // The cart, from the top bar: in Hindi, a coupon refused in Hindi.
    await press(page, page.getByRole("link", { name: /^कार्ट/ }), screen);
    await expect(page).toHaveURL(/\/hi\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "आपका कार्ट" })).toBeVisible();
    await expect(page.getByText("कुल एमआरपी")).toBeVisible();
    await page.getByPlaceholder("कूपन कोड डालें").fill("NOSUCHCODE");
    await press(page, page.getByRole("button", { name: "लगाएँ", exact: true }), screen);
    await expect(page.getByText("यह कूपन कोड हमें नहीं मिला। जाँचकर फिर से डालें।")).toBeVisible();
    await allHindi(page, "hindi-cart");

    // Checkout: the address in Hindi fields, then the order.
    await press(page, page.getByRole("link", { name: "ऑर्डर करें" }), screen);
    await expect(page).toHaveURL(/\/hi\/address$/);
    await expect(page.getByRole("heading", { level: 1, name: "पता जोड़ें" })).toBeVisible();
    await page.getByLabel("नाम", { exact: true }).fill("आशा राव");
    await page.getByRole("textbox", { name: "मोबाइल नंबर" }).fill("98765");
    await page.getByLabel("पता", { exact: true }).fill("12, एमजी रोड");
    await page.getByLabel("पिन कोड").fill("560001");
    await expect(page.getByLabel("राज्य")).toHaveValue("Karnataka");
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "ऑर्डर पक्का करें" }), screen);
      await expect(page.getByText("10 अंकों का मोबाइल नंबर लिखें, जो 6, 7, 8 या 9 से शुरू हो।")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await allHindi(page, "hindi-checkout");
    await page.getByRole("textbox", { name: "मोबाइल नंबर" }).fill("9876543210");
    // A PIN code of the right shape that no post office has: the server's refusal, said in Hindi under its field.
    await page.getByLabel("पिन कोड").fill("999999");
    await press(page, page.getByRole("button", { name: "ऑर्डर पक्का करें" }), screen);
    await expect(page.getByText("इस पिन कोड का कोई डाकघर नहीं है। जाँचकर फिर से लिखें।")).toBeVisible();
    await expect(page.getByText("post office")).toHaveCount(0);
    await allHindi(page, "hindi-checkout-pin-unknown");
    await page.getByLabel("पिन कोड").fill("560001");
    await expect(page.getByLabel("राज्य")).toHaveValue("Karnataka");
    await press(page, page.getByRole("button", { name: "ऑर्डर पक्का करें" }), screen);
    await expect(page).toHaveURL(/\/hi$/);
    const placed = page.getByText(/^धन्यवाद, आपका ऑर्डर हो गया है। ऑर्डर \S+: 1 सामान, ₹[\d,.]+, कैश ऑन डिलीवरी।/);
    await expect(placed).toBeVisible();
    await expect(page.getByRole("link", { name: "अपना ऑर्डर देखें" })).toBeVisible();
    await allHindi(page, "hindi-placed");

    // The placed mail, in the language the order was placed in.
    const number = /ऑर्डर (\S+):/.exec(await placed.innerText())![1];
    const mail = await mailText(`${username}@example.test`, `आपका ऑर्डर ${number} हो गया है`);
    expect(mail).toContain(`आपके ऑर्डर ${number} के लिए धन्यवाद।`);
    expect(mail).toContain(`साइज़ ${product.size[0]}: 1 × ₹`);
    expect(mail).toContain("भुगतान: कैश ऑन डिलीवरी।");
    expect(mail).toContain("डिलीवरी का पता:\nआशा राव\n12, एमजी रोड");
    for (const words of ["Thank you", "Total", "Payment", "Deliver", "Follow", "after discount", "PIN", "Mobile", "This mail", "Please"]) {
      expect(mail, words).not.toContain(words);
    }

    // The order in the shopper's list, in Hindi, reached from the top bar's link.
    await press(page, page.getByRole("link", { name: "मेरे ऑर्डर" }).first(), screen);
    await expect(page).toHaveURL(/\/hi\/profile\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "मेरे ऑर्डर" })).toBeVisible();
    await expect(page.getByRole("article", { name: `ऑर्डर ${number}` })).toContainText("ऑर्डर हुआ");
    await allHindi(page, "hindi-my-orders");

    // Its page, in Hindi: the cash-on-delivery order waits for its shopper's yes.
    await press(page, page.getByRole("article", { name: `ऑर्डर ${number}` }).getByRole("link", { name: "ऑर्डर और डिलीवरी का पता देखें" }), screen);
    await expect(page).toHaveURL(/\/hi\/profile\/orders\/[^/]+$/);
    const orderPage = page.url();
    await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर ${number}` })).toBeVisible();
    await expect(page.getByTestId("cod-confirm")).toContainText("कृपया");
    await expect(page.getByRole("heading", { name: "डिलीवरी का पता" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ऑर्डर में अब तक क्या हुआ" })).toBeVisible();
    await expect(page.getByText("आपने ऑर्डर किया")).toBeVisible();
    await allHindi(page, "hindi-order");

    // The placed mail's confirmation link opens the Hindi page, which confirms in Hindi.
    await page.goto(await linkInMail(`${username}@example.test`, `आपका ऑर्डर ${number} हो गया है`, "/hi/confirm-cod"));
    await expect(page.getByRole("heading", { level: 1, name: "अपना ऑर्डर पक्का करें" })).toBeVisible();
    await allHindi(page, "hindi-confirm-cod");
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "ऑर्डर पक्का करें" }), screen);
      await expect(page.getByText("धन्यवाद: आपका ऑर्डर पक्का हो गया, विक्रेता इसे भेज देगा।")).toBeVisible({ timeout: 2_000 });
    }).toPass();

    // Then the shopper changes their mind: the order is cancelled on its page, in Hindi.
    await page.goto(orderPage);
    await expect(page.getByText("आपने कैश ऑन डिलीवरी ऑर्डर पक्का किया")).toBeVisible();
    const cancelDialog = page.getByRole("dialog", { name: "यह ऑर्डर रद्द करें?" });
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "ऑर्डर रद्द करें" }), screen);
      await expect(cancelDialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(cancelDialog).toContainText("पूरा ऑर्डर रद्द हो जाएगा।");
    await allHindi(page, "hindi-order-cancel");
    await press(page, cancelDialog.getByRole("button", { name: "ऑर्डर रद्द करें" }), screen);
    await expect(cancelDialog).toHaveCount(0);
    await expect(page.getByText("आपने रद्द किया").first()).toBeVisible();
    await allHindi(page, "hindi-order-cancelled");
  });

  test("a shopper who ordered in Hindi asks a return on the Hindi order page, refused and then asked in Hindi", async ({ page, request }) => {
    const seller = await newAccount(request, "hi-return-seller", true);
    const title = uniqueName("Kota kurta");
    const product = await apiAddProduct(request, seller, title, ["M", "L"]);
    const shopper = await newShopper(request);
    await addLine(request, shopper, product._id, "M");
    const ordered = await request.post(`/api/order/add/${shopper.id}`, {
      headers: { token: shopper.token },
      data: { address: { name: "आशा राव", mobile: "9876543210", address: "12, एमजी रोड", pin: "560001" }, language: "hi" },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const order = (await ordered.json()) as { id: string; number: string };
    await apiConfirmCod(request, shopper, order.id);
    await deliver(request, seller, order.id);

    await loginPage(page, shopper);
    await page.goto(`/hi/profile/orders/${order.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `ऑर्डर ${order.number}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "अपना पार्सल ट्रैक करें" })).toBeVisible();
    await expect(page.getByTestId("line-return")).toContainText("तक अनुरोध कर सकते हैं।");
    await allHindi(page, "hindi-order-delivered");

    const dialog = page.getByRole("dialog", { name: "यह सामान वापस करें" });
    await expect(async () => {
      await press(page, page.getByTestId("line-return").getByRole("button", { name: /^वापस करें/ }), screen);
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    // Paid in cash: the refund's account is asked for. No reason given: the field is named in Hindi.
    await expect(dialog.getByText("रिफ़ंड कहाँ भेजें?")).toBeVisible();
    await dialog.getByLabel("आपकी UPI आईडी").fill("asha@okicici");
    await press(page, dialog.getByRole("button", { name: "वापसी का अनुरोध करें" }), screen);
    await expect(dialog.getByText("वापसी की वजह चुनें।")).toBeVisible();
    await expect(dialog.getByRole("alert")).toContainText("कुछ जानकारी ठीक करनी है");
    await dialog.getByLabel("छोटा है").check();
    await allHindi(page, "hindi-return-form");
    await press(page, dialog.getByRole("button", { name: "वापसी का अनुरोध करें" }), screen);
    await expect(dialog).toBeHidden();

    const asked = page.getByTestId("order-return");
    await expect(asked).toContainText("अनुरोध किया");
    await expect(asked.getByTestId("return-next")).toHaveText("विक्रेता की मंज़ूरी का इंतज़ार है।");
    await expect(asked).toContainText("छोटा है");
    await expect(page.getByTestId("line-state")).toHaveText("वापसी: अनुरोध किया");
    await expect(page.getByText("आपने वापसी का अनुरोध किया")).toBeVisible();
    await allHindi(page, "hindi-return-asked");

    // The item reviewed in Hindi: from the Hindi product page to the Hindi form, back once saved, then all its reviews.
    await page.goto(`/hi/product/${product._id}`);
    await press(page, page.getByRole("link", { name: "रिव्यू लिखें" }), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product._id}/review$`));
    await expect(page.getByRole("heading", { level: 1, name: `${title} का रिव्यू लिखें` })).toBeVisible();
    // Stars chosen before the form is hydrated count for nothing: choose again until it answers.
    await expect(async () => {
      await page.locator("label", { hasText: "5 स्टार" }).click();
      await page.locator("label", { hasText: "4 स्टार" }).click();
      await expect(page.getByRole("button", { name: "रिव्यू भेजें" })).toBeEnabled({ timeout: 2_000 });
    }).toPass();
    await page.getByLabel("आपका रिव्यू (ज़रूरी नहीं)").fill("कपड़ा मुलायम है, साइज़ सही है।");
    await allHindi(page, "hindi-review-form");
    await press(page, page.getByRole("button", { name: "रिव्यू भेजें" }), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product._id}$`));
    await expect(page.getByTestId("review")).toContainText("पक्का ख़रीदार · साइज़ M");
    await press(page, page.getByRole("link", { name: "रिव्यू का क्रम बदलें" }), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product._id}/reviews$`));
    await press(page, page.getByRole("link", { name: "सबसे ज़्यादा मददगार" }), screen);
    await expect(page).toHaveURL(/\/reviews\?sort=helpful$/);
    await expect(page.getByRole("heading", { level: 1, name: `${title} के रिव्यू` })).toBeVisible();
    await expect(page.getByTestId("review")).toContainText("कपड़ा मुलायम है");
    await allHindi(page, "hindi-reviews");
  });

  test("a shopper switches to Hindi on a product page, adds to the cart in Hindi, and is shown Hindi on the next visit", async ({ page, request }) => {
    const product = await productWithSizes(request);
    await loginPage(page, await newShopper(request));
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await press(page, page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product.id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();

    // A press before the page is hydrated does nothing: press again until the page answers.
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "कार्ट में डालें" }), screen);
      await expect(page.getByText("कृपया साइज़ चुनें।")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByText(product.size[0], { exact: true }).click();
    await press(page, page.getByRole("button", { name: "कार्ट में डालें" }), screen);
    await expect(page.getByText(`कार्ट में डाल दिया (साइज़ ${product.size[0]})।`)).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toBeVisible();
    const shown = await page.locator("body").innerText();
    for (const words of ENGLISH) expect(shown, words).not.toContain(words);
    await shoot(page, "hindi-product");

    // The next visit, to an English address: the Hindi page, in its own frame.
    await page.goto("/products");
    await expect(page).toHaveURL(/\/hi\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "सभी सामान" })).toBeVisible();
    await shoot(page, "hindi-products");
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole("heading", { name: "श्रेणी के हिसाब से खरीदें" })).toBeVisible();
    await shoot(page, "hindi-home");

    // And back: English, remembered too.
    await press(page, page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }), screen);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.goto("/products");
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  });

  test("the profile and its dialogs, and the wishlist, in Hindi: a refused password worded in Hindi, a product moved to the cart", async ({
    page,
    request,
  }) => {
    const product = await productWithSizes(request);
    const shopper = await newShopper(request);
    const kept = await request.post(`/api/wishlist/${shopper.id}`, { headers: { token: shopper.token }, data: { productId: product.id } });
    expect(kept.status(), await kept.text()).toBe(201);
    await loginPage(page, shopper);
    await page.goto("/hi/profile");
    await expect(page.getByRole("heading", { level: 1, name: "आपकी प्रोफ़ाइल" })).toBeVisible();
    await expect(page.getByText("बंद: ऑर्डर के अपडेट SMS से आते हैं।")).toBeVisible();
    await allHindi(page, "hindi-profile");

    // A dialog in Hindi; the API's English refusal said in Hindi, under its field.
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "पासवर्ड बदलें" }), screen);
      await expect(page.getByRole("dialog", { name: "पासवर्ड बदलें" })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const dialog = page.getByRole("dialog", { name: "पासवर्ड बदलें" });
    await dialog.getByLabel("अभी का पासवर्ड").fill("not-my-password");
    await dialog.getByLabel("नया पासवर्ड").fill("a-much-better-secret-2026");
    await press(page, dialog.getByRole("button", { name: "बदलें", exact: true }), screen);
    await expect(dialog.getByText("यह आपका अभी का पासवर्ड नहीं है।")).toBeVisible();
    await expect(dialog).not.toContainText("password");
    // Said once, beside its field: no banner above the form as well.
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await allHindi(page, "hindi-profile-password-refused");
    await press(page, dialog.getByRole("button", { name: "रहने दें" }), screen);
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "मेरा खाता हटाएँ" }), screen);
      await expect(page.getByRole("dialog", { name: "अपना खाता हटाना है?" })).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole("dialog")).toContainText("बिक्री रिकॉर्ड के रूप में");
    await allHindi(page, "hindi-profile-delete");
    await press(page, page.getByRole("button", { name: "मेरा खाता रहने दें" }), screen);

    // Its link to the wishlist stays in Hindi; the product moves to the cart from there.
    await press(page, page.getByRole("link", { name: "मेरी विशलिस्ट" }), screen);
    await expect(page).toHaveURL(/\/hi\/wishlist$/);
    await expect(page.getByRole("heading", { level: 1, name: "आपकी विशलिस्ट" })).toBeVisible();
    await expect(page.getByTestId("wishlist-entry")).toContainText("कोई भी साइज़");
    await allHindi(page, "hindi-wishlist");
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "कार्ट में डालें", exact: true }), screen);
      await expect(page.getByTestId("wishlist-entry")).toHaveCount(0, { timeout: 2_000 });
    }).toPass();
    await expect(page.getByText("यहाँ अभी कुछ नहीं है।")).toBeVisible();
    await allHindi(page, "hindi-wishlist-empty");
  });

  test("the policy and grievance pages in Hindi: Hindi headings, the default policy written in Hindi, a complaint sent in Hindi", async ({ page }) => {
    await page.goto("/hi/policies/returns");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "वापसी, रिफ़ंड और बदलाव" })).toBeVisible();
    // The demo shop's owner wrote no text of their own: the default, in Hindi, with no note of English.
    await expect(page.getByRole("heading", { level: 2, name: "वापसी और बदलाव" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "रिफ़ंड" })).toBeVisible();
    await expect(page.getByTestId("policy-in-english")).toHaveCount(0);
    await allHindi(page, "hindi-policy");

    // The footer's grievance link stays in Hindi.
    await press(page, page.getByRole("contentinfo").getByRole("link", { name: "शिकायत अधिकारी" }), screen);
    await expect(page).toHaveURL(/\/hi\/grievance$/);
    await expect(page.getByRole("heading", { level: 1, name: "शिकायत अधिकारी" })).toBeVisible();
    await allHindi(page, "hindi-grievance");
    const send = page.getByRole("button", { name: "शिकायत भेजें" });
    await page.getByLabel("आपका नाम").fill("आशा राव");
    await page.getByLabel("ईमेल").fill(`${uniqueName("asha")}@example.test`);
    await expect(async () => {
      await page.getByLabel("आपकी शिकायत").fill("छोटी");
      await press(page, send, screen);
      await expect(page.getByText("शिकायत कम से कम 10 अक्षरों की लिखें।")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await allHindi(page, "hindi-grievance-refused");
    await page.getByLabel("आपकी शिकायत").fill("मेरा कुर्ता अभी तक नहीं पहुँचा, कृपया देखें।");
    await press(page, send, screen);
    await expect(page.getByText("आपकी शिकायत हमें मिल गई है। उसका टिकट नंबर है")).toBeVisible();
    await allHindi(page, "hindi-grievance-sent");
  });
});
