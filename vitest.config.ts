import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_PASSWORD_HASH_COST } from "./scripts/lib/password-cost.mjs";

const alias = { "@": path.resolve(import.meta.dirname) };
// The database suites hash passwords at the test cost (the API suite's servers too, tests/setup/server.ts).
const env = { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          // Pure code, whose files share one process: a process of its own per file cost 43 s of
          // CPU for the 50 files, one for all 16 s. A file that changes process.env puts it back.
          isolate: false,
          // A property test or a PDF render takes a second alone and many times that beside the
          // other lanes of `npm test` on two cores, where this lane yields the CPU (scripts/test.mjs):
          // CI timed out at 5 s, and on 2026-11-29 a bill of supply's render at 30 s, when the lane
          // had a fifth of a core. A timeout here catches a hang, not slowness; no file sets less.
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // Each file's process runs the embedded database (PGlite, WebAssembly) for seconds
          // only: V8's optimising compiler spent more CPU in the background than its faster code
          // gave back (6 of the heaviest files: 53.5 s of CPU by default, 38.9 s with Liftoff only).
          execArgv: ["--liftoff-only"],
          // A worker process runs file after file, each on the worker's one embedded database
          // put back to the migrated template in between, with modules and process.env as a
          // process of its own would give it (tests/setup/integration-setup.ts): a process and
          // a PGlite opened per file cost 3-4 s of CPU each, for 38 files.
          isolate: false,
          // After the unit files, so that a worker's integration files come one after another
          // and share its process (Vitest keeps a process only for a next file of its project).
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["tests/setup/integration-global.ts"],
          setupFiles: ["tests/setup/integration-setup.ts"],
          // Waits for mail and side work poll for up to a minute (tests/integration/smtp.ts): on a
          // machine as busy as CI's, a PDF attached to a mail took longer than 15 s.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // The files are HTTP clients of servers; they share one process instead of one each.
          isolate: false,
          env,
          globalSetup: ["tests/setup/api-global.ts"],
          // Each test makes many HTTP calls to a production server; on a busy 2-core machine
          // the property-based ones take tens of seconds.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
