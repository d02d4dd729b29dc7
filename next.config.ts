import type { NextConfig } from "next";

const config: NextConfig = {
  // Tests build into their own folder so that a running dev server or build is left alone.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its WASM and extension bundles from its package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pg"],
  poweredByHeader: false,
  images: {
    loader: "custom",
    loaderFile: "./lib/images/loader.ts",
  },
};

export default config;
