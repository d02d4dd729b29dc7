import type { NextConfig } from "next";

const config: NextConfig = {
  // Tests build into their own folder so that a running dev server or build is left alone.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its WASM and extension bundles from its package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pg"],
  poweredByHeader: false,
  // Cached pages and data live in memory only. On disk they would outlive the process and
  // be served after a restart on another database (a reseed, a test run's fresh data),
  // with no revalidation ever telling them apart.
  experimental: { isrFlushToDisk: false },
  images: {
    loader: "custom",
    loaderFile: "./lib/images/loader.ts",
  },
};

export default config;
