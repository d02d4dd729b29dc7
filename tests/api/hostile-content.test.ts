import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addProduct, baseUrl, call, expectError, pngDataUrl, signUp } from "./client.ts";

// Whatever people type is shown as text, and whatever they upload is an image we made.

const SCRIPT = `<script>alert("xss")</script>`;
const IMG = `<img src=x onerror=alert(1)>`;
const CLOSE = `</script><script>alert("ld")</script>`;

async function page(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The typed markup is in the page, as text: escaped in the HTML, never live, nor in the inline data scripts. */
function expectNoLiveMarkup(html: string) {
  expect(html).toMatch(/&lt;(script|img src=x onerror)/);
  expect(html).not.toContain(`<script>alert(`);
  expect(html).not.toContain(`<img src=x onerror`);
  expect(html).not.toMatch(/<\/script><script>alert/);
}

describe("typed text is rendered as text", () => {
  it("product title and description on the product page, its JSON-LD and the listing", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { title: `${SCRIPT}${IMG}`, description: `${CLOSE} & more`, category: ["hostile"] });
    const html = await page(`/product/${product.id}`);
    expectNoLiveMarkup(html);
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(json)).not.toThrow();
      expect(json).not.toMatch(/<\/?script/i);
    }
    expectNoLiveMarkup(await page("/products/hostile"));
  });

  it("a shopper's names and delivery address on the profile, and on the seller's order list", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    await call("PUT", `/api/user/${shopper.id}`, { token: shopper.token, body: { firstName: IMG, lastName: SCRIPT } });
    expectNoLiveMarkup(await page("/profile", `vastra_session=${shopper.token}`));
    const product = await addProduct(seller, { size: [] });
    await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id } });
    const address = { name: IMG, mobile: "9876543210", address: `${SCRIPT}${CLOSE}`, pin: "560001" };
    expect((await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } })).status).toBe(201);
    expectNoLiveMarkup(await page("/orders/list", `vastra_session=${seller.token}`));
    expectNoLiveMarkup(await page("/dashboard", `vastra_session=${seller.token}`));
  });
});

describe("uploads", () => {
  const upload = async (data: string) => call("POST", "/api/image/upload", { token: (await seller()).token, body: { data } });
  let sellerAccount: Awaited<ReturnType<typeof signUp>> | undefined;
  const seller = async () => (sellerAccount ??= await signUp(true));
  const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

  it("SVG, HTML and text are refused whatever type they claim", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;
    for (const data of [
      dataUrl("image/svg+xml", svg),
      dataUrl("image/png", svg),
      dataUrl("text/html", `<html>${SCRIPT}</html>`),
      dataUrl("image/jpeg", `<html>${SCRIPT}</html>`),
    ]) {
      expectError(await upload(data), 415);
    }
  });

  it("a polyglot (a real PNG carrying HTML or SVG) is refused, whatever type it claims", async () => {
    const png = Buffer.from((await pngDataUrl("#aa3355")).split(",")[1], "base64");
    for (const markup of [`<html><body>${SCRIPT}</body></html>`, `<svg onload="alert(1)">`]) {
      for (const type of ["image/png", "text/html"]) expectError(await upload(dataUrl(type, Buffer.concat([png, Buffer.from(markup)]))), 415);
    }
  });

  it("what is stored is an image we made: bytes appended to a real PNG are gone, served only as image/webp under a name we made", async () => {
    const png = Buffer.from((await pngDataUrl("#aa3355")).split(",")[1], "base64");
    const answer = await upload(dataUrl("image/png", Buffer.concat([png, Buffer.from("APPENDED-PAYLOAD")])));
    expect(answer.status).toBe(201);
    expect(answer.body.publicId).toMatch(/^v_[a-f0-9]{24}$/);
    const served = await fetch(`${baseUrl()}${answer.body.url}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.includes("APPENDED-PAYLOAD")).toBe(false);
  });

  it("EXIF with GPS position is stripped", async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#123456" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "SpyCam", Model: "GPS-Tracker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = await upload(dataUrl("image/jpeg", jpeg));
    expect(answer.status).toBe(201);
    const bytes = Buffer.from(await (await fetch(`${baseUrl()}${answer.body.url}`)).arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes("SpyCam")).toBe(false);
  });
});
