// Lint rules for the whole repository (`npm run lint`, part of `npm test`): Next.js and React,
// hooks included, through eslint-config-next, and its TypeScript preset. Unused imports and
// variables are errors. A rule turned off below says why; see README.md (Checks).
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".next-*/**", "lib/generated/**", "test-results/**", "playwright-report/**", "blob-report/**", "coverage/**", ".data/**", "next-env.d.ts"],
  },
  {
    rules: {
      // An unused import or variable fails the run; a leading underscore marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Config files and the bundled password list export a literal; naming it adds nothing.
      "import/no-anonymous-default-export": "off",
    },
  },
  {
    files: ["tests/**", "scripts/**"],
    // Tests and load tools read our API's JSON answers loosely, field by field, and assert on them.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["components/product/ProductCard.tsx", "components/product/Gallery.tsx", "components/seller/ImagePicker.tsx"],
    // A plain <img> on purpose: the card and the gallery use next/image's props without its client component, the picker shows a local data URL.
    rules: { "@next/next/no-img-element": "off" },
  },
];

export default config;
