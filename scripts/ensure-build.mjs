// Builds into NEXT_DIST_DIR (else .next-test) unless the build there is current; the browser
// suite's server command runs it first, so `npx playwright test` never tests old code.
import { ensureBuild } from "./lib/build-state.mjs";

ensureBuild(process.env.NEXT_DIST_DIR || ".next-test");
