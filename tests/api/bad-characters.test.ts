import { describe, expect, it } from "vitest";
import { addProduct, baseUrl, call, expectError, PASSWORD, signUp } from "./client.ts";

// NUL cannot be stored or compared by PostgreSQL (error 22021), and a path whose
// percent-encoding is not UTF-8 cannot name anything: both are the caller's mistake,
// answered 400 (404 for a path) in the error shape, never 500.

const NUL = "\u0000";
const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

describe("NUL in input", () => {
  it("in the search text and in each filter value, plain or chained: 400 on that field", async () => {
    for (const key of ["q", "category", "size", "color"]) expectError(await call("GET", `/api/product?${key}=%00`), 400, key);
    expectError(await call("GET", "/api/product/?category=shirts/?size=%2500"), 400, "size");
    expectError(await call("GET", `/api/product?q=shirt%00`), 400, "q");
  });

  it("in a product's title, description, colour, sizes or categories: 400 on that field", async () => {
    const seller = await signUp(true);
    for (const [field, value] of [
      ["title", `Shirt${NUL}`],
      ["description", `a${NUL}b`],
      ["color", NUL],
      ["size", ["M", `L${NUL}`]],
      ["category", [`x${NUL}`]],
    ] as const) {
      const answer = await call("POST", `/api/product/add/${seller.id}`, {
        token: seller.token,
        body: { title: "Shirt", price: 10, previewSource: "data:image/png;base64,AAAA", [field]: value },
      });
      expectError(answer, 400);
      expect(Object.keys(answer.body.error.fields), field).toContainEqual(expect.stringMatching(new RegExp(`^${field}(\\.|$)`)));
    }
    const product = await addProduct(seller);
    expectError(await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { title: `T${NUL}` } }), 400, "title");
  });

  it("in a profile name, at sign-in and sign-up, in a cart size and in an address: 400", async () => {
    const user = await signUp();
    expectError(await call("PUT", `/api/user/${user.id}`, { token: user.token, body: { firstName: `A${NUL}` } }), 400, "firstName");
    expectError(await call("POST", "/api/auth/login", { body: { username: `${user.username}${NUL}`, password: PASSWORD } }), 400, "username");
    expectError(await call("POST", "/api/auth/login", { body: { username: NUL, password: PASSWORD } }), 400, "username");
    const register = { firstName: "A", email: "nul@example.com", username: "nul_user", password: PASSWORD };
    expectError(await call("POST", "/api/auth/register", { body: { ...register, firstName: `A${NUL}` } }), 400, "firstName");
    expectError(await call("POST", "/api/auth/register", { body: { ...register, username: `nul${NUL}` } }), 400, "username");
    const seller = await signUp(true);
    const product = await addProduct(seller, { size: ["M"] });
    expectError(await call("POST", `/api/cart/add/${user.id}`, { token: user.token, body: { productId: product.id, size: `M${NUL}` } }), 400, "size");
    expect((await call("POST", `/api/cart/add/${user.id}`, { token: user.token, body: { productId: product.id, size: "M" } })).status).toBe(200);
    for (const field of ["name", "address"] as const) {
      const answer = await call("POST", `/api/order/add/${user.id}`, { token: user.token, body: { address: { ...address, [field]: `x${NUL}` } } });
      expectError(answer, 400, `address.${field}`);
    }
  });

  it("a password with a control character is refused at sign-up, and at sign-in", async () => {
    const username = `ctl_${Date.now().toString(36)}`;
    const body = { firstName: "A", email: `${username}@example.com`, username };
    for (const password of ["password\u0000", "password\u0000\u0000", `${PASSWORD}\u0000`, `${PASSWORD}\u0007`, `${PASSWORD}\n`]) {
      expectError(await call("POST", "/api/auth/register", { body: { ...body, password } }), 400, "password");
    }
    expect((await call("POST", "/api/auth/register", { body: { ...body, password: PASSWORD } })).status).toBe(201);
    expectError(await call("POST", "/api/auth/login", { body: { username, password: `${PASSWORD}\u0000` } }), 400, "password");
    expect((await call("POST", "/api/auth/login", { body: { username, password: PASSWORD } })).status).toBe(200);
  });
});

describe("paths that name nothing", () => {
  it("malformed percent-encoding or a control character in an /api path: 404 in the error shape", async () => {
    for (const path of ["/api/cart/%ff", "/api/product/%ff", "/api/cart/add/%c3%28", "/api/user/%00", "/api/%ff"]) {
      expectError(await call("GET", path), 404);
      expectError(await call("POST", path, { body: {} }), 404);
    }
  });

  it("the same in a page or file path: 404, never 500", async () => {
    for (const path of [
      "/%ff",
      "/products/%ff",
      "/products/%00",
      "/uploads/%ff.webp",
      "/product/%ff",
      "/%00",
      "/listing/in/%00/1/-/-",
      "/products/shirts%ff?size=M",
    ]) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  it("a search or filter whose text decodes to a NUL is no error", async () => {
    for (const path of ["/products/%2500", "/products?size=%00", "/products/shirts?color=%00&page=2", "/search?q=%00"]) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
      await response.body?.cancel();
    }
  });
});
