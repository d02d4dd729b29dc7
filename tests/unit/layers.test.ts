import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of docs/architecture.md are lint rules (eslint.config.mjs): each case lints a
// module as if it stood at that path in this repository, with its real imports resolved.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "import/no-restricted-paths" || m.ruleId === "vastra/no-server-code-in-client" || m.ruleId === "import/no-cycle")
    .map((m) => m.message);
}

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

  it("lib/ may not import app/ or components/", async () => {
    expect(await problems("lib/x/rule.ts", `import { Button } from "@/components/ui/Button";\nexport const b = Button;\n`)).toEqual([
      expect.stringContaining("lib/ holds the rules"),
    ]);
    expect(await problems("lib/x/rule.ts", `import Page from "../../app/(shop)/cart/page";\nexport const p = Page;\n`)).toHaveLength(1);
  });

  it("a 'use client' module may not reach server code, however many modules lie between", async () => {
    const direct = await problems("app/x/Buy.tsx", `"use client";\nimport { prisma } from "@/lib/db";\nexport const p = prisma;\n`);
    expect(direct).toEqual(["A 'use client' module imports server code: app/x/Buy.tsx → lib/db.ts."]);
    const through = await problems("components/x/Buy.tsx", `"use client";\nimport { addToCart } from "@/lib/cart/cart";\nexport const a = addToCart;\n`);
    expect(through).toEqual([expect.stringMatching(/components\/x\/Buy\.tsx → lib\/cart\/cart\.ts → .*lib\/db\.ts\.$/)]);
    expect(await problems("app/x/Thing.tsx", `"use client";\nimport nodemailer from "nodemailer";\nexport const n = nodemailer;\n`)).toHaveLength(1);
    expect(await problems("app/x/Thing.tsx", `"use client";\nexport async function load() {\n  return import("@/lib/config");\n}\n`)).toEqual([
      expect.stringContaining("lib/config.ts → node:path"),
    ]);
  });

  it("no module reaches itself again through its imports", async () => {
    // lib/catalog/products.ts imports lib/money.ts: money importing it back closes a circle.
    const planted = `import { toProductJson } from "./catalog/products.ts";\nexport const p = toProductJson;\nexport const paiseToRupees = (paise: number) => paise / 100;\n`;
    expect(await problems("lib/money.ts", planted)).toEqual(["Dependency cycle detected."]);
  });

  it("a module never imports a flow, and the ledger imports no other business module", async () => {
    const flow = `import { moveReturn } from "../flows/move-return.ts";\nexport const m = moveReturn;\n`;
    expect(await problems("lib/returns/x.ts", flow)).toEqual([expect.stringContaining("routes call flows, modules never do")]);
    expect(await problems("app/api/x/route.ts", `import { moveReturn } from "@/lib/flows/move-return";\nexport const m = moveReturn;\n`)).toEqual([]);
    const another = `import { placeOrder } from "../orders/place.ts";\nexport const p = placeOrder;\n`;
    expect(await problems("lib/ledger/x.ts", another)).toEqual([expect.stringContaining("The ledger is a module of its own")]);
    expect(await problems("lib/ledger/x.ts", `import { AppError } from "../errors.ts";\nexport const e = AppError;\n`)).toEqual([]);
  });

  it("type-only imports, server components and browser-safe modules pass", async () => {
    const typesOnly = `"use client";\nimport type { CartItemJson } from "@/lib/cart/cart";\nimport { type ProductJson } from "@/lib/catalog/products";\nexport type T = [CartItemJson, ProductJson];\n`;
    expect(await problems("components/x/Buy.tsx", typesOnly)).toEqual([]);
    expect(await problems("components/x/Listing.tsx", `import { cachedFacets } from "@/lib/catalog/cache";\nexport const c = cachedFacets;\n`)).toEqual([]);
    const browserSafe = `"use client";\nimport { formatRupees } from "@/lib/money";\nimport { api } from "@/lib/stores/api";\nexport const x = [formatRupees, api];\n`;
    expect(await problems("components/x/Buy.tsx", browserSafe)).toEqual([]);
  });
});
