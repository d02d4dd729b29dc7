// Lint rules for the whole repository (`npm run lint`, part of `npm test`): Next.js and React,
// hooks included, through eslint-config-next, and its TypeScript preset. Unused imports and
// variables are errors, and the layers of docs/architecture.md are rules. A rule turned off
// below says why; see README.md (Tests).
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import noServerCodeInClient from "./lint/no-server-code-in-client.mjs";

// The business modules of lib/ (docs/architecture.md, The layers). Each is meant to import no
// other; the ledger already imports none, and the rule below keeps it so.
const BUSINESS_MODULES = [
  "./lib/address",
  "./lib/auth",
  "./lib/cart",
  "./lib/catalog",
  "./lib/delivery",
  "./lib/invoices",
  "./lib/jobs",
  "./lib/ledger",
  "./lib/legal",
  "./lib/mail",
  "./lib/messages",
  "./lib/orders",
  "./lib/payments",
  "./lib/returns",
  "./lib/reviews",
  "./lib/seller",
  "./lib/shop",
  "./lib/stock",
  "./lib/users",
];

// The layers (docs/architecture.md, The layers): what each folder may not import. Paths are
// matched after resolving, so `@/lib/db` and `../../lib/db.ts` are the same import.
const LAYERS = [
  {
    target: "./components",
    from: ["./lib/db.ts", "./lib/db", "./lib/generated/prisma/client.ts", "./lib/cache", "./lib/mail", "./lib/seed", "./lib/auth/secret.ts"],
    message: "components/ renders what a page or lib/ function hands it: never the database, the cache handler, mail, seeding or secrets.",
  },
  { target: "./lib", from: ["./app", "./components"], message: "lib/ holds the rules and never imports routes (app/) or UI (components/)." },
  {
    target: "./lib/!(flows|side-work)/**",
    from: "./lib/flows",
    message: "A flow (lib/flows/) is what a person or the system does, over the modules: routes call flows, modules never do.",
  },
  {
    target: "./lib/ledger",
    from: BUSINESS_MODULES.filter((module) => module !== "./lib/ledger"),
    message: "The ledger is a module of its own: it imports only the shared ground (db, errors, money, types), never another business module.",
  },
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
      "import/no-restricted-paths": ["error", { zones: LAYERS }],
      // Code that ships to the browser never reaches the database or a secret, even through another module.
      "vastra/no-server-code-in-client": "error",
    },
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
