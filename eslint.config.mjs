// Lint rules for the whole repository (`npm run lint`, part of `npm test`): Next.js and React,
// hooks included, through eslint-config-next, and its TypeScript preset. Unused imports and
// variables are errors, and the layers of docs/architecture.md are rules. A rule turned off
// below says why; see README.md (Tests).
import fs from "node:fs";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import noServerCodeInClient from "./lint/no-server-code-in-client.mjs";

// The layers of lib/ (docs/architecture.md, The layers), lowest first. Each folder (or file of
// lib/'s root) may import only what lies below it: the ground in this order, then the business
// modules, which import none of each other, then the layers above them. Paths are matched after
// resolving, so `@/lib/db` and `../../lib/db.ts` are the same import; tests beside the code are
// left out (a test may set up whatever it checks).
const GROUND = [
  "text",
  "errors.ts",
  "config.ts",
  "money.ts",
  "concurrency.ts",
  "shutdown.mjs",
  "i18n",
  "tax",
  "cache",
  ["db.ts", "db"],
  "images",
  "shared",
  "validation",
  "places",
  "json",
  "security",
  "jobs",
  "mail",
  "messages",
  "notices",
  "shop",
  "auth",
];
const BUSINESS_MODULES = [
  "address",
  "cart",
  "catalog",
  "coupons",
  "delivery",
  "invoices",
  "ledger",
  "legal",
  "orders",
  "payments",
  "returns",
  "reviews",
  "seller",
  "stock",
  "users",
  "wishlist",
];
const ABOVE = ["views", "seo", "stores", "flows", "side-work", "seed", "startup", "http.ts", "health.ts"];

// Every folder and file of lib/ stands in one layer: a new one fails here until it is placed.
const PLACED = new Set([...GROUND, ...BUSINESS_MODULES, ...ABOVE].flat());
const unplaced = fs
  .readdirSync(new URL("./lib", import.meta.url), { withFileTypes: true })
  .map((entry) => entry.name)
  .filter((name) => name !== "generated" && !/\.(test\.ts|d\.mts)$/.test(name) && !PLACED.has(name));
if (unplaced.length)
  throw new Error(`eslint.config.mjs: ${unplaced.map((name) => `lib/${name}`).join(", ")} stands in no layer (GROUND, BUSINESS_MODULES or ABOVE).`);

const paths = (entry) => [entry].flat().map((name) => `./lib/${name}`);
const named = (entry) =>
  [entry]
    .flat()
    .map((name) => `lib/${name}`)
    .join(" and ");
const aboveThe = (list, index) => list.slice(index + 1).flatMap(paths);

const LIB_LAYERS = [
  ...GROUND.map((entry, index) => ({
    target: paths(entry),
    from: [...aboveThe(GROUND, index), ...BUSINESS_MODULES.flatMap(paths), ...ABOVE.flatMap(paths)],
    message: `${named(entry)} is ground: it imports only the ground below it, never a business module, a view or a flow.`,
  })),
  ...BUSINESS_MODULES.map((module) => ({
    target: paths(module),
    from: [...BUSINESS_MODULES.filter((other) => other !== module).flatMap(paths), ...ABOVE.flatMap(paths)],
    message: `lib/${module} is a business module: it imports only the ground, never another business module, a view or a flow (what joins two modules is a flow, lib/flows/, or a view, lib/views/).`,
  })),
  ...ABOVE.slice(0, -1).map((entry, index) => ({
    target: paths(entry),
    from: aboveThe(ABOVE, index),
    message: `${named(entry)} imports nothing above it (${ABOVE.slice(index + 1)
      .map((name) => `lib/${name}`)
      .join(", ")}): routes call flows, flows call views and modules, never the other way.`,
  })),
];

// What the folders outside lib/ may not import.
const EDGES = [
  {
    target: "./components",
    from: ["./lib/db.ts", "./lib/db", "./lib/generated/prisma/client.ts", "./lib/cache", "./lib/mail", "./lib/seed", "./lib/auth/secret.ts"],
    message: "components/ renders what a page or lib/ function hands it: never the database, the cache handler, mail, seeding or secrets.",
  },
  { target: "./lib", from: ["./app", "./components"], message: "lib/ holds the rules and never imports routes (app/) or UI (components/)." },
  // Routes and pages read through modules and views and write through flows (docs/architecture.md,
  // The layers): the database is reached only from lib/. The schema's enums are plain words.
  ...[{ from: ["./lib/db.ts", "./lib/db"] }, { from: "./lib/generated/prisma", except: ["./enums.ts"] }].map((zone) => ({
    target: "./app",
    ...zone,
    message: "app/ calls flows for writes and modules or views for reads: never the database client (lib/db, the Prisma client) itself.",
  })),
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "lib/generated/**",
      "test-results/**",
      "playwright-report/**",
      "blob-report/**",
      "coverage/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
  {
    plugins: { vastra: { rules: { "no-server-code-in-client": noServerCodeInClient } } },
    rules: {
      // An unused import or variable fails the run; a leading underscore marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Config files and the bundled password list export a literal; naming it adds nothing.
      "import/no-anonymous-default-export": "off",
      "import/no-restricted-paths": ["error", { zones: EDGES }],
      // Code that ships to the browser never reaches the database or a secret, even through another module.
      "vastra/no-server-code-in-client": "error",
    },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...EDGES, ...LIB_LAYERS] }] },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    // One direction through the code (docs/architecture.md, The layers): a module never reaches
    // itself again through its runtime imports (type-only imports vanish when compiled, and
    // this rule does not follow them).
    rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] },
  },
  {
    files: ["tests/**", "scripts/**"],
    // Tests and load tools read our API's JSON answers loosely, field by field, and assert on them.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: [
      "components/product/ProductCard.tsx",
      "components/product/Gallery.tsx",
      "components/product/PhotoViewer.tsx",
      "components/seller/PhotoManager.tsx",
      "components/payments/UpiPayPanel.tsx",
      "components/reviews/ReviewItem.tsx",
      "components/reviews/ReviewForm.tsx",
      "app/(shop)/wishlist/page.tsx",
    ],
    // A plain <img> on purpose: the card, the gallery and the full-screen view use next/image's props without its client component (the view zooms the picture itself), the photo manager shows small stored copies through the image loader, the UPI QR code is an SVG our API draws per order (nothing for next/image to resize), a review's photos are drawn as the gallery's, and the review form previews photos that are data URLs in the browser.
    rules: { "@next/next/no-img-element": "off" },
  },
];

export default config;
