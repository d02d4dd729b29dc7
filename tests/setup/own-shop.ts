import { gstinCheckCharacter } from "../../lib/shop/gstin.ts";

// The API suite's second server (tests/setup/api-global.ts): a shop whose owner and profile the
// tests know, and which answers cross-origin calls from CORS_ALLOWED. The shared server cannot
// be it: whichever file signs up a seller first becomes its owner, and it has no CORS_ORIGINS.
// tests/api/legal.test.ts, cors.test.ts and others use it instead of starting a server each (a
// start costs about 5 s of CPU; docs/performance.md, session 13). None of them changes the
// profile. tests/api/invoices.test.ts, whose reports must hold its invoices only, starts one of
// its own like it.

export const CORS_ALLOWED = "http://spa.example";

export const OWN_SHOP_ENV = {
  DATABASE_URL: "",
  SEED_DEMO_DATA: "0",
  SELLER_SIGNUP: "open",
  TRUST_PROXY: "1",
  CORS_ORIGINS: `${CORS_ALLOWED}, http://other.example`,
  // Order mail within seconds, as the suite's other server (tests/setup/api-global.ts).
  ORDER_MAIL_WAIT_SECONDS: "1",
};

export const OWN_SHOP_GSTIN_BODY = "29AAACV4321K1Z";

export const OWN_SHOP_PROFILE = {
  legalName: "Asha Textiles Private Limited",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
  gstin: OWN_SHOP_GSTIN_BODY + gstinCheckCharacter(OWN_SHOP_GSTIN_BODY),
  supportEmail: "help@asha.example",
  supportPhone: "+91 98450 00000",
  grievanceOfficer: { name: "Ravi Kumar", designation: "Grievance Officer", email: "grievance@asha.example", phone: "+91 98450 00001" },
  // No cash on delivery to the Andamans' 7441xx (tests/api/delivery-estimate.test.ts).
  cod: { blockedPins: ["7441"] },
};

/** The owner's sign-in. */
export const OWN_SHOP_OWNER = { username: "own_shop_owner", password: "own shop owner passphrase" };

/** Signs up the shop's first seller, its owner, and sets the profile; throws on any refusal. */
export async function prepareOwnShop(baseUrl: string): Promise<void> {
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": "100.64.0.1", ...headers },
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const { username, password } = OWN_SHOP_OWNER;
  await send("POST", "/api/auth/register", { firstName: "Asha", lastName: "Rao", email: `${username}@example.com`, username, password, admin: true });
  const { token } = await send("POST", "/api/auth/login", { username, password });
  await send("PUT", "/api/shop", OWN_SHOP_PROFILE, { token });
}
