import fs from "node:fs";
import path from "node:path";

// Chrome (136 and later) reads this comment at the top of a script as "every function in
// here runs at load": it then compiles them all on the background thread that streams the
// script in, instead of one by one on the main thread when each is first called. React DOM
// and Next's router are such scripts, and compiling them lazily was the largest single
// block of main-thread work on every shopper page (docs/performance.md). Other browsers
// read it as a comment.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts the hint on the scripts every page runs as it starts (the build manifest's
 * rootMainFiles: React, the router, Turbopack's runtime), once.
 */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  for (const file of manifest.rootMainFiles) {
    if (!file.endsWith(".js")) continue;
    const chunk = path.join(distDir, file);
    const source = fs.readFileSync(chunk, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(chunk, COMPILE_HINT + source);
  }
}
