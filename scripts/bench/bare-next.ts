import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureFirstLoad, type FirstLoad } from "../lib/first-load-js.ts";

// The floor under our first-load JavaScript: a throwaway Next app with one page (a heading
// and a link, nothing of ours, not even our root layout), built with the very `next`,
// `react` and `react-dom` this project has installed, in a temporary folder outside the
// repository. Our pages' budgets are counted from it (README.md, Performance).

const LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `import Link from "next/link";

export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <Link href="/about">About</Link>
    </main>
  );
}
`;

/** The deepest folder that holds both paths. */
function commonAncestor(a: string, b: string): string {
  const left = path.resolve(a).split(path.sep);
  const right = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i += 1;
  return left.slice(0, i).join(path.sep) || path.sep;
}

/** Builds the bare app and measures its page as `firstLoadOf` measures ours. */
export async function barePageFirstLoad(): Promise<FirstLoad> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-bare-next-"));
  try {
    const modules = path.resolve("node_modules");
    fs.mkdirSync(path.join(dir, "app"));
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-next", private: true, type: "module" }));
    fs.writeFileSync(path.join(dir, "app", "layout.jsx"), LAYOUT);
    fs.writeFileSync(path.join(dir, "app", "page.jsx"), PAGE);
    fs.symlinkSync(modules, path.join(dir, "node_modules"), "dir");
    // Turbopack compiles only files under its root; the linked node_modules lies outside the folder.
    fs.writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, modules))} } };\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
    delete env.NEXT_DIST_DIR;
    const result = spawnSync(process.execPath, [path.join(modules, "next/dist/bin/next"), "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) throw new Error("the bare Next app did not build");
    const html = fs.readFileSync(path.join(dir, ".next/server/app/index.html"), "utf8");
    return await measureFirstLoad(html, async (src) => fs.readFileSync(path.join(dir, ".next", src.replace(/^\/_next\//, "").split("?")[0])));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
