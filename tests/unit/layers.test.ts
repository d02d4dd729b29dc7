import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of docs/architecture.md are lint rules (eslint.config.mjs): each case lints a
// module as if it stood at that path in this repository, with its real imports resolved.
const eslint = new ESLint({ cwd: process.cwd() });

const LAYER_RULES = ["import/no-restricted-paths", "vastra/no-server-code-in-client", "import/no-cycle"];

/** Each layer rule the module breaks, named: `rule: message`. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId && LAYER_RULES.includes(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

/** The messages alone. */
async function problems(filePath: string, code: string): Promise<string[]> {
  return (await broken(filePath, code)).map((problem) => problem.slice(problem.indexOf(": ") + 2));
}

const importing = (spec: string, name: string) => `import { ${name} } from "${spec}";\nexport const imported${name} = ${name};\n`;

// Linting loads the TypeScript resolver and parser: seconds alone, over a minute beside the
// other lanes of `npm test` on CI's two cores.
describe("layers", { timeout: 240_000 }, () => {
  it("components/ may not import the database, mail, the cache handler or secrets", async () => {
    expect(await problems("components/x/List.tsx", `import { prisma } from "@/lib/db";\nexport const n = prisma;\n`)).toEqual([
      expect.stringContaining("components/ renders what a page or lib/ function hands it"),
    ]);
    expect(await problems("components/x/List.tsx", `import { migrate } from "../../lib/db/migrate.ts";\nexport const m = migrate;\n`)).toHaveLength(1);
    expect(await problems("components/x/List.tsx", `import { authSecret } from "@/lib/auth/secret";\nexport const s = authSecret;\n`)).toHaveLength(1);
    expect(await problems("components/x/List.tsx", `import { formatRupees } from "@/lib/money";\nexport const f = formatRupees;\n`)).toEqual([]);
  });

  it("routes and pages may not import the database client: they call flows and modules", async () => {
    const noDatabase = /^import\/no-restricted-paths: .*app\/ calls flows for writes and modules or views for reads: never the database client/;
    expect(await broken("app/api/x/route.ts", importing("@/lib/db", "prisma"))).toEqual([expect.stringMatching(noDatabase)]);
    expect(await broken("app/(shop)/x/page.tsx", importing("../../../lib/db/user-lock.ts", "withUserLock"))).toEqual([expect.stringMatching(noDatabase)]);
    expect(await broken("app/x/page.tsx", importing("@/lib/generated/prisma/client", "PrismaClient"))).toEqual([expect.stringMatching(noDatabase)]);
    // The schema's enums are words, not the client; a module's read is what a page calls.
    expect(await broken("app/x/page.tsx", importing("@/lib/generated/prisma/enums", "OrderStatus"))).toEqual([]);
    expect(await broken("app/x/page.tsx", importing("@/lib/orders/shopper", "shopperOrder"))).toEqual([]);
  });

  it("lib/ may not import app/ or components/", async () => {
    expect(await problems("lib/x/rule.ts", `import { Button } from "@/components/ui/Button";\nexport const b = Button;\n`)).toEqual([
      expect.stringContaining("lib/ holds the rules"),
    ]);
    expect(await problems("lib/x/rule.ts", `import Page from "../../app/(shop)/cart/page";\nexport const p = Page;\n`)).toHaveLength(1);
  });

  it("a 'use client' module may not reach server code, however many modules lie between", async () => {
    const direct = await problems("app/x/Buy.tsx", `"use client";\nimport { prisma } from "@/lib/db";\nexport const p = prisma;\n`);
    // In app/ the database client is refused twice: as server code, and as no route's to import.
    expect(direct).toEqual(["A 'use client' module imports server code: app/x/Buy.tsx → lib/db.ts.", expect.stringContaining("never the database client")]);
    const through = await problems("components/x/Buy.tsx", `"use client";\nimport { addToCart } from "@/lib/cart/cart";\nexport const a = addToCart;\n`);
    expect(through).toEqual([expect.stringMatching(/components\/x\/Buy\.tsx → lib\/cart\/cart\.ts → .*lib\/db\.ts\.$/)]);
    expect(await problems("app/x/Thing.tsx", `"use client";\nimport nodemailer from "nodemailer";\nexport const n = nodemailer;\n`)).toHaveLength(1);
    expect(await problems("app/x/Thing.tsx", `"use client";\nexport async function load() {\n  return import("@/lib/config");\n}\n`)).toEqual([
      expect.stringContaining("lib/config.ts → node:path"),
    ]);
  });

  it("no module reaches itself again through its imports", async () => {
    // lib/catalog/products.ts imports lib/catalog/categories.ts: categories importing it back closes a circle.
    const planted = `${importing("./products.ts", "findProduct")}export const isShopCategory = (term: string) => term.length > 0;\n`;
    expect(await broken("lib/catalog/categories.ts", planted)).toEqual(["import/no-cycle: Dependency cycle detected."]);
    // The ground importing a module back is refused twice: the circle, and the layer it breaks.
    const moneyBack = `${importing("./catalog/cache.ts", "cachedProduct")}export const paiseToRupees = (paise: number) => paise / 100;\n`;
    expect(await broken("lib/money.ts", moneyBack)).toEqual([
      expect.stringMatching(/^import\/no-cycle: Dependency cycle via /),
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\/money\.ts is ground/),
    ]);
  });

  it("a business module imports no other business module, no flow and no view: what joins modules is a flow or a view", async () => {
    const aModule =
      /^import\/no-restricted-paths: .*lib\/\w+ is a business module: it imports only the ground, never another business module, a view or a flow/;
    // A module importing another module, either way round; the ledger as every module.
    expect(await broken("lib/orders/x.ts", importing("../payments/mail.ts", "enqueueOwnerUtrMail"))).toEqual([expect.stringMatching(aModule)]);
    expect(await broken("lib/payments/x.ts", importing("../orders/status.ts", "moveLinesIn"))).toEqual([expect.stringMatching(aModule)]);
    expect(await broken("lib/returns/x.ts", importing("../stock/units.ts", "returnUnits"))).toEqual([expect.stringMatching(aModule)]);
    expect(await broken("lib/ledger/x.ts", importing("../orders/status.ts", "moveLinesIn"))).toEqual([expect.stringMatching(aModule)]);
    // A module importing a flow, or a view.
    expect(await broken("lib/returns/x.ts", importing("../flows/move-return.ts", "moveReturn"))).toEqual([expect.stringMatching(aModule)]);
    expect(await broken("lib/orders/x.ts", importing("@/lib/views/order-quote", "checkoutQuotes"))).toEqual([expect.stringMatching(aModule)]);
    // The ground is every module's; flows and views join modules; routes call flows.
    expect(await broken("lib/orders/x.ts", importing("../shared/order-events.ts", "recordOrderEvents"))).toEqual([]);
    expect(await broken("lib/ledger/x.ts", importing("../errors.ts", "AppError"))).toEqual([]);
    expect(await broken("lib/flows/x.ts", `${importing("../orders/status.ts", "moveLinesIn")}${importing("../stock/units.ts", "returnUnits")}`)).toEqual([]);
    expect(await broken("lib/views/x.ts", `${importing("../ledger/figures.ts", "figuresOf")}${importing("../orders/records.ts", "WITH_PAYMENT")}`)).toEqual([]);
    expect(await broken("app/api/x/route.ts", importing("@/lib/flows/move-return", "moveReturn"))).toEqual([]);
  });

  it("the ground imports only the ground below it, and a view no flow", async () => {
    expect(await broken("lib/shared/x.ts", importing("../orders/status.ts", "moveLinesIn"))).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\/shared is ground: it imports only the ground below it/),
    ]);
    expect(await broken("lib/validation/x.ts", importing("../shop/profile.ts", "cachedShop"))).toEqual([expect.stringContaining("lib/validation is ground")]);
    expect(await broken("lib/shop/x.ts", importing("../validation/shop.ts", "shopUpdateSchema"))).toEqual([]);
    expect(await broken("lib/views/x.ts", importing("../flows/place-order.ts", "placeOrder"))).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\/views imports nothing above it/),
    ]);
  });

  it("the API's JSON is made at the edge: routes use lib/api-json, and no flow, view or module reads it", async () => {
    const belowTheEdge = /^import\/no-restricted-paths: .*lib\/(flows|views) imports nothing above it \(.*lib\/api-json.*\): routes call flows/;
    expect(await broken("lib/flows/x.ts", importing("../api-json/cart.ts", "heldCartJson"))).toEqual([expect.stringMatching(belowTheEdge)]);
    expect(await broken("lib/views/x.ts", importing("@/lib/api-json/orders", "toOrderJson"))).toEqual([expect.stringMatching(belowTheEdge)]);
    expect(await broken("lib/returns/x.ts", importing("../api-json/returns.ts", "toReturnJson"))).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\/returns is a business module/),
    ]);
    // The edge itself builds on flows, views, modules and the ground; routes call it.
    expect(
      await broken(
        "lib/api-json/x.ts",
        `${importing("../flows/cart-coupon.ts", "cartWithCoupon")}${importing("../views/seller-statement.ts", "sellerStatement")}`,
      ),
    ).toEqual([]);
    expect(await broken("app/api/x/route.ts", importing("@/lib/api-json/returns", "toReturnJson"))).toEqual([]);
  });

  it("type-only imports, server components and browser-safe modules pass", async () => {
    const typesOnly = `"use client";\nimport type { CartItemJson } from "@/lib/api-json/cart";\nimport { type ProductRecord } from "@/lib/catalog/record";\nexport type T = [CartItemJson, ProductRecord];\n`;
    expect(await problems("components/x/Buy.tsx", typesOnly)).toEqual([]);
    expect(await problems("components/x/Listing.tsx", `import { cachedFacets } from "@/lib/catalog/cache";\nexport const c = cachedFacets;\n`)).toEqual([]);
    const browserSafe = `"use client";\nimport { formatRupees } from "@/lib/money";\nimport { api } from "@/lib/stores/api";\nexport const x = [formatRupees, api];\n`;
    expect(await problems("components/x/Buy.tsx", browserSafe)).toEqual([]);
  });
});
