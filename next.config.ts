import path from "node:path";
import type { NextConfig } from "next";
import { CLIENT_NAMESPACES } from "./lib/i18n/client-texts.ts";
import { contentSecurityPolicy, HSTS, STATIC_SECURITY_HEADERS } from "./lib/security/headers.ts";

const config: NextConfig = {
  // Tests build into their own folder so that a running dev server or build is left alone.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its WASM and extension bundles from its package folder at run time, and
  // pdfkit its font metrics (lib/invoices/pdf.ts).
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pg", "nodemailer", "@redis/client", "pdfkit"],
  // `npm test` (scripts/test.mjs) type-checks in its checks lane, this build's route types
  // included, and builds with BUILD_TYPECHECK=0: checking here as well cost each test build
  // half its time. Every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === "0" },
  poweredByHeader: false,
  // Next answers a path with a trailing slash with a 308 to the path without, and a browser
  // calling the API from another origin gets that redirect without CORS headers and stops:
  // the spec's client asks for `/api/product/?category=shirts`. API paths answer with or
  // without the slash (Next finds the route either way); pages keep the redirect below.
  skipTrailingSlashRedirect: true,
  // Next hashes every page it sends, in JavaScript, character by character, to make an ETag:
  // measured as the largest single cost of serving a cached listing (100 KB of HTML). Cached
  // pages change only when a product does, so a conditional GET would save little.
  generateEtags: false,
  // Cached pages and data live in memory only. On disk they would outlive the process and
  // be served after a restart on another database (a reseed, a test run's fresh data),
  // with no revalidation ever telling them apart.
  experimental: { isrFlushToDisk: false },
  // With REDIS_URL, pages and cached data live in Redis instead, shared by every server process
  // (lib/cache/redis-cache-handler.mjs); without, in Next's memory store (lib/cache/memory-cache-handler.mjs).
  // Neither keeps a page that shows nothing (lib/cache/kept.mjs). Read when the server starts, so one build serves both.
  cacheHandler: path.join(process.cwd(), process.env.REDIS_URL ? "lib/cache/redis-cache-handler.mjs" : "lib/cache/memory-cache-handler.mjs"),
  // The memory store's bound (Next's default, said here because it is what caps the memory the
  // cache can take, whatever visitors ask for): least recently used entries go first.
  cacheMaxMemorySize: 50 * 1024 * 1024,
  // Every page's client words, in a script of their language (lib/i18n/frame-texts-loader.mjs).
  turbopack: {
    rules: {
      "*.json": {
        condition: { query: "?frame" },
        loaders: [{ loader: "./lib/i18n/frame-texts-loader.mjs", options: { namespaces: [...CLIENT_NAMESPACES] } }],
        as: "*.js",
      },
    },
  },
  images: {
    loader: "custom",
    loaderFile: "./lib/images/loader.ts",
    // The widths the local store keeps (lib/images/local-store.ts). Pictures are shown at
    // most 300 CSS px wide, so larger candidates only lengthened every listing's HTML.
    imageSizes: [160, 320],
    deviceSizes: [640, 1080],
  },
  async redirects() {
    return [{ source: "/:path((?!api/).+)/", destination: "/:path", permanent: true }];
  },
  // Security headers on every response (lib/security/headers.ts; SECURITY.md). proxy.ts
  // replaces the CSP with a nonce policy on the pages it renders for a logged-in user.
  // The source names no parameter: for a rule with one ("/:path*") Next compiles each header
  // value holding a ":" (the CSP's "data:", "https:") with path-to-regexp on every request,
  // which profiled as the largest part of the product page's extra server time
  // (docs/performance.md, session 21). An unnamed group's match is dropped, so nothing is compiled.
  async headers() {
    const csp = contentSecurityPolicy({ dev: process.env.NODE_ENV === "development" });
    return [
      {
        source: "/(.*)",
        headers: [{ key: "Content-Security-Policy", value: csp }, ...Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }))],
      },
      { source: "/(.*)", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [{ key: "Strict-Transport-Security", value: HSTS }] },
    ];
  },
};

export default config;
